import {
  countries,
  currencies,
  educationLevels,
  englishLevels,
  industries,
  jobTypes,
  offeringTypes,
  type Option,
  payKinds,
  salaryPeriods,
} from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'

/** A shared (not per-language) field of a listing's form, and the control it takes. */
export type FieldSpec =
  | { name: string; kind: 'select'; options: readonly Option<string>[] }
  | { name: string; kind: 'number' | 'date' | 'checkbox' | 'languages' }

type Texts = 'title' | 'summary' | 'city' | 'description'

const select = (name: string, options: readonly Option<string>[]): FieldSpec => ({
  name,
  kind: 'select',
  options,
})
const number = (name: string): FieldSpec => ({ name, kind: 'number' })
const date = (name: string): FieldSpec => ({ name, kind: 'date' })

/**
 * What each form holds, in the order it shows it: the texts written in each language, then the
 * shared fields in groups (one row each on a wide screen). The contact manager, the cover (for
 * offerings) and the status buttons are the same for both and follow.
 */
export const listingForms: Record<
  ListingKind,
  { texts: Texts[]; groups: FieldSpec[][]; cover: boolean }
> = {
  offerings: {
    texts: ['title', 'summary', 'city', 'description'],
    groups: [
      [select('type', offeringTypes), select('country', countries)],
      [date('startDate'), date('endDate'), number('durationDays')],
      [number('minAge'), number('maxAge')],
      [select('minEducationLevel', educationLevels), select('maxEducationLevel', educationLevels)],
      [{ name: 'languages', kind: 'languages' }],
      [select('englishLevel', englishLevels)],
      [number('price'), select('currency', currencies)],
      [number('capacity'), number('placesLeft'), date('deadline')],
    ],
    cover: true,
  },
  jobs: {
    texts: ['title', 'city', 'description'],
    groups: [
      [
        select('type', jobTypes),
        select('country', countries),
        { name: 'remote', kind: 'checkbox' },
      ],
      [select('industry', industries)],
      [select('pay', payKinds), number('salaryMin'), number('salaryMax')],
      [select('currency', currencies), select('salaryPeriod', salaryPeriods)],
      [select('educationLevel', educationLevels), select('englishLevel', englishLevels)],
      [{ name: 'languages', kind: 'languages' }],
      [date('startDate'), date('deadline')],
    ],
    cover: false,
  },
}
