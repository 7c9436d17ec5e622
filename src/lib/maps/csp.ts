import { type MapConfig, mapSetup, resolveMapConfig, type MapSettings } from './config'
import { leaflet } from './urls'

/** Origins a maps service needs, per Content-Security-Policy directive. */
export type MapSources = { script: string[]; style: string[]; img: string[]; connect: string[] }

const none: MapSources = { script: [], style: [], img: [], connect: [] }

/** `https://{s}.tile.example.org/…` → `https://*.tile.example.org`. */
const tileOrigin = (template: string) => {
  const host = /^https:\/\/([^/]+)/.exec(template)?.[1]
  return host ? `https://${host.replace(/^\{[a-z]+\}\./, '*.').replace(/[{}]/g, '')}` : null
}

/** The origins the configured service loads from: none at all when no map is configured. */
export function mapSources(config: MapConfig): MapSources {
  const setups = [mapSetup(config, 'en'), mapSetup(config, 'zh')]
  const sources: MapSources = { script: [], style: [], img: [], connect: [] }
  if (setups.some((setup) => setup?.provider === 'amap')) {
    // The loader pulls further scripts, styles, tiles and data from AMap's hosts.
    sources.script.push('https://*.amap.com')
    sources.style.push('https://*.amap.com')
    sources.img.push('https://*.amap.com', 'https://*.is.autonavi.com')
    sources.connect.push('https://*.amap.com')
    // A proxy on another host than the portal's own.
    const security = config.amapSecurity
    const proxy = security && 'serviceHost' in security ? security.serviceHost : ''
    const origin = /^https:\/\/[^/]+/.exec(proxy)?.[0]
    if (origin) sources.connect.push(origin)
  }
  if (setups.some((setup) => setup?.provider === 'osm')) {
    const cdn = new URL(leaflet.script).origin
    sources.script.push(cdn)
    sources.style.push(cdn)
    const tiles = tileOrigin(config.tileUrl)
    if (tiles) sources.img.push(tiles)
  }
  return sources
}

/**
 * The maps configuration this process last read from the database, shared through globalThis by
 * the web server (which writes the policy header before Next.js renders) and the app bundle (whose
 * site-settings hook records a save at once), since each loads its own copy of this module. Pages
 * do not record what they render: they may render from a cached copy older than the last read.
 */
type State = { config: MapConfig | null }
const key = Symbol.for('edubridge.mapsConfig')
const shared = globalThis as typeof globalThis & { [key]?: State }
const state = (): State => (shared[key] ??= { config: null })

export const rememberMapConfig = (config: MapConfig) => {
  state().config = config
}

/** The origins to allow now; before any configuration was read, the environment's. */
export const currentMapSources = (): MapSources => {
  const config = state().config ?? resolveMapConfig(null)
  return config.provider === 'none' ? none : mapSources(config)
}

type Client = { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
type Open = () => Promise<(Client & { end: () => Promise<void> }) | null>

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** Reads the maps fields of the site settings straight from the database. */
export async function readMapSettings(client: Client): Promise<MapSettings | null> {
  const { rows } = await client.query(
    'select maps_provider, maps_amap_key, maps_tile_url, maps_tile_key from site_settings limit 1',
  )
  const row = rows[0]
  if (!row) return null
  return {
    provider: text(row.maps_provider),
    amapKey: text(row.maps_amap_key),
    tileUrl: text(row.maps_tile_url),
    tileKey: text(row.maps_tile_key),
  }
}

/**
 * Keeps this process's policy in step with the site settings, which any process (or the admin of
 * another) may change: read at start, then every `intervalMs`. Failures (database away, table
 * not migrated yet) keep the last known configuration.
 */
export function watchMapSettings(open: Open, intervalMs = 5000) {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const refresh = async () => {
    const client = await open().catch(() => null)
    if (client) {
      try {
        rememberMapConfig(resolveMapConfig(await readMapSettings(client)))
      } catch {
        // Keep what was known.
      } finally {
        await client.end().catch(() => {})
      }
    }
    if (!stopped) timer = setTimeout(() => void refresh(), intervalMs).unref()
  }
  const first = refresh()
  return {
    ready: first,
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
