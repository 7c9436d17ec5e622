import { bi } from '@/fields/bilingualLabel'
import { offeringRanges } from '@/lib/listings/rangeRules'

import { listingCollection } from '../listingCollection'

/**
 * Programmes and study tours that schools and education institutions publish, and students apply
 * to. Their fields are in src/lib/listings/listingFields.ts.
 */
export const Offerings = listingCollection({
  slug: 'offerings',
  ranges: offeringRanges,
  labels: {
    singular: bi('Programme or tour', '项目/游学'),
    plural: bi('Programmes and tours', '项目与游学'),
  },
})
