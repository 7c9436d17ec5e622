import { CalendarClock } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'

import { ConsultationButton } from './ConsultationButton'

/**
 * "Start Free Consultation" for one coach: when they take bookings online it leads to a free time
 * in their calendar (/coach/{slug}/book), with the callback request offered beside it; otherwise
 * it opens the callback request, the fallback for a coach without hours.
 */
export async function StartConsultation({
  coach,
  bookable,
  plan,
  appearance = 'primary',
  className = '',
}: {
  coach: string
  bookable: boolean
  /** The package the page is about, preset in the callback request. */
  plan?: string
  /** Secondary beside a page's own first action (a package's "Order this package"). */
  appearance?: 'primary' | 'secondary'
  className?: string
}) {
  if (!bookable)
    return (
      <ConsultationButton coach={coach} plan={plan} appearance={appearance} className={className} />
    )
  const t = await getTranslations('consultation')
  return (
    <div className={`space-y-3 ${className}`}>
      <Link
        href={`/coach/${coach}/book`}
        className={buttonClass(appearance, 'w-full')}
        data-testid="coach-book-time"
      >
        <CalendarClock aria-hidden className="size-5 shrink-0" />
        {t('open')}
      </Link>
      <ConsultationButton
        coach={coach}
        plan={plan}
        label={t('callBackInstead')}
        appearance="secondary"
        className="w-full"
      />
    </div>
  )
}
