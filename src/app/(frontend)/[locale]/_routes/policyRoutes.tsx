import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PolicyView } from '@/components/legal/PolicyView'
import { getPolicy } from '@/data/policies'
import { localeParam } from '@/i18n/localeParam'
import { type PolicyKind, policyPaths } from '@/lib/consent/policies'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

const descriptionKeys = {
  'privacy-policy': 'privacyDescription',
  'terms-of-use': 'termsDescription',
} as const satisfies Record<PolicyKind, string>

/**
 * The privacy policy's or the terms of use's page, served from cache until an editor saves it;
 * the 404 page while it has no version (a database the seed has not filled).
 */
export const policyRoute = (kind: PolicyKind) => ({
  generateMetadata: async ({ params }: Props): Promise<Metadata> => {
    const locale = await localeParam(params)
    const policy = await getPolicy(kind, locale)
    if (!policy.version) {
      const t = await getTranslations({ locale, namespace: 'notFound' })
      return { title: t('title'), robots: { index: false } }
    }
    const t = await getTranslations({ locale, namespace: 'policies' })
    return pageMetadata({
      locale,
      paths: policyPaths[kind],
      title: policy.title,
      description: t(descriptionKeys[kind]),
    })
  },
  Page: async function PolicyPage({ params }: Props) {
    const locale = await localeParam(params)
    setRequestLocale(locale)
    const policy = await getPolicy(kind, locale)
    if (!policy.version) notFound()
    return <PolicyView kind={kind} policy={policy} locale={locale} />
  },
})
