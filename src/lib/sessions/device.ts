import Bowser from 'bowser'

const MAX_USER_AGENT = 512

/** "Chrome 142 · macOS" from a browser's User-Agent; a script or an unknown client by its own name. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return ''
  const { browser, os } = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT))
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const system = [os.name, os.versionName].filter(Boolean).join(' ')
  return [name, system].filter(Boolean).join(' · ') || userAgent.slice(0, 60)
}

export const storedUserAgent = (userAgent: string | null | undefined): string =>
  (userAgent ?? '').slice(0, MAX_USER_AGENT)
