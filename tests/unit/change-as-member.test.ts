import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { asMember, changeAsMember } from '@/lib/actions/changeAsMember'
import { failedChange, refusedChange } from '@/lib/actions/refusal'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { User } from '@/payload-types'

const user = { id: 7 } as User

/** A portal whose every change does `outcome` and keeps the options it was given. */
function portal(outcome: () => unknown = () => ({ id: 1 })) {
  const calls: Record<string, unknown>[] = []
  const change = async (options: Record<string, unknown>) => {
    calls.push(options)
    return outcome()
  }
  const logged = vi.fn()
  const payload = {
    create: change,
    update: change,
    delete: change,
    logger: { error: logged },
  } as unknown as Payload
  return { context: { payload, user, locale: 'en' as const }, calls, logged }
}

const refusal = () =>
  fieldRefusal('applications', [{ path: 'status', message: 'This status change is not allowed.' }])

describe('a change as the member', () => {
  it('is asked by the member with their access rules, whatever the options say', async () => {
    const { context, calls } = portal()
    const member = asMember(context)
    await member.update({ collection: 'applications', id: 1, data: { status: 'withdrawn' } })
    await member.delete({ collection: 'avatars', id: 2 })
    await member.create({ collection: 'avatars', data: { owner: 7 }, ...{ overrideAccess: true } })
    for (const options of calls) expect(options).toMatchObject({ user, overrideAccess: false })
  })

  it('answers with what it did', async () => {
    const { context } = portal(() => ({ id: 3 }))
    const done = await changeAsMember(context, (member) =>
      member.delete({ collection: 'recommendation-sets', id: 3 }),
    )
    expect(done).toEqual({ ok: true, done: { id: 3 } })
  })

  it('says a refusal in the member’s language by default, at a field when the action names one', async () => {
    const t = translatorFor('en')
    // Payload's refusal of what the member may not change (Forbidden).
    const { context } = portal(() => {
      throw Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 })
    })
    const update = () =>
      changeAsMember(context, (member) =>
        member.update({ collection: 'applications', id: 1, data: {} }),
      )
    expect(await update()).toEqual({
      ok: false,
      error: 'failure',
      reason: t('request.notAllowed'),
    })
    const atCv = await changeAsMember(
      context,
      (member) => member.create({ collection: 'application-documents', data: { owner: 7 } }),
      { answer: (error) => refusedChange(error, 'en', 'cv') },
    )
    expect(atCv).toEqual({
      ok: false,
      error: 'failure',
      reason: t('request.notAllowed'),
      field: 'cv',
    })
  })

  it('answers as failedChange: a hook’s refusal at its field, anything else bare and logged', async () => {
    const answer = (context: ReturnType<typeof portal>['context']) => ({
      answer: (error: unknown) => failedChange(error, context, 'A change failed'),
    })
    const refused = portal(() => {
      throw refusal()
    })
    expect(
      await changeAsMember(
        refused.context,
        (member) => member.update({ collection: 'applications', id: 1, data: {} }),
        answer(refused.context),
      ),
    ).toEqual({
      ok: false,
      error: 'failure',
      reason: 'This status change is not allowed.',
      field: 'status',
    })
    expect(refused.logged).not.toHaveBeenCalled()

    const broken = portal(() => {
      throw new Error('connection lost')
    })
    expect(
      await changeAsMember(
        broken.context,
        (member) => member.update({ collection: 'applications', id: 1, data: {} }),
        answer(broken.context),
      ),
    ).toEqual({ ok: false, error: 'failure' })
    expect(broken.logged).toHaveBeenCalledWith(expect.anything(), 'A change failed')
  })

  it('cleans up before it answers, and a failed clean-up changes nothing', async () => {
    const { context } = portal(() => {
      throw refusal()
    })
    const steps: string[] = []
    const answered = await changeAsMember(
      context,
      (member) => member.update({ collection: 'applications', id: 1, data: {} }),
      {
        onFailure: async () => {
          steps.push('clean-up')
          throw new Error('already gone')
        },
        answer: (error) => {
          steps.push('answer')
          return refusedChange(error, 'en')
        },
      },
    )
    expect(steps).toEqual(['clean-up', 'answer'])
    expect(answered).toEqual({
      ok: false,
      error: 'failure',
      reason: 'This status change is not allowed.',
    })
  })
})
