import { BadgeCheck, CircleAlert, CircleCheck, CircleX } from '@/components/ui/icons'
import { getFormatter, getTranslations } from 'next-intl/server'

import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { organisationOf } from '@/components/listings/organisationOf'
import { buttonClass } from '@/components/ui/buttonStyles'
import type { Recommendation } from '@/data/recommendations'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { countries, jobTypes, labelOf, offeringTypes } from '@/lib/enums'
import { formatMoney } from '@/lib/format'
import { listingPaths } from '@/lib/listings/pages'
import type { Eligibility } from '@/lib/recommender/eligibility'
import type { MatchReason } from '@/lib/recommender/rank'

import { monthName } from './monthName'

/** h3 under the list's h2; h4 under an eligibility group's h3. */
type Props = { item: Recommendation; locale: AppLocale; headingLevel?: 3 | 4 }

const eligibilityStyle: Record<Eligibility, { Icon: typeof CircleCheck; className: string }> = {
  eligible: { Icon: CircleCheck, className: 'text-success' },
  check: { Icon: CircleAlert, className: 'text-accent' },
  'not-eligible': { Icon: CircleX, className: 'text-danger' },
}

/** What the card says of each kind of item: its type, title, link, place and price. */
function describe({ list, document }: Recommendation, locale: AppLocale) {
  const place = (country?: string | null, city?: string | null) =>
    [city, labelOf(countries, country as never, locale)].filter(Boolean).join(' · ')
  switch (list) {
    case 'offerings': {
      const o = document as Recommendation<'offerings'>['document']
      return {
        kind: labelOf(offeringTypes, o.type, locale),
        title: o.title,
        href: listingPaths.offering(o.id),
        byline: [organisationOf(o)?.name, place(o.country, o.city)].filter(Boolean).join(' · '),
        price: o.price != null ? formatMoney(o.price, o.currency ?? 'USD', locale) : null,
        apply: true,
      }
    }
    case 'jobs': {
      const j = document as Recommendation<'jobs'>['document']
      return {
        kind: labelOf(jobTypes, j.type, locale),
        title: j.title,
        href: listingPaths.job(j.id),
        byline: [organisationOf(j)?.name, place(j.country, j.city)].filter(Boolean).join(' · '),
        price: null,
        apply: true,
      }
    }
    case 'coaches': {
      const c = document as Recommendation<'coaches'>['document']
      return {
        kind: c.title ?? '',
        title: c.name,
        href: `/coach/${c.slug}`,
        byline: c.headline ?? '',
        price: c.lowestPrice != null ? formatMoney(c.lowestPrice, 'USD', locale) : null,
        coach: c.slug ?? undefined,
      }
    }
    case 'universities': {
      const u = document as Recommendation<'universities'>['document']
      return {
        kind: labelOf(countries, u.country, locale),
        title: u.name,
        href: `/university/${u.slug}`,
        byline: place(null, u.city),
        price:
          u.tuitionMin != null
            ? formatMoney(u.tuitionMin, u.tuitionCurrency ?? 'USD', locale)
            : null,
      }
    }
  }
}

/** One recommended item: what it is, its match score and eligibility with the reasons, and what to do next. */
export async function RecommendationCard({ item, locale, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  const [t, format] = await Promise.all([getTranslations('recommender'), getFormatter()])
  const card = describe(item, locale)
  const { Icon, className } = eligibilityStyle[item.eligibility]
  const reason = (r: MatchReason) => {
    switch (r.code) {
      case 'interest':
      case 'major':
        return t(`reasons.${r.code}`, { phrase: r.phrase })
      case 'country':
        // A coach is not in a country: they know its admissions.
        return t(item.list === 'coaches' ? 'reasons.coachCountry' : 'reasons.country', {
          country: labelOf(countries, r.country, locale),
        })
      case 'startMonth':
      case 'startMonthNear':
        return t(`reasons.${r.code}`, { month: monthName(format, r.month) })
      default:
        return t(`reasons.${r.code}`)
    }
  }
  const priceText =
    card.price &&
    (item.list === 'universities'
      ? t('tuition', { price: card.price })
      : t('fromPrice', { price: card.price }))
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-line bg-bg-elevated p-5"
      data-testid="recommendation"
      data-key={item.key}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-accent">{card.kind}</p>
        <p
          className="shrink-0 rounded-full bg-brand-soft px-2.5 py-0.5 text-sm font-semibold text-brand"
          title={t('scoreLabel')}
        >
          {t('score', { score: Math.round(item.score) })}
        </p>
      </div>
      <Heading className="mt-1.5 text-lg font-semibold leading-snug">
        <Link href={card.href} className="hover:underline">
          {card.title}
        </Link>
      </Heading>
      {card.byline && <p className="mt-1 text-sm text-fg-muted">{card.byline}</p>}
      {priceText && <p className="mt-1 text-sm">{priceText}</p>}
      <div className={`mt-3 text-sm ${className}`} data-eligibility={item.eligibility}>
        <p className="flex items-center gap-1.5 font-semibold">
          <Icon aria-hidden className="size-4 shrink-0" />
          {t(`eligibility.${item.eligibility}`)}
        </p>
        {item.eligibilityReasons.length > 0 && (
          <ul className="mt-1 list-disc ps-6">
            {item.eligibilityReasons.map((r) => (
              <li key={r.reason}>{t(`eligibilityReasons.${r.reason}`)}</li>
            ))}
          </ul>
        )}
      </div>
      {item.reasons.length > 0 && (
        <ul className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm">
          {item.reasons.map((r) => (
            <li key={r.code} className="flex items-start gap-2">
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              <span>{reason(r)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {'apply' in card ? (
          <Link href={`${card.href}#apply`} className={buttonClass('primary', 'h-10 px-4 text-sm')}>
            {t('actions.apply')}
            <span className="sr-only">: {card.title}</span>
          </Link>
        ) : (
          <ConsultationButton
            coach={'coach' in card ? card.coach : undefined}
            label={t('actions.book')}
            className="h-10 px-4 text-sm"
          >
            <span className="sr-only">: {card.title}</span>
          </ConsultationButton>
        )}
      </div>
    </article>
  )
}
