import sharp from 'sharp'

import type { SeedImage } from '../catalogue/images'

/**
 * Pictures members upload, drawn locally: an organisation's logo, and the photo of a licence or a
 * student card sent with a certification. Latin text only, so they render without CJK fonts.
 */

const escape = (value: string) => value.replace(/[<>&"']/g, '')

const toPng = async (svg: string, name: string): Promise<SeedImage> => {
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${name}.png`, size: data.length }
}

/** A rounded square with the organisation's short name under a simple mark; long names set smaller to fit. */
export function logo(shortName: string, slug: string, [primary, accent]: [string, string]) {
  const size = Math.min(52, Math.floor(560 / shortName.length))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect x="10" y="10" width="380" height="380" rx="72" fill="${escape(primary)}"/>
  <path d="M200 70 L290 150 L200 230 L110 150 Z" fill="${escape(accent)}"/>
  <circle cx="200" cy="150" r="34" fill="${escape(primary)}"/>
  <text x="200" y="320" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${escape(shortName)}</text>
</svg>`
  return toPng(svg, `logo-${slug}`)
}

/** A photographed document: a pale card with a title, a few lines and a stamp. */
export function documentPhoto(title: string, lines: string[], name: string) {
  const rows = lines
    .map(
      (line, i) =>
        `<text x="70" y="${230 + i * 56}" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#33415c">${escape(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="680" viewBox="0 0 1000 680">
  <rect width="1000" height="680" fill="#5c6b73"/>
  <rect x="30" y="30" width="940" height="620" rx="18" fill="#f7f3e8" stroke="#b08d57" stroke-width="8"/>
  <text x="70" y="140" font-family="DejaVu Serif, Georgia, serif" font-size="46" font-weight="700" fill="#1d2d44">${escape(title)}</text>
  <path d="M70 170 H930" stroke="#b08d57" stroke-width="3"/>${rows}
  <circle cx="820" cy="520" r="80" fill="none" stroke="#c0392b" stroke-width="8" stroke-opacity="0.75"/>
  <circle cx="820" cy="520" r="58" fill="none" stroke="#c0392b" stroke-width="3" stroke-opacity="0.75"/>
</svg>`
  return toPng(svg, name)
}
