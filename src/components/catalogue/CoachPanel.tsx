import { getTranslations } from 'next-intl/server'

import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import type { AppLocale } from '@/i18n/locales'
import { startingPrice } from '@/lib/catalogue/startingPrice'
import { formatMoney } from '@/lib/format'
import type { Coach, Package } from '@/payload-types'

import { StartConsultation } from './StartConsultation'

/**
 * A coach's side panel: the price their packages start at, and "Start Free Consultation": a time in
 * their calendar when they take bookings online (the callback request beside it), else the request;
 * "Ask a question" when the coach's own account answers messages.
 */
export async function CoachPanel({
  coach,
  packages,
  bookable,
  answersMessages = false,
  locale,
}: {
  coach: Coach
  packages: Package[]
  /** The coach takes free consultations online (/coach/{slug}/book). */
  bookable: boolean
  /** The coach's own account answers messages (coachAnswersMessages). */
  answersMessages?: boolean
  locale: AppLocale
}) {
  const [t, p] = await Promise.all([getTranslations('coaches'), getTranslations('packages')])
  const price = startingPrice(packages)
  return (
    <aside
      aria-label={t('panel', { name: coach.name })}
      className="rounded-2xl border border-line bg-bg-elevated p-6 shadow-sm"
    >
      {price && (
        <dl>
          <dt className="text-sm text-fg-muted first-letter:uppercase">{p('startingAt')}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight">
            {formatMoney(price.amount, price.currency, locale)}
          </dd>
        </dl>
      )}
      <StartConsultation
        coach={coach.slug}
        bookable={bookable}
        className={price ? 'mt-5 w-full' : 'w-full'}
      />
      {answersMessages && (
        <AskQuestionButton target={{ coach: coach.id }} name={coach.name} className="mt-3 w-full" />
      )}
      {packages.length > 0 && (
        <a
          href="#packages"
          className="mt-4 block text-center text-sm font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t('seePackages', { count: packages.length })}
        </a>
      )}
    </aside>
  )
}
