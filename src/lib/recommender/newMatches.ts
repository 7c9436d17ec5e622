import type { Payload } from 'payload'

import { resultLists } from './profile'
import { profileOf, recommenderFormSchema } from './profileSchema'
import { recommend } from './recommend'

/**
 * How many items a saved profile would now be shown (kept in its lists, not out of reach) that
 * were published after `since`: the "new matches since your last visit".
 */
export async function countNewMatches(
  payload: Payload,
  savedProfile: unknown,
  since: string | null | undefined,
  now = new Date(),
): Promise<number> {
  const form = recommenderFormSchema.safeParse(savedProfile)
  if (!since || !form.success) return 0
  const { lists } = await recommend(payload, profileOf(form.data), now)
  const sinceTime = new Date(since).getTime()
  return resultLists
    .flatMap((list) => lists[list])
    .filter(
      (item) =>
        item.eligibility !== 'not-eligible' &&
        item.publishedAt != null &&
        new Date(item.publishedAt).getTime() > sinceTime,
    ).length
}
