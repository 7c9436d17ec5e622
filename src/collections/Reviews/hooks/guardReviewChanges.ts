import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { reviewWindow } from '@/lib/reviews/reviewWindow'
import { changeRefusal, fieldRefusal } from '@/lib/validation/refusal'
import type { Review } from '@/payload-types'

const han = /\p{Script=Han}/u

/** What the student writes; editors never change it (they publish or reject what was written). */
const studentFields = ['rating', 'criteria', 'text'] as const
/** Kept by Payload itself, whatever a request sends. */
const payloadFields = new Set(['id', 'createdAt', 'updatedAt'])

const changed = (data: Partial<Review>, original: Review, keys: readonly string[]) =>
  keys.filter(
    (key) =>
      data[key as keyof Review] !== undefined &&
      JSON.stringify(data[key as keyof Review]) !== JSON.stringify(original[key as keyof Review]),
  )

/**
 * A review's changes on every door. Its student edits their stars and text within the thirty
 * days, and an edit goes back to the editors. Editors publish or reject (a rejection needs its
 * reason) and may take a reply down, never rewrite the student's words. The coach's own account
 * replies once to a published review of its coach and changes nothing else.
 */
export const guardReviewChanges: CollectionBeforeChangeHook<Review> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const t = translatorFor(requestLocale(req))
  const now = new Date()
  const others = Object.keys(data).filter((key) => !payloadFields.has(key))
  if (!req.user) return data

  if (hasRole(req.user, 'admin', 'editor')) {
    if (changed(data, originalDoc, studentFields).length)
      throw changeRefusal(t('reviews.errors.notTheirWords'), 403)
    const status = data.status ?? originalDoc.status
    const reason = (data.rejectionReason ?? originalDoc.rejectionReason ?? '').trim()
    if (status === 'rejected' && !reason)
      throw fieldRefusal('reviews', [
        { path: 'rejectionReason', message: t('reviews.errors.reasonRequired') },
      ])
    return {
      ...data,
      ...(status === 'published' && originalDoc.status !== 'published'
        ? { publishedAt: now.toISOString() }
        : {}),
    }
  }

  if (relationId(originalDoc.owner ?? 0) === req.user.id) {
    if (
      changed(data, originalDoc, others).some(
        (key) => !(studentFields as readonly string[]).includes(key),
      )
    )
      throw changeRefusal(t('reviews.errors.notYours'), 403)
    if (!changed(data, originalDoc, studentFields).length) return data
    const booking = await req.payload.findByID({
      collection: 'bookings',
      id: relationId(originalDoc.booking),
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!booking || !reviewWindow(booking, now).open)
      throw changeRefusal(t('reviews.errors.tooLate'), 409)
    const text = data.text ?? originalDoc.text ?? ''
    return {
      ...data,
      status: 'pending',
      rejectionReason: null,
      language: han.test(text) ? 'zh' : 'en',
    }
  }

  // The access rule let only the coach's account of a published review this far: its one reply.
  if (changed(data, originalDoc, others).some((key) => key !== 'reply'))
    throw changeRefusal(t('reviews.errors.replyOnly'), 403)
  if (originalDoc.reply) throw changeRefusal(t('reviews.errors.repliedAlready'), 409)
  const reply = (data.reply ?? '').trim()
  if (!reply)
    throw fieldRefusal('reviews', [{ path: 'reply', message: t('reviews.errors.replyRequired') }])
  return { ...data, reply, repliedAt: now.toISOString() }
}
