import type { Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { refusedChange } from './refusal'
import type { ActionFailure } from './result'

/** Who changes: the portal, the signed-in member and their language (an action's context). */
type Member = { payload: Payload; user: User; locale: AppLocale }

/** The Local API calls a member's change makes, typed as Payload types them. */
type MemberApi = Pick<Payload, 'create' | 'update' | 'delete'>

/**
 * Payload's Local API as the member: whatever a call passes, `user` and `overrideAccess: false` are
 * set last, so no call can forget them or turn them off. Errors are thrown as Payload throws them.
 */
export function asMember({ payload, user }: Pick<Member, 'payload' | 'user'>): MemberApi {
  const asker = { user, overrideAccess: false } as const
  // Each method keeps Payload's own (overloaded, generic) type; only the options are added to.
  return {
    create: ((options: object) =>
      payload.create({ ...options, ...asker } as never)) as MemberApi['create'],
    update: ((options: object) =>
      payload.update({ ...options, ...asker } as never)) as MemberApi['update'],
    delete: ((options: object) =>
      payload.delete({ ...options, ...asker } as never)) as MemberApi['delete'],
  }
}

/** What a change did, or the action's answer when it did not happen. */
export type Changed<Done> = { ok: true; done: Done } | ActionFailure

type Answer = {
  /** The failure the action answers; by default the refusal's reason in the member's language. */
  answer?: (error: unknown) => ActionFailure | Promise<ActionFailure>
  /** Undoes what came before the change (a file uploaded for it); its own failure is ignored. */
  onFailure?: () => unknown
}

/**
 * A change made as the member (`asMember`), or the action's answer when it did not happen: the
 * clean-up first, then the failure as the action words it (`refusedChange`, `failedChange`, its own).
 */
export async function changeAsMember<Done>(
  context: Member,
  change: (member: ReturnType<typeof asMember>) => Promise<Done>,
  { answer = (error) => refusedChange(error, context.locale), onFailure }: Answer = {},
): Promise<Changed<Done>> {
  try {
    return { ok: true, done: await change(asMember(context)) }
  } catch (error) {
    try {
      await onFailure?.()
    } catch {
      // The change's failure is the answer: a file left behind does not hide it.
    }
    return answer(error)
  }
}
