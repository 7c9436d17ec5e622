import type { getTranslations } from 'next-intl/server'

import type { ConversationAbout, ConversationPartner } from '@/data/messages'
import type { AppLocale } from '@/i18n/locales'
import { fallbackTimeZone, zonedMoment } from '@/lib/booking/zonedTime'

type T = Awaited<ReturnType<typeof getTranslations<'messages'>>>

/** The other party's name, or how they are called when it cannot be shown. */
export const partnerName = (partner: ConversationPartner, t: T) =>
  partner.name ??
  t(
    partner.kind === 'coach'
      ? 'partner.aCoach'
      : partner.kind === 'organisation'
        ? 'partner.anOrganisation'
        : 'partner.aStudent',
  )

/** What the other party is: a coach, an organisation or a student. */
export const partnerRole = (partner: ConversationPartner, t: T) => t(`partner.${partner.kind}`)

/**
 * What the conversation was started from ("About the session on Mon, Mar 30, 2026"), or null for
 * a question asked from a coach's page. A session's day is said in the language's usual zone.
 */
export function aboutText(about: ConversationAbout, t: T, locale: AppLocale): string | null {
  if (!about) return null
  if (about.kind === 'booking')
    return about.startsAt
      ? t('about.booking', {
          date: zonedMoment(about.startsAt, fallbackTimeZone[locale], locale).date,
        })
      : t('about.bookingUndated')
  const untitled = `about.${about.kind}Untitled` as const
  return about.title ? t(`about.${about.kind}`, { title: about.title }) : t(untitled)
}
