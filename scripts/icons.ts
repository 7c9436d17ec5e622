/**
 * Makes the portal's raster icons from src/app/icon.svg, the one drawn source: the favicon.ico of
 * browsers and tools that ask for it, the Apple touch icon, and the web manifest's icons. Run
 * `npx tsx scripts/icons.ts` after changing icon.svg and keep the results with the sources (the
 * build does not make them: each would cost every build the same work for the same bytes).
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { root } from './env'

const rounded = fs.readFileSync(path.join(root, 'src/app/icon.svg'))
// Square, for the places that cut their own shape out of the icon (iOS, Android's masks): the
// letter sits well inside the centre circle of 80 % that a maskable icon must keep clear.
const square = Buffer.from(rounded.toString('utf8').replace(/\s+rx="[^"]*"/, ''))

const png = (svg: Buffer, size: number) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** An ICO holding PNG images (read by every browser since Internet Explorer 9). */
async function ico(svg: Buffer, sizes: number[]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((size) => png(svg, size)))
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach((image, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(sizes[i]! % 256, entry)
    header.writeUInt8(sizes[i]! % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(image.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += image.length
  })
  return Buffer.concat([header, ...images])
}

const outputs: [string, Promise<Buffer>][] = [
  ['src/app/favicon.ico', ico(rounded, [16, 32, 48])],
  ['src/app/apple-icon.png', png(square, 180)],
  ['public/icons/icon-192.png', png(rounded, 192)],
  ['public/icons/icon-512.png', png(rounded, 512)],
  ['public/icons/icon-maskable-512.png', png(square, 512)],
]
for (const [file, data] of outputs) {
  const target = path.join(root, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, await data)
  console.log(file)
}
