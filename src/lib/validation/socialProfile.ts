/**
 * Whether a social link names the brand's own page on the network: a web address with a path or a
 * query after the host. A network's bare home page (https://www.linkedin.com/) only sends the
 * visitor away.
 */
export function isProfileUrl(value: string | null | undefined): boolean {
  if (!value) return false
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (!url.hostname.includes('.')) return false
  return url.pathname.replace(/\/+$/, '') !== '' || url.search !== ''
}
