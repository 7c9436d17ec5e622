import { after } from 'next/server'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getSavedSetView, markSetViewed } from '@/data/recommendations'
import { localeParam } from '@/i18n/localeParam'
import { getSessionUser } from '@/data/session'
import { requireUser } from '@/data/requireUser'
import type { Query } from '@/lib/listings/filters'
import { pageMetadata } from '@/lib/seo/metadata'

import { RecommenderView } from '@/components/recommender/RecommenderView'
import { SavedSetView } from '@/components/recommender/SavedSetView'

type Params = Promise<{ locale: string }>
type Props = { params: Params; searchParams: Promise<Query> }
type SetProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Query> }

/** /tools/recommender: the profile form and results, or the sample and the invitation. */
export const recommenderRoute = {
  generateMetadata: async ({ params }: Props) => {
    const locale = await localeParam(params)
    const t = await getTranslations({ locale, namespace: 'recommender' })
    return pageMetadata({
      locale,
      paths: '/tools/recommender',
      title: t('title'),
      description: t('metaDescription'),
    })
  },
  Page: async function RecommenderPage({ params, searchParams }: Props) {
    const locale = await localeParam(params)
    setRequestLocale(locale)
    const user = await getSessionUser()
    const member = user && user.emailVerified !== false ? user : null
    return <RecommenderView locale={locale} user={member} query={await searchParams} />
  },
}

/** /tools/recommender/{id}: a saved set, its owner's only (anyone else gets the 404). */
export const savedSetRoute = {
  generateMetadata: async ({ params }: SetProps) => {
    const locale = await localeParam(params)
    const t = await getTranslations({ locale, namespace: 'recommender' })
    return { title: t('title'), robots: { index: false } }
  },
  Page: async function SavedSetPage({ params, searchParams }: SetProps) {
    const locale = await localeParam(params)
    const { id: rawId } = await params
    setRequestLocale(locale)
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null
    const user = await requireUser(locale, `/tools/recommender/${rawId}`)
    const set = id ? await getSavedSetView(id, user, locale) : null
    if (!set) notFound()
    // Seen now: the dashboard's "new matches since your last visit" counts from this moment.
    after(() => markSetViewed(set.id, user))
    return <SavedSetView set={set} locale={locale} query={await searchParams} />
  },
}
