import type { ArticleCategory, CountryCode, PackageCategory } from '@/lib/enums'

/** Text in both languages. Chinese must be natural Simplified Chinese, not a word-for-word gloss. */
export type Bi = { en: string; zh: string }

/** Rich text for seeding: a list of blocks, turned into Lexical by the seed. */
export type SeedBlock = { h2: Bi } | { p: Bi } | { ul: Bi[] }

export type SeedSpecialty = { slug: string; name: Bi }

export type SeedUniversity = {
  slug: string
  name: Bi
  country: CountryCode
  region: Bi
  city: Bi
  type: 'public' | 'private'
  worldRanking: number
  /** Percent, e.g. 3.9 */
  acceptanceRate: number
  tuitionMin: number
  tuitionMax: number
  tuitionCurrency: 'USD' | 'GBP' | 'CAD' | 'AUD' | 'EUR' | 'CHF' | 'SGD' | 'HKD' | 'JPY' | 'CNY'
  website: string
  description: SeedBlock[]
  /** Two brand colours for the generated crest, e.g. ['#a51c30', '#ffffff'] */
  colors: [string, string]
}

export type SeedPackage = {
  /** Unique across all packages, e.g. 'emily-carter-essentials' */
  slug: string
  category: PackageCategory
  title: Bi
  summary: Bi
  description: SeedBlock[]
  services: Bi[]
  startingAt: number
  serviceFee: number
  coachingHours: number
  mostPopular?: boolean
}

export type SeedCoach = {
  /** URL name, e.g. 'emily-carter' or 'chen-wei' */
  slug: string
  name: Bi
  title: Bi
  headline: Bi
  qualification: Bi
  about: SeedBlock[]
  reasons: Bi[]
  workExperience: { organisation: Bi; role: Bi; period: string }[]
  education: { school: Bi; degree: Bi; year: number }[]
  /** Slugs from specialties.ts */
  specialties: string[]
  /** Exactly 6 slugs from universities.ts */
  placements: string[]
  yearsOfExperience: number
  formerAdmissionsOfficer: boolean
  /** University slug of the admissions office, when formerAdmissionsOfficer */
  formerInstitution?: string
  languages: (
    'en' | 'zh' | 'yue' | 'es' | 'fr' | 'de' | 'ja' | 'ko' | 'it' | 'pt' | 'ru' | 'ar' | 'hi'
  )[]
  rating: number
  reviewCount: number
  bookings: number
  reviewsLabel: Bi
  placementsLabel: Bi
  featured?: boolean
  /** Exactly 3 packages */
  packages: SeedPackage[]
}

export type SeedArticle = {
  slug: Bi
  title: Bi
  excerpt: Bi
  category: ArticleCategory
  /** Slug of a coach in coaches.ts when the article is by or about that coach */
  coach?: string
  authorName?: Bi
  /** ISO date, e.g. '2026-09-14' */
  publishedAt: string
  body: SeedBlock[]
}
