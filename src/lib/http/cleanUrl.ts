/** Control characters (NUL included), which no page's parameter can mean and PostgreSQL refuses in text. */
const control = /[\u0000-\u001f\u007f]/g

/**
 * The same address without control characters in its path or query values, or null when it has
 * none. The visitor is sent there: the page shows, with the bad characters ignored.
 */
export function withoutControlCharacters(
  pathname: string,
  searchParams: URLSearchParams,
): string | null {
  let decodedPath: string
  try {
    decodedPath = decodeURIComponent(pathname)
  } catch {
    // A broken %-sequence in the path is left to the router (it answers 400/404).
    decodedPath = pathname
  }
  const dirtyPath = control.test(decodedPath)
  control.lastIndex = 0
  const entries = [...searchParams.entries()]
  const dirtyQuery = entries.some(([key, value]) => /[\u0000-\u001f\u007f]/.test(key + value))
  if (!dirtyPath && !dirtyQuery) return null
  const kept = dirtyPath
    ? decodedPath.replace(control, '').split('/').map(encodeURIComponent).join('/')
    : pathname
  // One leading slash: "/%00/evil.test" must not become "//evil.test", another host.
  const path = '/' + kept.replace(/^[/\\]+/, '')
  const query = new URLSearchParams(
    entries
      .map(([key, value]) => [key.replace(control, ''), value.replace(control, '')])
      .filter(([key]) => key !== ''),
  ).toString()
  return path + (query ? `?${query}` : '')
}
