import type { ConsultationService, PackageCategory } from '@/lib/enums'

// Every category is listed, so a new one must be given its service (or none) here.
const serviceOfCategory: Record<PackageCategory, ConsultationService | null> = {
  admissions: 'admissions-blueprint',
  ivy: 'admissions-blueprint',
  transfer: 'admissions-blueprint',
  graduate: 'admissions-blueprint',
  interview: 'admissions-blueprint',
  summer: 'summer-program',
  tutoring: 'academic-coaching',
  'online-courses': 'uspp',
  // A study tour is none of the consultation's services: the visitor picks one.
  'study-tour': null,
}

/** The consultation service a chosen package belongs to, preselected in the booking form. */
export const consultationServiceFor = (
  category: PackageCategory | null | undefined,
): ConsultationService | undefined => (category && serviceOfCategory[category]) || undefined
