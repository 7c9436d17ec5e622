import { expireOnChange } from '@/lib/cache/expireOnChange'
import { cacheTags } from '@/lib/cache/tags'

/** An organisation shows on its listings too: a change (a new name, a lost certification) expires them all. */
export const expireOrganisation = expireOnChange<{ id?: number }>((doc) => [
  cacheTags.organisations,
  doc.id !== undefined && cacheTags.organisation(doc.id),
  cacheTags.offerings,
  cacheTags.jobs,
])
