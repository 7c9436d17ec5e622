import { countries, educationLevels, providerTypes, schoolTypes } from '@/lib/enums'

type Option = { value: string; label: { en: string; zh: string } }
export type FieldSpec = {
  name: string
  kind: 'text' | 'textarea' | 'year' | 'email' | 'tel' | 'url' | 'select'
  options?: readonly Option[]
  wide?: boolean
}

/** The student certification form's fields, in the order the form shows them. */
export const studentFields: FieldSpec[] = [
  { name: 'realName', kind: 'text' },
  { name: 'idCardNumber', kind: 'text' },
  { name: 'educationalLevel', kind: 'select', options: educationLevels },
  { name: 'graduationSchool', kind: 'text' },
  { name: 'major', kind: 'text' },
  { name: 'enrollmentYear', kind: 'year' },
  { name: 'graduationYear', kind: 'year' },
]

/** The organisation (service provider) certification form's fields, in the order the form shows them. */
export const organisationFields: FieldSpec[] = [
  { name: 'providerType', kind: 'select', options: providerTypes },
  { name: 'name', kind: 'text' },
  { name: 'licenceNumber', kind: 'text' },
  { name: 'legalRepresentative', kind: 'text' },
  { name: 'address', kind: 'text', wide: true },
  { name: 'website', kind: 'url' },
  { name: 'schoolType', kind: 'select', options: schoolTypes },
  { name: 'businessScope', kind: 'textarea', wide: true },
  { name: 'contactPerson', kind: 'text' },
  { name: 'contactPosition', kind: 'text' },
  { name: 'contactPhone', kind: 'tel' },
  { name: 'contactEmail', kind: 'email' },
  { name: 'country', kind: 'select', options: countries },
  { name: 'region', kind: 'text' },
  { name: 'description', kind: 'textarea', wide: true },
]

export const fieldsOf = { student: studentFields, organisation: organisationFields } as const
