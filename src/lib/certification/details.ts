import type { z } from 'zod'

import {
  organisationCertificationSchema,
  studentCertificationSchema,
} from '@/lib/validation/certification'
import { fieldIssues } from '@/lib/validation/issues'
import type { Certification } from '@/payload-types'

import { type CertificationType, photoFieldOf, splitGroup } from './stored'

export { type CertificationType, detailsOf, photoFieldOf } from './stored'

const schemas = {
  student: studentCertificationSchema,
  organisation: organisationCertificationSchema,
} as const

export const schemaOf = (type: CertificationType) => schemas[type] as z.ZodType

/**
 * What keeps a group from being sent for review, as message keys by field ("required:realName"):
 * the form's own rules, and the photo.
 */
export function submissionIssues(
  type: CertificationType,
  group: Record<string, unknown>,
): Record<string, string> {
  const { values, photo } = splitGroup(type, group)
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

export { issueMessage } from './issueMessage'
