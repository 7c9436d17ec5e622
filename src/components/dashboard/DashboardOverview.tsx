import { BadgeCheck, CircleDashed } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { MyApplicationsCard } from '@/components/applications/MyApplicationsCard'
import { NewMatchesCard } from '@/components/recommender/NewMatchesCard'
import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { buttonClass } from '@/components/ui/buttonStyles'
import { getMyCertification } from '@/data/certifications'
import { coachHoursSet } from '@/data/coachSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { statusLabel } from '@/lib/certification/workflow'
import type { User } from '@/payload-types'

import { DashboardPage } from './DashboardPage'
import { displayName } from '@/lib/accounts/displayName'
import { memberRoleOf } from './roles'

/** /user and /user/home: who the member is, their certification status and what to do next. */
export async function DashboardOverview({ user, locale }: { user: User; locale: AppLocale }) {
  const role = memberRoleOf(user)
  const coach = role === 'coach'
  const [t, certification, hoursSet] = await Promise.all([
    getTranslations('dashboard'),
    getMyCertification(user),
    coach ? coachHoursSet(user, locale) : false,
  ])
  // A coach's account is not certified: its next step is its hours.
  const lastStep = coach
    ? ({ key: 'hours', href: '/user/coaching/availability', done: hoursSet } as const)
    : ({
        key: 'certify',
        href: '/user/certify',
        done: certification?.status === 'approved',
      } as const)
  const steps = [
    {
      key: 'profile',
      href: '/user/profile',
      done: Boolean(user.phone || user.organisation || user.city),
    },
    {
      key: 'introduction',
      href: '/user/introduction',
      done: Boolean(user.introductionEn || user.introductionZh),
    },
    lastStep,
  ] as const
  return (
    <DashboardPage title={t('welcome', { name: displayName(user) })}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-bg-muted p-4">
          <dt className="text-sm text-fg-muted">{t('overview.role')}</dt>
          <dd className="mt-1 font-semibold">
            {user.roles.map((r) => t(`roles.${r}`)).join(' · ')}
          </dd>
        </div>
        {!coach && (
          <div className="rounded-xl bg-bg-muted p-4">
            <dt className="text-sm text-fg-muted">{t('overview.certification')}</dt>
            <dd
              className="mt-1 flex items-center gap-2 font-semibold"
              data-testid="certification-status"
            >
              {certification?.status === 'approved' ? (
                <BadgeCheck aria-hidden className="size-4 text-success" />
              ) : (
                <CircleDashed aria-hidden className="size-4 text-fg-muted" />
              )}
              {certification
                ? statusLabel(certification.status, locale)
                : t('overview.notCertified')}
            </dd>
          </div>
        )}
      </dl>
      {role === 'student' && <MyApplicationsCard user={user} locale={locale} />}
      {role === 'student' && certification?.status === 'approved' && <NewMatchesCard user={user} />}
      <h2 className="mt-8 text-lg font-bold">{t('overview.nextSteps')}</h2>
      <ul className="mt-4 space-y-3">
        {steps.map((step) => (
          <li key={step.key}>
            <Link
              href={step.href}
              className="flex items-start gap-3 rounded-xl border border-line p-4 hover:bg-bg-muted"
            >
              {step.done ? (
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
              )}
              <span>{t(`overview.steps.${step.key}`)}</span>
            </Link>
          </li>
        ))}
        {!coach && (
          <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4">
            <span>{t('overview.steps.consult')}</span>
            <ConsultationButton appearance="secondary" />
          </li>
        )}
      </ul>
      {role && !coach && certification?.status !== 'approved' && (
        <Link href="/user/certify" className={buttonClass('primary', 'mt-8')}>
          {t('overview.certifyNow')}
        </Link>
      )}
    </DashboardPage>
  )
}
