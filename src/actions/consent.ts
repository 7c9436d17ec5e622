'use server'

import { headers } from 'next/headers'
import { createLocalReq } from 'payload'
import { z } from 'zod'

import { defineAction } from '@/actions/defineAction'
import { asMember } from '@/lib/actions/changeAsMember'
import { acceptCurrentPolicies } from '@/lib/consent/acceptance'

/**
 * /user/privacy/accept, "I accept": the member accepts the policies now in force (their versions,
 * the time and the page's language are kept). Accepting twice records nothing more.
 */
export const acceptPolicies = defineAction({
  name: 'acceptPolicies',
  schema: z.object({}),
  member: true,
  run: async (_input, { payload, locale, user }) => {
    const req = await createLocalReq({ req: { headers: await headers() }, user }, payload)
    await acceptCurrentPolicies(req, user.id, locale)
    return { ok: true }
  },
})

/**
 * /user/privacy, "Withdraw" on an optional consent (news by e-mail): the member's setting is turned
 * off as the member, which dates the withdrawal (src/collections/Users/hooks/recordNewsConsent.ts).
 */
export const withdrawNewsConsent = defineAction({
  name: 'withdrawNewsConsent',
  schema: z.object({}),
  member: true,
  run: async (_input, context) => {
    await asMember(context).update({
      collection: 'users',
      id: context.user.id,
      data: { notifyNews: false },
    })
    return { ok: true }
  },
})
