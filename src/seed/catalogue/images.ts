import sharp from 'sharp'

/**
 * Demo pictures drawn locally (never downloaded): portrait tiles with initials, university crests,
 * article covers. Text in them is Latin only, so they render without CJK fonts.
 */

const escape = (value: string) => value.replace(/[<>&"']/g, '')
const initialsOf = (name: string) =>
  name
    .split(/[\s·-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('')

const hueOf = (seed: string) => [...seed].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7)

export type SeedImage = { data: Buffer; mimetype: string; name: string; size: number }

const toWebp = async (svg: string, name: string): Promise<SeedImage> => {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
  return { data, mimetype: 'image/webp', name: `${name}.webp`, size: data.length }
}

export function portrait(name: string, slug: string) {
  const hue = hueOf(slug)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,28%)"/>
  </linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="200" r="92" fill="rgba(255,255,255,0.16)"/>
  <path d="M80 480c0-100 72-170 160-170s160 70 160 170z" fill="rgba(255,255,255,0.16)"/>
  <text x="240" y="228" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#fff" text-anchor="middle">${escape(initialsOf(name))}</text>
</svg>`
  return toWebp(svg, `coach-${slug}`)
}

export function crest(name: string, slug: string, [primary, secondary]: [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="#ffffff" fill-opacity="0"/>
  <path d="M160 20 L280 60 V150 C280 225 230 275 160 300 C90 275 40 225 40 150 V60 Z" fill="${escape(primary)}" stroke="${escape(secondary)}" stroke-width="10"/>
  <path d="M60 120 H260" stroke="${escape(secondary)}" stroke-width="6" stroke-opacity="0.7"/>
  <text x="160" y="205" font-family="DejaVu Serif, Georgia, serif" font-size="70" font-weight="700" fill="${escape(secondary)}" text-anchor="middle">${escape(initialsOf(name))}</text>
</svg>`
  return toWebp(svg, `crest-${slug}`)
}

export function cover(slug: string) {
  const hue = hueOf(slug)
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (hueOf(slug + i) * 7) % 1200
    const y = (hueOf(i + slug) * 3) % 630
    const r = 60 + ((hueOf(slug + i + i) * 5) % 160)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 25) % 360},70%,70%)" fill-opacity="0.25"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,22%)"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>${circles}
</svg>`
  return toWebp(svg, `article-${slug}`)
}
