import type { Payload } from 'payload'

import { type ListingData, listingData } from '@/lib/listings/listingData'
import { saveListing } from '@/lib/listings/saveListing'
import type { User } from '@/payload-types'

import { cover } from '../catalogue/images'
import { type Lang, rich } from '../helpers'

import { uploadAs } from './members'
import type { SeedJob, SeedOffering } from './types'

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

type Listing = SeedOffering | SeedJob

/** What both kinds carry: status, dates (stored as the listing form stores days), contact, place and languages. */
const common = (l: Listing, managers: Map<string, number>) => ({
  ...listingData({
    startDate: l.startDate,
    deadline: l.deadline,
    ...('endDate' in l ? { endDate: l.endDate } : {}),
  }).common,
  type: l.type,
  status: l.draft ? 'draft' : 'published',
  contactManager: managers.get(l.manager),
  country: l.country,
  languages: l.languages,
  englishLevel: l.englishLevel,
})
const texts = (l: Listing, lang: Lang) => ({
  title: l.title[lang],
  city: l.city[lang],
  description: rich(l.description, lang),
})

/** The member saves the listing in both languages through the listing forms' own path. */
const save = (payload: Payload, member: User, kind: 'offerings' | 'jobs', data: ListingData) =>
  saveListing(payload, { kind, user: member, locale: 'en', data })

export async function createOffering(
  payload: Payload,
  member: User,
  managers: Map<string, number>,
  o: SeedOffering,
) {
  const slug = o.title.en.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const picture = await cover(slug)
  const coverId = await uploadAs(
    payload,
    member,
    'organisation-images',
    { ...picture, name: `offering-${slug}.webp` },
    o.title.en,
  )
  await save(payload, member, 'offerings', {
    common: {
      ...common(o, managers),
      durationDays: daysBetween(o.startDate, o.endDate),
      minAge: o.minAge,
      maxAge: o.maxAge,
      minEducationLevel: o.minEducationLevel,
      maxEducationLevel: o.maxEducationLevel,
      price: o.price,
      currency: o.currency,
      capacity: o.capacity,
      placesLeft: o.placesLeft,
      cover: coverId,
    },
    en: { ...texts(o, 'en'), summary: o.summary.en },
    zh: { ...texts(o, 'zh'), summary: o.summary.zh },
  })
}

export async function createJob(
  payload: Payload,
  member: User,
  managers: Map<string, number>,
  j: SeedJob,
) {
  await save(payload, member, 'jobs', {
    common: {
      ...common(j, managers),
      remote: Boolean(j.remote),
      industry: j.industry,
      pay: j.pay,
      salaryMin: j.salaryMin,
      salaryMax: j.salaryMax,
      currency: j.currency,
      salaryPeriod: j.salaryPeriod,
      educationLevel: j.educationLevel,
    },
    en: texts(j, 'en'),
    zh: texts(j, 'zh'),
  })
}
