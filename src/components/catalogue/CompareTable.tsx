import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'
import type { Coach, Package } from '@/payload-types'

import { CoachAvatar } from './CoachAvatar'

/** The comparison as a real table: one column per coach, one row per fact. */
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
  return (
    <div className="mt-10 overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <thead className="bg-bg-muted">
          <tr>
            <td className="w-40 p-4" />
            {coaches.map((coach) => (
              <th key={coach.id} scope="col" className="p-4 align-top">
                <div className="flex items-center gap-3">
                  <CoachAvatar
                    coach={coach}
                    className="size-12 shrink-0 rounded-xl"
                    textClassName="text-lg"
                    sizes="48px"
                  />
                  <div>
                    <Link
                      href={`/coach/${coach.slug}`}
                      className="text-base font-bold hover:underline"
                    >
                      {coach.name}
                    </Link>
                    <p className="font-normal text-fg-muted">{coach.title}</p>
                  </div>
                </div>
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
  )
}
