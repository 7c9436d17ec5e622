import type { AppLocale } from '@/i18n/locales'
import { maxPageSize } from '@/lib/pagination'

export type CoachOption = { slug: string; name: string }

const asked = new Map<AppLocale, Promise<CoachOption[]>>()

/**
 * The published coaches a consultation can name, by name, in the page's language: read from the
 * public API when the form is about to open, not carried in every page. Asked once per page and
 * language; a failed read gives an empty list (the coach is optional) and is asked again next time.
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
    options = fetch(`/api/coaches?${query}`)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
        return response.json() as Promise<{ docs: CoachOption[] }>
      })
      .then(({ docs }) => docs.map(({ slug, name }) => ({ slug, name })))
      .catch(() => {
        asked.delete(locale)
        return []
      })
    asked.set(locale, options)
  }
  return options
}
