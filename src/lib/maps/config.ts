/**
 * Which maps service draws the office and university maps, from the site settings with the
 * environment taking precedence (MAPS_PROVIDER, MAPS_KEY, MAPS_TILE_URL, MAPS_TILE_KEY), so a
 * deployment can switch the service, or keep the key out of the database, without an editor.
 *
 * AMap keys issued since December 2021 also need their security code: from the environment only
 * (never the database, whose settings anyone may read), either as a proxy that adds it
 * (MAPS_AMAP_SERVICE_HOST, e.g. /_AMapService, AMap's recommendation) or in the page
 * (MAPS_AMAP_SECURITY_CODE).
 */

export const mapProviders = ['none', 'auto', 'amap', 'osm'] as const
export type MapProvider = (typeof mapProviders)[number]

/** The public OpenStreetMap tile server; fine for a small site (see its tile usage policy). */
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** The maps fields of the site settings as stored (every field may be empty). */
export type MapSettings = {
  provider?: string | null
  amapKey?: string | null
  tileUrl?: string | null
  tileKey?: string | null
}

/** What AMap's loader reads from window._AMapSecurityConfig. */
export type AmapSecurity = { serviceHost: string } | { securityJsCode: string } | null

export type MapConfig = {
  provider: MapProvider
  amapKey: string
  amapSecurity: AmapSecurity
  /** The tile URL template with {z}, {x}, {y} and the key already in place. */
  tileUrl: string
}

/** How one page draws its map: AMap with its key, or Leaflet over a tile server. */
export type MapSetup =
  { provider: 'amap'; key: string; security: AmapSecurity } | { provider: 'osm'; tileUrl: string }

type Env = Record<string, string | undefined>

const isProvider = (value: unknown): value is MapProvider =>
  typeof value === 'string' && (mapProviders as readonly string[]).includes(value)

const filled = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim()).find((value) => value) ?? ''

/** A tile URL template is used only over HTTPS and with the three tile coordinates in it. */
export const isTileUrl = (value: string): boolean =>
  /^https:\/\/[^/\s]+\/\S*$/.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p))

export function resolveMapConfig(
  settings: MapSettings | null | undefined,
  env: Env = process.env,
): MapConfig {
  const provider = isProvider(env.MAPS_PROVIDER)
    ? env.MAPS_PROVIDER
    : isProvider(settings?.provider)
      ? settings.provider
      : 'none'
  const template = filled(env.MAPS_TILE_URL, settings?.tileUrl)
  const tileKey = filled(env.MAPS_TILE_KEY, settings?.tileKey)
  const tileUrl = (isTileUrl(template) ? template : defaultTileUrl).replaceAll(
    '{key}',
    encodeURIComponent(tileKey),
  )
  const serviceHost = filled(env.MAPS_AMAP_SERVICE_HOST)
  const securityJsCode = filled(env.MAPS_AMAP_SECURITY_CODE)
  const amapSecurity: AmapSecurity =
    serviceHost && /^(\/|https:\/\/)/.test(serviceHost)
      ? { serviceHost }
      : securityJsCode
        ? { securityJsCode }
        : null
  return { provider, amapKey: filled(env.MAPS_KEY, settings?.amapKey), amapSecurity, tileUrl }
}

/**
 * The map for a page in `locale`, or null when none is configured. "auto" shows AMap on the
 * Chinese site, where OpenStreetMap tiles load slowly or not at all, and OpenStreetMap elsewhere.
 * AMap never loads without its key.
 */
export function mapSetup(config: MapConfig, locale: string): MapSetup | null {
  const amap = config.amapKey
    ? ({ provider: 'amap', key: config.amapKey, security: config.amapSecurity } as const)
    : null
  const osm = { provider: 'osm', tileUrl: config.tileUrl } as const
  switch (config.provider) {
    case 'amap':
      return amap
    case 'osm':
      return osm
    case 'auto':
      return locale === 'zh' ? (amap ?? osm) : osm
    default:
      return null
  }
}
