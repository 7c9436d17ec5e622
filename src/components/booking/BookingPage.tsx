import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { CoachAvatar } from '@/components/catalogue/CoachAvatar'
import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { ClientMessages } from '@/components/providers/ClientMessages'
import type { BookingPageData } from '@/data/bookingPage'
import { bookingNamespaces } from '@/i18n/clientNamespaces'
import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

import { BookingPanel } from './BookingPanel'

type Props = BookingPageData & {
  locale: AppLocale
  /** A slot chosen before signing in (`?time=`). */
  choice: string | null
  /** The order the address names (`?order=`), kept through signing in: only a member reads it. */
  askedOrder: number | null
}

/**
 * `/coach/{name}/book`: the coach, then their free times to choose from and the booking; a coach
 * who takes no bookings online is reached by the callback request instead (the consultation modal).
 * With the member's `order`, the page books its next session and leads back to the order.
 */
export async function BookingPage({
  coach,
  offer,
  signedIn,
  rescheduling,
  order,
  locale,
  choice,
  askedOrder,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'bookingPage' })
  const profile = `/coach/${coach.slug}`
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {order ? (
        <BackLink href={`/user/orders/${order.id}`}>
          {t('session.backToOrder', { reference: order.reference })}
        </BackLink>
      ) : (
        <BackLink href={profile}>{t('backToCoach', { name: coach.name })}</BackLink>
      )}
      <header className="mt-6 flex items-start gap-4 sm:items-center">
        <CoachAvatar
          coach={coach}
          className="size-16 shrink-0 rounded-2xl sm:size-20"
          textClassName="text-xl sm:text-2xl"
          sizes="80px"
          priority
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {order
              ? t('session.title', { n: order.next, total: order.total, package: order.title })
              : t('title', { name: coach.name })}
          </h1>
          <p className="mt-1 text-fg-muted">{order ? coach.name : coach.title}</p>
          {offer && (
            <p className="mt-2">
              {order
                ? t('session.lead', { minutes: offer.minutes, name: coach.name })
                : t('lead', { minutes: offer.minutes })}
            </p>
          )}
        </div>
      </header>

      {offer ? (
        <ClientMessages also={bookingNamespaces}>
          <BookingPanel
            coach={{ id: coach.id, name: coach.name, slug: coach.slug }}
            offer={offer}
            signedIn={signedIn}
            rescheduling={rescheduling}
            order={order && { id: order.id }}
            path={
              getPathname({ href: `${profile}/book`, locale }) +
              (askedOrder ? `?order=${askedOrder}` : '')
            }
            choice={choice}
          />
        </ClientMessages>
      ) : (
        <section
          aria-labelledby="booking-unavailable"
          className="mt-8 max-w-2xl rounded-2xl border border-line bg-bg-elevated p-5 sm:p-8"
          data-testid="booking-unavailable"
        >
          <h2 id="booking-unavailable" className="text-xl font-bold">
            {t('noAvailability.title', { name: coach.name })}
          </h2>
          <p className="mt-2 text-fg-muted">{t('noAvailability.text')}</p>
          <ConsultationButton coach={coach.slug} className="mt-6 w-full sm:w-auto" />
        </section>
      )}
    </div>
  )
}
