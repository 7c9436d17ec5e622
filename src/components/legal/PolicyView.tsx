import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { RichText } from '@/components/richtext/RichText'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { type PolicyKind, policyKinds, policyPaths } from '@/lib/consent/policies'
import { formatDate } from '@/lib/format'
import type { PrivacyPolicy, TermsOfUse } from '@/payload-types'

/** Each policy's name in the page chrome (the link to the other one). */
const policyLabelKeys = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-use': 'termsOfUse',
} as const satisfies Record<PolicyKind, string>

/** The privacy policy's or the terms' page: title, version and first day, what changed, the text, the other policy. */
export async function PolicyView({
  kind,
  policy,
  locale,
}: {
  kind: PolicyKind
  policy: PrivacyPolicy | TermsOfUse
  locale: AppLocale
}) {
  const t = await getTranslations({ locale, namespace: 'policies' })
  const other = policyKinds.find((candidate) => candidate !== kind)!
  const changes = policy.changes?.trim()
  const otherLink = (chunks: ReactNode) => (
    <Link
      href={policyPaths[other]}
      className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
    >
      {chunks}
    </Link>
  )
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">
          {policy.title}
        </h1>
        <p className="mt-3 text-fg-muted">
          {t('versionLine', {
            version: policy.version,
            date: formatDate(policy.effectiveDate, locale),
          })}
        </p>
      </header>
      {changes && (
        <section
          aria-labelledby="policy-changes"
          className="mt-8 rounded-2xl border border-line bg-brand-soft p-5"
        >
          <h2 id="policy-changes" className="font-bold">
            {t('changes')}
          </h2>
          <p className="mt-2 whitespace-pre-line">{changes}</p>
        </section>
      )}
      <RichText data={policy.body} className="mt-10" />
      <p className="mt-12 border-t border-line pt-6">
        {t.rich('seeAlso', { title: t(policyLabelKeys[other]), link: otherLink })}
      </p>
    </article>
  )
}
