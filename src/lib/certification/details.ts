import type { z } from 'zod'

import {
  organisationCertificationSchema,
  studentCertificationSchema,
} from '@/lib/validation/certification'
import { fieldIssues } from '@/lib/validation/issues'
import type { Certification, CertificationDocument } from '@/payload-types'

export type CertificationType = Certification['type']

const kinds = {
  student: { schema: studentCertificationSchema, photo: 'studentIdPhoto' },
  organisation: { schema: organisationCertificationSchema, photo: 'licencePhoto' },
} as const

export const photoFieldOf = (type: CertificationType) => kinds[type].photo
export const schemaOf = (type: CertificationType) => kinds[type].schema as z.ZodType

/** A stored group split into what the member typed (empty fields as '') and the photo. */
function split(type: CertificationType, group: Record<string, unknown>) {
  const { [photoFieldOf(type)]: photo, ...rest } = group
  const values = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? '']))
  return { values, photo: (photo ?? null) as CertificationDocument | number | null }
}

/** What the member entered, and the stored photo apart. */
export const detailsOf = (certification: Certification) =>
  split(certification.type, (certification[certification.type] ?? {}) as Record<string, unknown>)

/**
 * What keeps a group from being sent for review, as message keys by field ("required:realName"):
 * the form's own rules, and the photo.
 */
export function submissionIssues(
  type: CertificationType,
  group: Record<string, unknown>,
): Record<string, string> {
  const { values, photo } = split(type, group)
  const parsed = schemaOf(type).safeParse(values)
  const issues = parsed.success ? {} : fieldIssues(parsed.error)
  if (!photo) issues[photoFieldOf(type)] = `required:${photoFieldOf(type)}`
  return issues
}

/**
 * An application sent for review (or decided) that no longer has what it needs, e.g. its photo was
 * deleted by staff (a draft may be incomplete): the member is told and asked to complete it.
 */
export const isIncomplete = (certification: Certification) =>
  certification.status !== 'pending-submission' &&
  Object.keys(
    submissionIssues(
      certification.type,
      (certification[certification.type] ?? {}) as Record<string, unknown>,
    ),
  ).length > 0

/** A message key of `certify.errors` with its field ("required:realName"), in words, by a `certify` translator. */
export function issueMessage(
  t: (key: string, values?: Record<string, string>) => string,
  key: string,
): string {
  const [name, field] = key.split(':') as [string, string | undefined]
  return field ? t(`errors.${name}`, { field: t(`fields.${field}`) }) : t(`errors.${name}`)
}
