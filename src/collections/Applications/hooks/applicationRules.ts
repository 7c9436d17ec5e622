import type { CollectionBeforeChangeHook } from 'payload'

import { lockedApplication } from '@/lib/applications/lock'
import { ApplyRefused, prepareApplication } from '@/lib/applications/prepare'
import { type ApplicationParty, transitionRefusal } from '@/lib/applications/transitions'
import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import type { ApplicationStatus } from '@/lib/enums'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Application } from '@/payload-types'

/** A new application is checked and completed (prepareApplication); a status change must be the party's to make, and joins the history. */
export const applicationRules: CollectionBeforeChangeHook<Application> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const t = translatorFor(requestLocale(req))
  if (operation === 'create') {
    const studentId =
      req.user && !hasRole(req.user, 'admin', 'editor') ? req.user.id : relationId(data.owner)!
    try {
      return await prepareApplication(req, studentId, data)
    } catch (error) {
      if (!(error instanceof ApplyRefused)) throw error
      throw fieldRefusal('applications', [
        { path: error.path, message: t(`applications.refusals.${error.reason}`) },
      ])
    }
  }
  // Changes of one application wait for each other: each starts from the one before it. (Payload
  // writes the whole document: the history it read before the wait would undo the ones between.)
  const current = await lockedApplication(req, originalDoc!.id)
  const from = current.status as ApplicationStatus
  const to = (data.status ?? from) as ApplicationStatus
  if (to === from) return { ...data, status: from, history: current.history }
  const staff = !req.user || hasRole(req.user, 'admin', 'editor')
  const party: ApplicationParty =
    !staff && req.user!.id === relationId(originalDoc!.owner) ? 'student' : 'organisation'
  const refusal = staff && to !== 'withdrawn' ? null : transitionRefusal(party, from, to)
  if (refusal)
    throw fieldRefusal('applications', [
      { path: 'status', message: t(`applications.refusals.${refusal}`) },
    ])
  // What the mail to the student follows: this change, not what the request first read.
  req.context.statusChangeOf = current.id
  return {
    ...data,
    history: [
      ...(current.history ?? []),
      { at: new Date().toISOString(), by: req.user?.id ?? null, from, to },
    ],
  }
}
