'use server'

import { revalidatePath } from 'next/cache'
import type { z } from 'zod'

import { getMyCertification } from '@/data/certifications'
import { currentLocale } from '@/lib/accounts/actions/results'
import { getSessionUser } from '@/lib/auth/session'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { organisationCertificationSchema, studentCertificationSchema } from '@/lib/validation/certification'

import type { SaveIntent } from './workflow'

export type CertificationSaveResult =
  | { ok: true; outcome: 'submitted' | 'updated' | 'draftSaved' }
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'signedOut' }
  | { ok: false; error: 'failed'; updating: boolean; reason: string }

const kinds = {
  student: { schema: studentCertificationSchema, photo: 'studentIdPhoto' },
  organisation: { schema: organisationCertificationSchema, photo: 'licencePhoto' },
} as const

/**
 * Saves the member's student or organisation application from its form (fields as JSON, the photo
 * as a file): checked with the form's own schema (a draft may leave required fields empty), the
 * photo stored privately, then created or updated as the member; the workflow hook sets the status.
 */
export async function saveCertification(form: FormData): Promise<CertificationSaveResult> {
  const user = await getSessionUser()
  if (!user || user.emailVerified === false) return { ok: false, error: 'signedOut' }
  const type = form.get('type') === 'organisation' ? 'organisation' : 'student'
  const intent: SaveIntent = form.get('intent') === 'draft' ? 'draft' : 'submit'
  const { schema, photo } = kinds[type]
  let input: unknown
  try {
    input = JSON.parse(String(form.get('data') ?? '{}'))
  } catch {
    return { ok: false, error: 'invalid', fields: {} }
  }
  const parsed = (schema as z.ZodType).safeParse(input)
  const fields = parsed.success ? {} : fieldIssues(parsed.error)
  // A draft may be incomplete, never malformed.
  const blocking = Object.fromEntries(Object.entries(fields).filter(([, key]) => intent === 'submit' || !key.startsWith('required:')))

  const existing = await getMyCertification(user, type)
  const file = form.get('photo')
  const hasNewPhoto = file instanceof File && file.size > 0
  const storedPhoto = (existing?.[type] as Record<string, unknown> | undefined)?.[photo]
  if (intent === 'submit' && !hasNewPhoto && !storedPhoto) blocking[photo] = `required:${photo}`
  if (Object.keys(blocking).length > 0) return { ok: false, error: 'invalid', fields: blocking }

  const values = (parsed.success ? parsed.data : input) as Record<string, unknown>
  const payload = await getPayloadClient()
  // The request's language, so refusals from the collections' hooks come back in it.
  const locale = await currentLocale()
  try {
    let photoId: number | undefined
    if (hasNewPhoto) {
      const data = Buffer.from(await file.arrayBuffer())
      const doc = await payload.create({
        collection: 'certification-documents',
        data: { owner: user.id },
        file: { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'photo', size: data.length },
        user,
        overrideAccess: false,
        locale,
      })
      photoId = doc.id
    }
    const stored = { ...(existing?.[type] as Record<string, unknown> | undefined) }
    if (stored[photo] && typeof stored[photo] === 'object') stored[photo] = (stored[photo] as { id: number }).id
    const group = { ...stored, ...clean(values), ...(photoId ? { [photo]: photoId } : {}) }
    const context = { certificationIntent: intent }
    if (existing) await payload.update({ collection: 'certifications', id: existing.id, data: { [type]: group }, user, overrideAccess: false, context, locale })
    else await payload.create({ collection: 'certifications', data: { type, [type]: group } as never, user, overrideAccess: false, context, locale })
    revalidatePath('/[locale]/user', 'layout')
    return { ok: true, outcome: intent === 'draft' ? 'draftSaved' : existing && existing.status !== 'pending-submission' ? 'updated' : 'submitted' }
  } catch (error) {
    const reason = (error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message ?? (error as Error).message
    payload.logger.error({ err: error }, 'A certification could not be saved')
    return { ok: false, error: 'failed', updating: Boolean(existing), reason }
  }
}

/** Empty strings are "not given". */
const clean = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v]))
