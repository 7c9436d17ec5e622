import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ConsentList } from '@/components/dashboard/ConsentList'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { PolicySummaries } from '@/components/dashboard/PolicySummaries'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { myConsents, policySummaries } from '@/data/policies'
import { Link } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.privacy.title')

/** The consents' heading, which takes the focus once a withdrawal's button is gone. */
const HEADING = 'privacy-consents'

/** A link inside a note's sentence, for `t.rich`. */
const inlineLink = (href: string) =>
  function InlineLink(chunks: ReactNode) {
    return (
      <Link href={href} className="font-semibold text-brand underline underline-offset-2">
        {chunks}
      </Link>
    )
  }

/**
 * /user/privacy: the policies in force (with links to read them), the member's consent records
 * (the optional ones withdrawn here), and how the required ones end.
 */
export default async function PrivacyPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/privacy')
  const [t, policies, consents] = await Promise.all([
    getTranslations('dashboard.privacy'),
    policySummaries(locale),
    myConsents(user),
  ])

  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <div className="space-y-8">
        <section aria-labelledby="privacy-policies" className="space-y-3">
          <h2 id="privacy-policies" className="text-lg font-semibold">
            {t('policiesHeading')}
          </h2>
          <PolicySummaries policies={policies} locale={locale} />
        </section>

        <section aria-labelledby={HEADING} className="space-y-3">
          <h2 id={HEADING} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('consentsHeading')}
          </h2>
          <ConsentList rows={consents} locale={locale} headingId={HEADING} />
        </section>

        <section aria-labelledby="privacy-ending" className="space-y-2 text-sm">
          <h2 id="privacy-ending" className="text-lg font-semibold">
            {t('endingHeading')}
          </h2>
          <p>
            {t.rich('requiredNote', {
              delete: inlineLink('/user/security/delete-account'),
              export: inlineLink('/user/security/data-export'),
            })}
          </p>
          <p>{t.rich('newsNote', { settings: inlineLink('/user/settings') })}</p>
        </section>
      </div>
    </DashboardPage>
  )
}
