import type { Bi, SeedBlock } from '../catalogue/types'

/** Helpers the data files write their texts with. */
export const bi = (en: string, zh: string): Bi => ({ en, zh })

/** Lines of text (certification names are one per line). */
export const lines = (en: string[], zh: string[]): Bi => ({ en: en.join('\n'), zh: zh.join('\n') })

/** A listing's short description: a paragraph, then three points as [English, Chinese]. */
export const about = (p: Bi, points: [string, string][]): SeedBlock[] => [
  { p },
  { ul: points.map(([en, zh]) => ({ en, zh })) },
]
