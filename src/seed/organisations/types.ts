import type {
  ApplicationStatus,
  BusinessArea,
  CountryCode,
  Currency,
  EducationLevel,
  EmployeeCountBand,
  EnglishLevel,
  Industry,
  JobType,
  OfferingType,
  PayKind,
} from '@/lib/enums'
import type { OrganisationRole } from '@/lib/organisations/roles'
import type { Certification, Offering } from '@/payload-types'

import type { Bi, SeedBlock } from '../catalogue/types'

type SchoolType = NonNullable<NonNullable<Certification['organisation']>['schoolType']>
type Language = NonNullable<Offering['languages']>[number]

export type SeedManager = {
  /** Unique within its organisation; listings name their contact by it */
  slug: string
  name: Bi
  introduction: Bi
  businessAreaNames: Bi
  businessAreaCodes: BusinessArea[]
  phone: string
  email: string
  /** 1.0–5.0, set by content staff */
  rating: number
}

/** A school, employer or education institution, its member account and its certification. */
export type SeedOrganisation = {
  /** The member signs in as org-<slug>@demo.edubridge.test; listings name their organisation by it */
  slug: string
  role: OrganisationRole
  /** Schools only */
  schoolType?: SchoolType
  /** The member's own name (the certification's contact person) */
  contact: { firstName: string; lastName: string; position: string }
  legalRepresentative: string
  licenceNumber: string
  name: Bi
  shortName: Bi
  slogan: Bi
  description: Bi
  address: Bi
  businessScope: Bi
  /** One per line */
  certificationNames: Bi
  establishmentYear: number
  industry: Industry
  employeeCount: EmployeeCountBand
  website: string
  contactEmail: string
  contactPhone: string
  country: CountryCode
  region: Bi
  showable: boolean
  socialLinks: { platform: string; url: string }[]
  /** Two colours for the generated logo, e.g. ['#1f3a5f', '#f2c14e'] */
  colors: [string, string]
  managers: SeedManager[]
}

/** What offerings and jobs share. A deadline already past is closed by the hourly closing job. */
type SeedListing = {
  /** Slug of the organisation in organisations.ts */
  organisation: string
  /** Slug of one of its managers */
  manager: string
  /** Left as a draft; otherwise published */
  draft?: boolean
  title: Bi
  description: SeedBlock[]
  country: CountryCode
  city: Bi
  languages: Language[]
  englishLevel?: EnglishLevel
  /** ISO dates, e.g. '2027-07-05' */
  deadline: string
  startDate: string
}

export type SeedOffering = SeedListing & {
  type: OfferingType
  summary: Bi
  endDate: string
  minAge?: number
  maxAge?: number
  minEducationLevel?: EducationLevel
  maxEducationLevel?: EducationLevel
  price: number
  currency: Currency
  capacity: number
  placesLeft: number
}

export type SeedJob = SeedListing & {
  type: JobType
  remote?: boolean
  industry: Industry
  pay: PayKind
  salaryMin?: number
  salaryMax?: number
  currency?: Currency
  salaryPeriod?: 'month' | 'year'
  educationLevel: EducationLevel
}

/** A student's application, named by the listing's English title; later statuses in order. */
export type SeedApplication = {
  listing: { offering: string } | { job: string }
  message: string
  /** Each set by the organisation, except 'withdrawn' (the student's) */
  then?: ApplicationStatus[]
}

/** A certified student, signed up as student-<slug>@demo.edubridge.test. */
export type SeedStudent = {
  slug: string
  firstName: string
  lastName: string
  preferredLocale: 'en' | 'zh'
  realName: string
  educationalLevel: EducationLevel
  graduationSchool: string
  major: string
  enrollmentYear: number
  graduationYear: number
  applications: SeedApplication[]
}
