import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { AcceptPoliciesButtons } from '@/components/dashboard/ConsentButtons'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { PolicySummaries } from '@/components/dashboard/PolicySummaries'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { mustAcceptPoliciesNow, policySummaries } from '@/data/policies'
import { ACCEPT_POLICIES_PATH } from '@/data/requireUser'
import { getPathname } from '@/i18n/navigation'
import { safeRedirectTarget } from '@/lib/auth/guard'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string | string[] }>
}
export const generateMetadata = memberMetadata('dashboard.acceptPolicies.title')

/**
 * /user/privacy/accept: where a member whose accepted policies are out of date is sent (by every
 * other dashboard page) to accept the versions in force, then goes back to `?redirect=`. A member
 * with nothing to accept goes straight there.
 */
export default async function AcceptPoliciesPage(props: Props) {
  const { user, locale } = await memberFor(props, ACCEPT_POLICIES_PATH)
  const wanted = (await props.searchParams).redirect
  const fallback = getPathname({ href: '/user', locale })
  const target = safeRedirectTarget(typeof wanted === 'string' ? wanted : null, fallback)
  // Never back to this page itself (it would send a member with nothing to accept round in circles).
  const next = target.split(/[?#]/)[0].endsWith(ACCEPT_POLICIES_PATH) ? fallback : target
  if (!(await mustAcceptPoliciesNow(user))) redirect(next)

  const [t, policies] = await Promise.all([
    getTranslations('dashboard.acceptPolicies'),
    policySummaries(locale),
  ])
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <div className="space-y-6">
        <section aria-labelledby="accept-policies" className="space-y-3">
          <h2 id="accept-policies" className="text-lg font-semibold">
            {t('policiesHeading')}
          </h2>
          <PolicySummaries policies={policies} locale={locale} changes newTab />
        </section>
        <p className="text-sm text-fg-muted">{t('recordNote')}</p>
        <AcceptPoliciesButtons redirect={next} home={getPathname({ href: '/', locale })} />
        <p className="text-sm text-fg-muted">{t('declineNote')}</p>
      </div>
    </DashboardPage>
  )
}
