import type { Certification, CertificationDocument } from '@/payload-types'

// What a stored application holds, read without its schemas (details.ts has the checks): the
// dashboard's panels read it in the browser, where zod is loaded only when a form checks.

export type CertificationType = Certification['type']

const photoFields = { student: 'studentIdPhoto', organisation: 'licencePhoto' } as const

export const photoFieldOf = (type: CertificationType) => photoFields[type]

/** A stored group split into what the member typed (empty fields as '') and the photo. */
export function splitGroup(type: CertificationType, group: Record<string, unknown>) {
  const { [photoFieldOf(type)]: photo, ...rest } = group
  const values = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? '']))
  return { values, photo: (photo ?? null) as CertificationDocument | number | null }
}

/** What the member entered, and the stored photo apart. */
export const detailsOf = (certification: Certification) =>
  splitGroup(
    certification.type,
    (certification[certification.type] ?? {}) as Record<string, unknown>,
  )
