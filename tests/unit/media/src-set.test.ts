import { describe, expect, it } from 'vitest'

import { upToStoredWidth } from '../../../src/lib/media/srcSet'

const file = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcard.webp'
const entry = (width: number) => `${file}&w=${width}&q=75 ${width}w`
// next/image's srcset for an image given `sizes`: every width the optimizer knows from 256 up.
const widths = [256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]
const srcSet = widths.map(entry).join(', ')

describe('upToStoredWidth', () => {
  it('keeps the widths below the stored file and the first at or beyond it, which is the src', () => {
    expect(upToStoredWidth(srcSet, 768)).toEqual({
      srcSet: [256, 384, 640, 750, 828].map(entry).join(', '),
      src: `${file}&w=828&q=75`,
    })
    expect(upToStoredWidth(srcSet, 1600)?.srcSet.split(', ')).toHaveLength(8)
    expect(upToStoredWidth(srcSet, 750)?.src).toBe(`${file}&w=750&q=75`)
  })

  it('keeps every width of a file wider than them all', () => {
    expect(upToStoredWidth(srcSet, 5000)).toEqual({ srcSet, src: `${file}&w=3840&q=75` })
  })

  it('leaves a density srcset (a fixed-width image) and a missing one alone', () => {
    expect(upToStoredWidth(`${file}&w=48&q=75 1x, ${file}&w=96&q=75 2x`, 320)).toBeUndefined()
    expect(upToStoredWidth(undefined, 320)).toBeUndefined()
  })
})
