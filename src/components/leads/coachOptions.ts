import type { AppLocale } from '@/i18n/locales'
import { maxPageSize } from '@/lib/pagination'

/** A coach the form can name; `bookable` when they take free consultations online. */
export type CoachOption = { slug: string; name: string; bookable: boolean }

const asked = new Map<AppLocale, Promise<CoachOption[]>>()

/** The slugs of the coaches that take bookings online; none when the list cannot be read. */
const bookableSlugs = () =>
  fetch('/api/availabilities/bookable-coaches')
    .then((response) => (response.ok ? (response.json() as Promise<{ coaches: string[] }>) : null))
    .then((answer) => new Set(answer?.coaches ?? []))
    .catch(() => new Set<string>())

/**
 * The published coaches a consultation can name, by name, in the page's language, each with
 * whether a time can be picked with them online: read from the public API when the form is about
 * to open, not carried in every page. Asked once per page and language; a failed read gives an
 * empty list (the coach is optional) and is asked again next time.
 */
export function coachOptions(locale: AppLocale): Promise<CoachOption[]> {
  let options = asked.get(locale)
  if (!options) {
    const query = new URLSearchParams({
      locale,
      depth: '0',
      // One page is all the API gives (see boundedRead): the first coaches by name.
      limit: String(maxPageSize),
      sort: 'name',
      'select[slug]': 'true',
      'select[name]': 'true',
      // Staff signed in may read drafts too; only a published coach can be preferred.
      'where[_status][equals]': 'published',
    })
    const bookable = bookableSlugs()
    options = fetch(`/api/coaches?${query}`)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
        return response.json() as Promise<{ docs: Omit<CoachOption, 'bookable'>[] }>
      })
      .then(async ({ docs }) => {
        const online = await bookable
        return docs.map(({ slug, name }) => ({ slug, name, bookable: online.has(slug) }))
      })
      .catch(() => {
        asked.delete(locale)
        return []
      })
    asked.set(locale, options)
  }
  return options
}
