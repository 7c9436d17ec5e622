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

/** WCAG relative luminance of a `#rgb` / `#rrggbb` colour. */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.padEnd(6, '0')
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const WHITE = '#ffffff'
// Pure black: with white it guarantees ≥ 4.58:1 on any background, which near-black does not.
const INK = '#000000'

/**
 * Letter colour for a crest: the school's second colour when it is readable on the first, otherwise
 * (red on red, grey on crimson) white or near-black, whichever contrasts more.
 */
export function crestInk(background: string, preferred?: string): string {
  if (
    preferred &&
    /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(preferred) &&
    contrastRatio(preferred, background) >= 4.5
  ) {
    return preferred
  }
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK
}

export function crest(name: string, slug: string, [primary, secondary]: [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="#ffffff" fill-opacity="0"/>
  <path d="M160 20 L280 60 V150 C280 225 230 275 160 300 C90 275 40 225 40 150 V60 Z" fill="${escape(primary)}" stroke="${escape(secondary)}" stroke-width="10"/>
  <path d="M60 120 H260" stroke="${escape(secondary)}" stroke-width="6" stroke-opacity="0.7"/>
  <text x="160" y="205" font-family="DejaVu Serif, Georgia, serif" font-size="70" font-weight="700" fill="${crestInk(primary, secondary)}" text-anchor="middle">${escape(initialsOf(name))}</text>
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
