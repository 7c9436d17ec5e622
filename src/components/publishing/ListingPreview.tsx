import { getTranslations } from 'next-intl/server'

import { JobView } from '@/components/listings/JobView'
import { OfferingView } from '@/components/listings/OfferingView'
import { HeadedSection } from '@/components/page/HeadedSection'
import { Link } from '@/i18n/navigation'
import { type AppLocale, localeIso, localeNames, locales } from '@/i18n/locales'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Job, Offering } from '@/payload-types'

import { editorPath } from './paths'

type Props = {
  kind: ListingKind
  /** The listing as the public page reads it, in each language. */
  listing: Record<AppLocale, Offering | Job>
  /** The language shown (a tab each; the other is one link away). */
  shown: AppLocale
}

const tab =
  'rounded-full border border-line px-4 py-1.5 text-sm font-semibold aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-fg'

/** What the listing's public page shows, in English or in Chinese, as last saved: the public page's own view. */
export async function ListingPreview({ kind, listing, shown }: Props) {
  const t = await getTranslations('publishing.preview')
  const doc = listing[shown]
  return (
    <HeadedSection
      id="preview-title"
      title={t('title')}
      className="mt-10 border-t border-line pt-8"
      titleClassName="text-lg font-bold"
    >
      <p className="mt-1 text-sm text-fg-muted">{t('lead')}</p>
      <nav aria-label={t('title')} className="mt-4 flex gap-2">
        {locales.map((locale) => (
          <Link
            key={locale}
            href={{ pathname: editorPath(kind, doc.id), query: { preview: locale } }}
            aria-current={locale === shown ? 'page' : undefined}
            className={tab}
            scroll={false}
          >
            {localeNames[locale]}
          </Link>
        ))}
      </nav>
      <div
        lang={localeIso[shown]}
        className="mt-4 overflow-hidden rounded-2xl border border-dashed border-line"
        data-testid="listing-preview"
      >
        {kind === 'jobs' ? (
          <JobView job={doc as Job} locale={shown} />
        ) : (
          <OfferingView offering={doc as Offering} locale={shown} />
        )}
      </div>
    </HeadedSection>
  )
}
