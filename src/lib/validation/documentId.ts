import { z } from 'zod'

/** A document's id as a form sends it (a hidden value, never typed): anything else is a hand-made request. */
export const documentId = z
  .number({ error: 'badCharacters' })
  .int({ error: 'badCharacters' })
  .positive({ error: 'badCharacters' })
  .max(2_147_483_647, { error: 'badCharacters' })
