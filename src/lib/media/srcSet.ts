/**
 * The srcset's widths up to the first at or beyond the stored file's: the optimizer never enlarges,
 * so every wider entry (up to 3840) would be the same file under another address, and each page
 * would carry their addresses twice (HTML and page data). That first entry is the `src` too, which
 * next/image would set to the widest.
 */
export function upToStoredWidth(srcSet: string | undefined, stored: number) {
  const entries = srcSet?.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ')
    return { url, width: Number(descriptor.replace(/w$/, '')), entry }
  })
  if (!entries?.length || entries.some((entry) => !Number.isFinite(entry.width))) return undefined
  const last = entries.findIndex((entry) => entry.width >= stored)
  const kept = last === -1 ? entries : entries.slice(0, last + 1)
  return { src: kept.at(-1)!.url, srcSet: kept.map((entry) => entry.entry).join(', ') }
}
