import { EyeOff } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import type { AppLocale } from '@/i18n/locales'
import { labelOf, listingStatuses } from '@/lib/enums'
import type { Job, Offering } from '@/payload-types'

const tone = {
  draft: 'border-line text-fg-muted',
  published: 'border-success text-success',
  closed: 'border-line text-fg',
} as const

type Listing = Pick<Offering | Job, 'status' | 'hidden' | 'hiddenReason'>

/** A listing's status (Draft, Published, Closed) as a badge, and, when staff hid it, why. */
export async function ListingState({ listing, locale }: { listing: Listing; locale: AppLocale }) {
  const t = await getTranslations('publishing.list')
  return (
    <>
      <span
        className={`w-fit rounded-full border px-3 py-0.5 text-sm font-semibold ${tone[listing.status]}`}
        data-testid="listing-status"
      >
        <span className="sr-only">{t('status')}: </span>
        {labelOf(listingStatuses, listing.status, locale)}
      </span>
      {listing.hidden && (
        <div role="note" className="basis-full rounded-xl border border-danger p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-danger">
            <EyeOff aria-hidden className="size-4" />
            {t('hidden')}
          </p>
          {listing.hiddenReason && (
            <p className="mt-1 whitespace-pre-line" data-testid="hidden-reason">
              {t('hiddenReason', { reason: listing.hiddenReason })}
            </p>
          )}
        </div>
      )}
    </>
  )
}
