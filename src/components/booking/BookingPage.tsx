import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { CoachAvatar } from '@/components/catalogue/CoachAvatar'
import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { ClientMessages } from '@/components/providers/ClientMessages'
import type { BookingPageData } from '@/data/bookingPage'
import { bookingNamespaces, listingNamespaces } from '@/i18n/clientNamespaces'
import { buttonClass } from '@/components/ui/buttonStyles'
import { getPathname, Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'

import { ManagerCard } from '@/components/listings/ManagerCard'

import { BookingPanel, type PanelHost } from './BookingPanel'

type Props = BookingPageData & {
  locale: AppLocale
  /** A slot chosen before signing in (`?time=`). */
  choice: string | null
  /** The order the address names (`?order=`), kept through signing in: only a member reads it. */
  askedOrder: number | null
}

/**
 * `/coach/{name}/book` and `/organisation/{id}/book/{manager}`: the coach or service manager, then
 * their free times to choose from and the booking; a coach who takes no bookings online is reached
 * by the callback request instead (the consultation modal), a manager through their organisation's
 * page. With the member's `order`, the page books its next session and leads back to the order.
 */
export async function BookingPage({
  host,
  coach,
  manager,
  offer,
  signedIn,
  rescheduling,
  order,
  locale,
  choice,
  askedOrder,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'bookingPage' })
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {order ? (
        <BackLink href={`/user/orders/${order.id}`}>
          {t('session.backToOrder', { reference: order.reference })}
        </BackLink>
      ) : (
        <BackLink href={host.profilePath}>
          {coach
            ? t('backToCoach', { name: host.name })
            : t('backToOrganisation', { name: manager?.organisation ?? '' })}
        </BackLink>
      )}
      <header className="mt-6 flex items-start gap-4 sm:items-center">
        {coach && (
          <CoachAvatar
            coach={coach}
            className="size-16 shrink-0 rounded-2xl sm:size-20"
            textClassName="text-xl sm:text-2xl"
            sizes="80px"
            priority
          />
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {order
              ? t('session.title', { n: order.next, total: order.total, package: order.title })
              : t('title', { name: host.name })}
          </h1>
          {coach && <p className="mt-1 text-fg-muted">{order ? host.name : coach.title}</p>}
          {manager && <p className="mt-1 text-fg-muted">{manager.organisation}</p>}
          {offer && (
            <p className="mt-2">
              {order
                ? t('session.lead', { minutes: offer.minutes, name: host.name })
                : t('lead', { minutes: offer.minutes })}
            </p>
          )}
        </div>
      </header>
      {manager && (
        <ClientMessages also={listingNamespaces}>
          <div className="mt-6 max-w-2xl rounded-2xl border border-line p-5">
            <ManagerCard manager={manager} withIntroduction />
          </div>
        </ClientMessages>
      )}

      {offer ? (
        <ClientMessages also={bookingNamespaces}>
          <BookingPanel
            host={
              {
                type: host.type,
                id: host.id,
                name: host.name,
                profilePath: host.profilePath,
                organisation: manager?.organisation,
              } as PanelHost
            }
            offer={offer}
            signedIn={signedIn}
            rescheduling={rescheduling}
            order={order && { id: order.id }}
            path={
              getPathname({ href: host.bookPath, locale }) +
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
            {t('noAvailability.title', { name: host.name })}
          </h2>
          <p className="mt-2 text-fg-muted">
            {coach ? t('noAvailability.text') : t('noAvailability.managerText')}
          </p>
          {coach ? (
            <ConsultationButton coach={coach.slug} className="mt-6 w-full sm:w-auto" />
          ) : (
            <Link
              href={host.profilePath}
              className={buttonClass('secondary', 'mt-6 w-full sm:w-auto')}
            >
              {t('backToOrganisation', { name: manager?.organisation ?? '' })}
            </Link>
          )}
        </section>
      )}
    </div>
  )
}
