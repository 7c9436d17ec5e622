/** Query values of a list page, as Next.js hands them to a page. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter. */
export const firstParam = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value

/** A page number from `?page=`: a positive integer, else 1. */
export const pageParam = (value: string | string[] | undefined) => {
  const raw = firstParam(value)
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  return page >= 1 ? page : 1
}

/** A query value that must be one of `allowed`, else undefined. */
export const oneOf = <V extends string>(
  value: string | string[] | undefined,
  allowed: readonly { value: V }[],
): V | undefined => {
  const raw = firstParam(value)
  return allowed.find((o) => o.value === raw)?.value
}

/** A list path with its filter and page (page 1 is left out), e.g. "/university?country=US&page=2". */
export const listHref = (path: string, query: Record<string, string | undefined>, page = 1) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
