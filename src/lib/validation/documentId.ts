import { z } from 'zod'

/** A document's id as a form sends it (a hidden value, never typed): anything else is a hand-made request. */
export const documentId = z
  .number({ error: 'badCharacters' })
  .int({ error: 'badCharacters' })
  .positive({ error: 'badCharacters' })
  .max(2_147_483_647, { error: 'badCharacters' })

/** A document's id from an address (`/user/orders/12`, `?order=12`), or null for anything else. */
export const documentIdParam = (value: string | string[] | undefined): number | null => {
  const parsed = documentId.safeParse(typeof value === 'string' ? Number(value) : NaN)
  return parsed.success ? parsed.data : null
}
