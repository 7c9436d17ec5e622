import { BadgeCheck } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import { HeadedSection } from '@/components/page/HeadedSection'
import { CoachReviews } from '@/components/reviews/CoachReviews'
import { RichText } from '@/components/richtext/RichText'
import { labelOf, languages } from '@/lib/enums'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { Coach, Package, University } from '@/payload-types'

import { CoachAvatar } from './CoachAvatar'
import { CoachRating } from './CoachRating'
import { CoachPanel } from './CoachPanel'
import { PackageTiers } from './PackageTiers'

type Props = {
  coach: Coach
  packages: Package[]
  /** The coach takes free consultations online: the panel links to their booking page. */
  bookable: boolean
  /** The coach's own account answers messages: the panel offers "Ask a question". */
  answersMessages?: boolean
  locale: AppLocale
}

const Section = ({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) => (
  <HeadedSection
    id={id}
    title={title}
    className="border-t border-line py-8"
    titleClassName="text-xl font-bold"
  >
    <div className="mt-4">{children}</div>
  </HeadedSection>
)

/**
 * The coach profile: offer, qualification, about, reasons, work experience, education, languages,
 * reviews and packages, beside the booking panel.
 */
export async function CoachProfile({
  coach,
  packages,
  bookable,
  answersMessages = false,
  locale,
}: Props) {
  const t = await getTranslations('coaches')
  const placements = (coach.placements ?? []).filter((u): u is University => typeof u === 'object')
  const specialties = (coach.specialties ?? []).filter((s) => typeof s === 'object')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {/* Wide screens: the panel beside the whole profile, kept in view; phones: after the header. */}
      <div className="grid gap-x-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <header className="grid gap-8 md:grid-cols-[12rem_1fr] md:items-start lg:col-start-1 lg:row-start-1">
          <CoachAvatar
            coach={coach}
            size="card"
            priority
            sizes="192px"
            className="size-40 rounded-3xl md:size-48"
            textClassName="text-5xl md:text-6xl"
          />
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{coach.name}</h1>
            <p className="mt-1 text-lg text-fg-muted">{coach.title}</p>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              {coach.formerAdmissionsOfficer && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand">
                  <BadgeCheck aria-hidden className="size-4" />
                  {t('formerOfficer')}
                </span>
              )}
              {coach.rating != null && (
                <CoachRating rating={coach.rating} numberClassName="font-semibold" />
              )}
              {coach.reviewCount ? (
                <a
                  href="#reviews"
                  className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-2 sm:min-h-0"
                >
                  {t('reviewCount', { count: coach.reviewCount })}
                </a>
              ) : null}
              {coach.yearsOfExperience != null && (
                <span className="text-fg-muted">
                  {t('years', { years: coach.yearsOfExperience })}
                </span>
              )}
            </div>
            {specialties.length > 0 && (
              <ul aria-label={t('specialties')} className="mt-4 flex flex-wrap gap-2">
                {specialties.map((s) => (
                  <li key={s.id}>
                    <Link
                      href={`/search/specialty/${s.slug}`}
                      className="rounded-full border border-line px-3 py-1 text-sm hover:bg-bg-muted"
                    >
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                href={{ pathname: '/compare', query: { coaches: coach.slug } }}
                className="inline-flex h-12 items-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
              >
                {t('compare')}
              </Link>
            </div>
          </div>
        </header>

        <div className="mt-8 max-w-md lg:col-start-2 lg:max-w-none lg:row-span-2 lg:row-start-1 lg:mt-0">
          <div className="lg:sticky lg:top-24">
            <CoachPanel
              coach={coach}
              packages={packages}
              bookable={bookable}
              answersMessages={answersMessages}
              locale={locale}
            />
          </div>
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          {placements.length > 0 && (
            <HeadedSection
              id="placements"
              title={coach.placementsLabel}
              className="mt-10 rounded-2xl bg-bg-muted p-6"
              titleClassName="text-sm font-semibold text-fg-muted"
            >
              <ul className="mt-4 grid grid-cols-3 gap-4 sm:grid-cols-6">
                {placements.map((u) => (
                  <li key={u.id} className="flex flex-col items-center gap-2 text-center">
                    <MediaImage
                      media={u.crest}
                      size="thumbnail"
                      alt={u.name}
                      className="size-14 object-contain"
                      sizes="56px"
                    />
                    <span aria-hidden className="text-xs text-fg-muted">
                      {u.name}
                    </span>
                  </li>
                ))}
              </ul>
            </HeadedSection>
          )}

          <div className="mt-10 max-w-3xl">
            <Section id="offer" title={t('offer')}>
              <p className="text-lg">{coach.headline}</p>
            </Section>
            {coach.qualification && (
              <Section id="qualification" title={t('qualification')}>
                <p>{coach.qualification}</p>
              </Section>
            )}
            <Section id="about" title={t('about')}>
              <RichText data={coach.about} />
            </Section>
            {coach.reasons && coach.reasons.length > 0 && (
              <Section id="reasons" title={t('reasons', { name: coach.name })}>
                <ul className="space-y-2">
                  {coach.reasons.map((r) => (
                    <li key={r.id ?? r.point} className="flex gap-3">
                      <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
                      {r.point}
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {coach.workExperience && coach.workExperience.length > 0 && (
              <Section id="work" title={t('workExperience')}>
                <ul className="space-y-3">
                  {coach.workExperience.map((w) => (
                    <li key={w.id ?? w.organisation}>
                      <p className="font-semibold">{w.role}</p>
                      <p className="text-sm text-fg-muted">
                        {w.organisation}
                        {w.period ? ` · ${w.period}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {coach.education && coach.education.length > 0 && (
              <Section id="education" title={t('education')}>
                <ul className="space-y-3">
                  {coach.education.map((e) => (
                    <li key={e.id ?? e.school}>
                      <p className="font-semibold">{e.degree}</p>
                      <p className="text-sm text-fg-muted">
                        {e.school}
                        {e.year ? ` · ${e.year}` : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {coach.languages && coach.languages.length > 0 && (
              <Section id="languages" title={t('languages')}>
                <p>
                  {coach.languages
                    .map((l) => labelOf(languages, l, locale))
                    .join(locale === 'zh' ? '、' : ', ')}
                </p>
              </Section>
            )}
            {/* A Section whose heading clears the sticky header when a link jumps to #reviews. */}
            <HeadedSection
              id="reviews"
              title={t('reviews')}
              className="border-t border-line py-8"
              titleClassName="scroll-mt-24 text-xl font-bold"
            >
              <div className="mt-4">
                <CoachReviews coach={coach} locale={locale} />
              </div>
            </HeadedSection>
          </div>
        </div>
      </div>

      {packages.length > 0 && (
        <PackageTiers
          id="packages"
          title={t('packages')}
          packages={packages}
          hrefFor={(pkg) => `/coach/${coach.slug}/p/${pkg.slug}`}
          className="mt-6 border-t border-line pt-8"
        />
      )}
    </div>
  )
}
