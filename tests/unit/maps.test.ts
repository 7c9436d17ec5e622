import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/server/http/securityHeaders'
import { defaultTileUrl, mapSetup, resolveMapConfig } from '@/lib/maps/config'
import { mapSources, readMapSettings } from '@/lib/maps/csp'
import {
  amapLinkUrl,
  amapScriptUrl,
  isLatLng,
  mapLinkUrl,
  osmLinkUrl,
  toGcj02,
} from '@/lib/maps/urls'

const oxford = { lat: 51.7548, lng: -1.2544 }

describe('maps URLs', () => {
  it('loads the AMap JS API 2.0 with the key, escaped', () => {
    expect(amapScriptUrl('abc123')).toBe('https://webapi.amap.com/maps?v=2.0&key=abc123')
    expect(amapScriptUrl('a&b=c')).toBe('https://webapi.amap.com/maps?v=2.0&key=a%26b%3Dc')
  })

  it('links out to AMap (longitude first) and OpenStreetMap with a marker', () => {
    expect(amapLinkUrl(oxford, 'University of Oxford')).toBe(
      'https://uri.amap.com/marker?position=-1.2544,51.7548&name=University%20of%20Oxford&coordinate=wgs84&callnative=0',
    )
    expect(osmLinkUrl(oxford)).toBe(
      'https://www.openstreetmap.org/?mlat=51.7548&mlon=-1.2544#map=16/51.7548/-1.2544',
    )
    expect(mapLinkUrl('amap', oxford, '牛津大学').href).toContain('name=%E7%89%9B')
    expect(mapLinkUrl('osm', { lat: 1.123456789, lng: 2 }, 'x').href).toContain('mlat=1.123457')
  })

  it('takes only complete, valid coordinates', () => {
    expect(isLatLng({ latitude: 51.7, longitude: -1.2 })).toBe(true)
    expect(isLatLng({ latitude: 0, longitude: 0 })).toBe(true)
    expect(isLatLng({ latitude: 51.7, longitude: null })).toBe(false)
    expect(isLatLng({ latitude: 91, longitude: 0 })).toBe(false)
    expect(isLatLng(undefined)).toBe(false)
  })

  it('shifts points in China to GCJ-02 for AMap, and leaves the rest alone', () => {
    expect(toGcj02(oxford)).toEqual(oxford)
    // Tiananmen: WGS-84 39.9087, 116.3975 is about 39.9101, 116.4037 on AMap.
    const shifted = toGcj02({ lat: 39.9087, lng: 116.3975 })
    expect(shifted.lat).toBeCloseTo(39.9101, 3)
    expect(shifted.lng).toBeCloseTo(116.4037, 3)
  })
})

describe('maps configuration', () => {
  it('shows no map until a service is chosen, and AMap only with its key', () => {
    expect(mapSetup(resolveMapConfig(null, {}), 'en')).toBeNull()
    expect(mapSetup(resolveMapConfig({ provider: 'amap' }, {}), 'zh')).toBeNull()
    expect(mapSetup(resolveMapConfig({ provider: 'amap', amapKey: ' k ' }, {}), 'en')).toEqual({
      provider: 'amap',
      key: 'k',
      security: null,
    })
    expect(mapSetup(resolveMapConfig({ provider: 'osm' }, {}), 'zh')).toEqual({
      provider: 'osm',
      tileUrl: defaultTileUrl,
    })
  })

  it('uses AMap on the Chinese site and OpenStreetMap on the English one when set to auto', () => {
    const config = resolveMapConfig({ provider: 'auto', amapKey: 'k' }, {})
    expect(mapSetup(config, 'zh')?.provider).toBe('amap')
    expect(mapSetup(config, 'en')?.provider).toBe('osm')
    expect(mapSetup(resolveMapConfig({ provider: 'auto' }, {}), 'zh')?.provider).toBe('osm')
  })

  it('lets the environment override the settings', () => {
    const config = resolveMapConfig(
      { provider: 'none', amapKey: 'from-settings' },
      { MAPS_PROVIDER: 'amap', MAPS_KEY: 'from-env' },
    )
    expect(mapSetup(config, 'en')).toEqual({ provider: 'amap', key: 'from-env', security: null })
    expect(resolveMapConfig({ provider: 'amap' }, { MAPS_PROVIDER: 'bogus' }).provider).toBe('amap')
  })

  it('takes AMap’s security code from the environment only, preferring a proxy', () => {
    const settings = { provider: 'amap', amapKey: 'k' }
    expect(resolveMapConfig(settings, { MAPS_AMAP_SECURITY_CODE: 'c' }).amapSecurity).toEqual({
      securityJsCode: 'c',
    })
    const proxied = resolveMapConfig(settings, {
      MAPS_AMAP_SECURITY_CODE: 'c',
      MAPS_AMAP_SERVICE_HOST: 'https://proxy.example.com/_AMapService',
    })
    expect(proxied.amapSecurity).toEqual({ serviceHost: 'https://proxy.example.com/_AMapService' })
    expect(mapSources(proxied).connect).toContain('https://proxy.example.com')
    expect(
      resolveMapConfig({ ...settings, securityJsCode: 'x' } as never, {}).amapSecurity,
    ).toBeNull()
  })

  it('puts the tile key into the tile URL and refuses tile URLs that are not https templates', () => {
    const maptiler = 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}'
    expect(resolveMapConfig({ tileUrl: maptiler, tileKey: 'K1' }, {}).tileUrl).toBe(
      'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=K1',
    )
    expect(resolveMapConfig({ tileUrl: 'http://tiles.test/{z}/{x}/{y}.png' }, {}).tileUrl).toBe(
      defaultTileUrl,
    )
  })

  it('reads the maps fields from the site settings row', async () => {
    const client = {
      query: async () => ({
        rows: [
          { maps_provider: 'amap', maps_amap_key: 'k', maps_tile_url: null, maps_tile_key: null },
        ],
      }),
    }
    expect(await readMapSettings(client)).toEqual({
      provider: 'amap',
      amapKey: 'k',
      tileUrl: null,
      tileKey: null,
    })
    expect(await readMapSettings({ query: async () => ({ rows: [] }) })).toBeNull()
  })
})

describe('maps in the Content-Security-Policy', () => {
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

  it('allows no maps host while no service is configured', () => {
    const policy = contentSecurityPolicy(false, mapSources(resolveMapConfig(null, {})))
    expect(policy).not.toMatch(/amap|unpkg|openstreetmap/)
    const amapWithoutKey = mapSources(resolveMapConfig({ provider: 'amap' }, {}))
    expect(contentSecurityPolicy(false, amapWithoutKey)).not.toContain('amap')
  })

  it('allows AMap’s hosts for scripts, tiles and data once it has a key', () => {
    const policy = contentSecurityPolicy(
      false,
      mapSources(resolveMapConfig({ provider: 'amap', amapKey: 'k' }, {})),
    )
    expect(directive(policy, 'script-src')).toContain('https://*.amap.com')
    expect(directive(policy, 'img-src')).toContain('https://*.is.autonavi.com')
    expect(directive(policy, 'connect-src')).toContain('https://*.amap.com')
    expect(directive(policy, 'frame-src')).not.toContain('amap')
  })

  it('allows the Leaflet CDN and the tile server for OpenStreetMap', () => {
    const policy = contentSecurityPolicy(
      false,
      mapSources(
        resolveMapConfig(
          { provider: 'osm', tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
          {},
        ),
      ),
    )
    expect(directive(policy, 'script-src')).toContain('https://unpkg.com')
    expect(directive(policy, 'style-src')).toContain('https://unpkg.com')
    expect(directive(policy, 'img-src')).toContain('https://*.tiles.example.org')
    expect(directive(policy, 'script-src')).not.toContain('amap')
  })
})
