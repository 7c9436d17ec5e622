/** Addresses of the maps services: their scripts and the "open in map" links. */

export type LatLng = { lat: number; lng: number }

export const amapScriptHost = 'webapi.amap.com'

/** The AMap JS API 2.0 loader; the key identifies the site to AMap. */
export const amapScriptUrl = (key: string): string =>
  `https://${amapScriptHost}/maps?v=2.0&key=${encodeURIComponent(key)}`

/** Leaflet from a CDN, pinned, with the hashes the browser checks it against. */
export const leaflet = {
  script: 'https://unpkg.com/leaflet@1.9.4/dist/leaflet.js',
  scriptIntegrity: 'sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=',
  style: 'https://unpkg.com/leaflet@1.9.4/dist/leaflet.css',
  styleIntegrity: 'sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=',
} as const

const fixed = (value: number) => String(Number(value.toFixed(6)))

/** The place on AMap's own site (works without a key; WGS-84 coordinates, which AMap converts). */
export const amapLinkUrl = ({ lat, lng }: LatLng, name: string): string =>
  `https://uri.amap.com/marker?position=${fixed(lng)},${fixed(lat)}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=0`

/** The place on openstreetmap.org, with a marker, at street level. */
export const osmLinkUrl = ({ lat, lng }: LatLng): string =>
  `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lng)}#map=16/${fixed(lat)}/${fixed(lng)}`

/** AMap for Chinese readers (it is the map most of them use), OpenStreetMap for the others. */
export const mapLinkUrl = (
  provider: 'amap' | 'osm',
  place: LatLng,
  name: string,
): { href: string; provider: 'amap' | 'osm' } => ({
  provider,
  href: provider === 'amap' ? amapLinkUrl(place, name) : osmLinkUrl(place),
})

export const isLatLng = (
  value: { latitude?: number | null; longitude?: number | null } | null | undefined,
): value is { latitude: number; longitude: number } =>
  typeof value?.latitude === 'number' &&
  typeof value.longitude === 'number' &&
  Math.abs(value.latitude) <= 90 &&
  Math.abs(value.longitude) <= 180

// WGS-84 → GCJ-02, the shifted datum every map published in mainland China must use; AMap's
// tiles are drawn in it, so a WGS-84 point would land several hundred metres off there.
const a = 6378245
const ee = 0.006693421622965943

const insideChina = ({ lat, lng }: LatLng) =>
  lng > 73.66 && lng < 135.05 && lat > 3.86 && lat < 53.55

const shiftLat = (x: number, y: number) => {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3
  return r
}

const shiftLng = (x: number, y: number) => {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3
  return r
}

export function toGcj02(place: LatLng): LatLng {
  // A rough box around China, as AMap's own converters use; outside it the datums agree.
  if (!insideChina(place)) return place
  const { lat, lng } = place
  const radLat = (lat / 180) * Math.PI
  const magic = 1 - ee * Math.sin(radLat) ** 2
  const sqrtMagic = Math.sqrt(magic)
  const dLat =
    (shiftLat(lng - 105, lat - 35) * 180) / (((a * (1 - ee)) / (magic * sqrtMagic)) * Math.PI)
  const dLng =
    (shiftLng(lng - 105, lat - 35) * 180) / ((a / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lat: lat + dLat, lng: lng + dLng }
}
