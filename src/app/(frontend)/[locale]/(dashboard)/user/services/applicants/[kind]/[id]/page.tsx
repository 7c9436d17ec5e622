import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { pageParam, type SearchParams } from '@/components/catalogue/listQuery'
import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ApplicantList } from '@/components/publishing/ApplicantList'
import { memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { applicationsPath, routeId } from '@/components/publishing/paths'
import { PublishingPage } from '@/components/publishing/PublishingPage'

type Props = {
  params: Promise<{ locale: string; kind: string; id: string }>
  searchParams: Promise<SearchParams>
}
export const generateMetadata = memberMetadata('publishing.metaApplicants')

/** /user/services/applicants/{offerings|jobs}/{id}?page=n: the applications to one of the organisation's listings, a page at a time. */
export default async function ApplicantsPage(props: Props) {
  const { kind, id: segment } = await props.params
  const id = routeId(segment)
  if ((kind !== 'offerings' && kind !== 'jobs') || id === null) notFound()
  const page = pageParam((await props.searchParams).page)
  const { user, locale } = await memberFor(props, applicationsPath(kind, id, page))
  const t = await getTranslations('publishing.applicants')
  return (
    <PublishingPage user={user} title={t('title')} kind={kind}>
      {() => <ApplicantList user={user} locale={locale} kind={kind} id={id} page={page} />}
    </PublishingPage>
  )
}
