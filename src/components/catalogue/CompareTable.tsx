import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'
import type { Coach, Package } from '@/payload-types'

import { CoachAvatar } from './CoachAvatar'

/**
 * The comparison as a real table (one column per coach, one row per fact) from `sm` up; on phones,
 * where three columns cannot fit, the same facts as one card per fact listing every coach's value.
 */
export async function CompareTable({
  coaches,
  packages,
  locale,
}: {
  coaches: Coach[]
  packages: Package[][]
  locale: AppLocale
}) {
  const t = await getTranslations('compare')
  const c = await getTranslations('coaches')
  const list = (items: string[]) => items.join(locale === 'zh' ? '、' : ', ')
  const rows: [string, (coach: Coach) => React.ReactNode][] = [
    [t('formerOfficer'), (coach) => (coach.formerAdmissionsOfficer ? t('yes') : t('no'))],
    [
      t('experience'),
      (coach) =>
        coach.yearsOfExperience != null ? c('years', { years: coach.yearsOfExperience }) : '—',
    ],
    [t('rating'), (coach) => (coach.rating != null ? coach.rating.toFixed(1) : '—')],
    [
      t('lowestPrice'),
      (coach) => (coach.lowestPrice != null ? formatMoney(coach.lowestPrice, 'USD', locale) : '—'),
    ],
    [
      t('specialties'),
      (coach) =>
        list((coach.specialties ?? []).flatMap((s) => (typeof s === 'object' ? [s.name] : []))),
    ],
    [
      t('placements'),
      (coach) =>
        list((coach.placements ?? []).flatMap((u) => (typeof u === 'object' ? [u.name] : []))),
    ],
    [
      t('packages'),
      (coach) => (
        <ul className="space-y-1.5">
          {packages[coaches.indexOf(coach)]?.map((pkg) => (
            <li key={pkg.id}>
              <Link
                href={`/coach/${coach.slug}/p/${pkg.slug}`}
                className="font-medium text-brand hover:underline"
              >
                {pkg.title}
              </Link>{' '}
              <span className="text-fg-muted">
                · {formatMoney(pkg.startingAt, pkg.currency ?? 'USD', locale)}
              </span>
            </li>
          ))}
        </ul>
      ),
    ],
  ]
  const heading = (coach: Coach, nameClassName: string) => (
    <div className="flex min-w-0 items-center gap-3">
      <CoachAvatar
        coach={coach}
        className="size-12 shrink-0 rounded-xl"
        textClassName="text-lg"
        sizes="48px"
      />
      <div className="min-w-0">
        <Link href={`/coach/${coach.slug}`} className={`${nameClassName} hover:underline`}>
          {coach.name}
        </Link>
        <p className="font-normal break-words text-fg-muted">{coach.title}</p>
      </div>
    </div>
  )
  return (
    <>
      <div className="mt-10 space-y-4 sm:hidden" data-testid="compare-cards">
        <ul className="space-y-3 rounded-2xl border border-line bg-bg-muted p-4 text-sm">
          {coaches.map((coach) => (
            <li key={coach.id}>{heading(coach, 'text-base font-bold')}</li>
          ))}
        </ul>
        {rows.map(([label, value]) => (
          <section key={label} className="rounded-2xl border border-line p-4 text-sm">
            <h2 className="font-semibold text-fg-muted">{label}</h2>
            <dl className="mt-2 space-y-2">
              {coaches.map((coach) => (
                <div key={coach.id} className="break-words">
                  <dt className="font-medium">{coach.name}</dt>
                  <dd className="mt-0.5">{value(coach)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="mt-10 hidden overflow-x-auto rounded-2xl border border-line sm:block">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <thead className="bg-bg-muted">
            <tr>
              <td className="w-40 p-4" />
              {coaches.map((coach) => (
                <th key={coach.id} scope="col" className="p-4 align-top">
                  {heading(coach, 'text-base font-bold')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="p-4 font-semibold text-fg-muted">
                  {label}
                </th>
                {coaches.map((coach) => (
                  <td key={coach.id} className="p-4 align-top">
                    {value(coach)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
