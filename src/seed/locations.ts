import type { Payload } from 'payload'

import { context } from './helpers'
import { brand } from './siteSettings'

type Point = { latitude: number; longitude: number }

/** The demo office, 88 Century Avenue in Pudong (WGS-84). */
export const officeLocation: Point = { latitude: 31.2372, longitude: 121.5014 }

/** Main campuses of the seeded universities (WGS-84, as on OpenStreetMap). */
export const universityLocations: Record<string, Point> = Object.fromEntries(
  (
    [
      ['harvard', 42.377, -71.1167],
      ['stanford', 37.4275, -122.1697],
      ['mit', 42.3601, -71.0942],
      ['yale', 41.3163, -72.9223],
      ['princeton', 40.3431, -74.6551],
      ['columbia', 40.8075, -73.9626],
      ['upenn', 39.9522, -75.1932],
      ['brown', 41.8268, -71.4025],
      ['dartmouth', 43.7044, -72.2887],
      ['cornell', 42.4534, -76.4735],
      ['uchicago', 41.7886, -87.5987],
      ['caltech', 34.1377, -118.1253],
      ['duke', 36.0014, -78.9382],
      ['johns-hopkins', 39.3299, -76.6205],
      ['northwestern', 42.0565, -87.6753],
      ['uc-berkeley', 37.8719, -122.2585],
      ['ucla', 34.0689, -118.4452],
      ['carnegie-mellon', 40.4433, -79.9436],
      ['nyu', 40.7295, -73.9965],
      ['umich', 42.278, -83.7382],
      ['usc', 34.0224, -118.2851],
      ['oxford', 51.7548, -1.2544],
      ['cambridge', 52.2043, 0.1149],
      ['imperial', 51.4988, -0.1749],
      ['ucl', 51.5246, -0.134],
      ['lse', 51.5144, -0.1165],
      ['edinburgh', 55.9444, -3.1892],
      ['kcl', 51.5115, -0.116],
      ['manchester', 53.4668, -2.2339],
      ['warwick', 52.3793, -1.5615],
      ['university-of-toronto', 43.6629, -79.3957],
      ['ubc', 49.2606, -123.246],
      ['mcgill', 45.5048, -73.5772],
      ['waterloo', 43.4723, -80.5449],
      ['mcmaster', 43.2609, -79.9192],
      ['university-of-alberta', 53.5232, -113.5263],
      ['university-of-melbourne', -37.7963, 144.9614],
      ['university-of-sydney', -33.8886, 151.1873],
      ['anu', -35.2777, 149.1185],
      ['unsw', -33.9173, 151.2313],
      ['university-of-queensland', -27.4975, 153.0137],
      ['monash', -37.9105, 145.1362],
      ['nus', 1.2966, 103.7764],
      ['ntu', 1.3483, 103.6831],
      ['hku', 22.283, 114.1371],
      ['hkust', 22.3364, 114.2655],
      ['university-of-tokyo', 35.7126, 139.762],
      ['eth-zurich', 47.3763, 8.5477],
      ['tu-delft', 52.0022, 4.3736],
      ['tum', 48.1497, 11.5679],
      ['ecole-polytechnique', 48.7137, 2.2108],
      ['trinity-college-dublin', 53.3438, -6.2546],
      ['university-of-auckland', -36.8523, 174.7691],
      ['seoul-national-university', 37.4599, 126.9519],
      ['tsinghua', 40.0003, 116.3264],
    ] as const
  ).map(([slug, latitude, longitude]) => [slug, { latitude, longitude }]),
)

const located = (point: { latitude?: number | null; longitude?: number | null } | undefined) =>
  typeof point?.latitude === 'number' && typeof point.longitude === 'number'

/**
 * Databases seeded before maps existed get the coordinates too; a place an editor has set, or a
 * university or office the demo does not know, is left as it is.
 */
export async function seedLocations(payload: Payload): Promise<number> {
  let updated = 0
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 })
  if (settings.address === brand.en.address && !located(settings.officeLocation ?? undefined)) {
    await payload.updateGlobal({
      slug: 'site-settings',
      context,
      data: { officeLocation },
    })
    updated++
  }
  const { docs } = await payload.find({
    collection: 'universities',
    where: { slug: { in: Object.keys(universityLocations) } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { slug: true, location: true },
  })
  for (const doc of docs) {
    const location = universityLocations[doc.slug]
    if (!location || located(doc.location ?? undefined)) continue
    await payload.update({ collection: 'universities', id: doc.id, context, data: { location } })
    updated++
  }
  return updated
}
