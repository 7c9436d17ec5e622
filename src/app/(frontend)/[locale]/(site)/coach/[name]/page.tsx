import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CoachProfile } from '@/components/catalogue/CoachProfile'
import { coachTakesBookings } from '@/data/bookingPage'
import { getCoach, getPackages } from '@/data/coaches'
import { coachAnswersMessages } from '@/data/messages'
import { localeParam } from '@/i18n/localeParam'
import { pageMetadata } from '@/lib/seo/metadata'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ locale: string; name: string }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params
  const locale = await localeParam(params)
  const coach = await getCoach(name, locale)
  if (!coach) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title') }
  }
  const photo = typeof coach.photo === 'object' ? (coach.photo as Media | null) : null
  return pageMetadata({
    locale,
    paths: `/coach/${coach.slug}`,
    title: coach.meta?.title || `${coach.name} · ${coach.title}`,
    description: coach.meta?.description || coach.headline,
    image: photo?.sizes?.card?.url ?? photo?.url,
  })
}

export default async function CoachPage({ params }: Props) {
  const { name } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const coach = await getCoach(name, locale)
  if (!coach) notFound()
  const [packages, bookable, answersMessages] = await Promise.all([
    getPackages({ coachId: coach.id }, locale),
    coachTakesBookings(coach.id),
    coachAnswersMessages(coach.id),
  ])
  return (
    <CoachProfile
      coach={coach}
      packages={packages}
      bookable={bookable}
      answersMessages={answersMessages}
      locale={locale}
    />
  )
}
