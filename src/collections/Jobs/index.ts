import { bi } from '@/fields/bilingualLabel'
import { jobRanges } from '@/lib/listings/rangeRules'

import { listingCollection } from '../listingCollection'

/** Jobs and internships that employers publish, and students apply to. Their fields are in src/lib/listings/listingFields.ts. */
export const Jobs = listingCollection({
  slug: 'jobs',
  ranges: jobRanges,
  labels: {
    singular: bi('Job or internship', '职位/实习'),
    plural: bi('Jobs and internships', '职位与实习'),
  },
})
