import { notFound } from 'next/navigation'

import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ServiceManagerWorkspace } from '@/components/organisation/ServiceManagerWorkspace'

type Props = { params: Promise<{ locale: string; id?: string[] }> }
export const generateMetadata = memberMetadata('dashboard.managerTitle')

/** /user/cm/info adds a service manager; /user/cm/info/{id} edits one. */
export default async function ServiceManagerPage(props: Props) {
  const { id } = await props.params
  if (id && (id.length > 1 || !/^[1-9]\d{0,9}$/.test(id[0]!))) notFound()
  const path = id ? `/user/cm/info/${id[0]}` : '/user/cm/info'
  const { user } = await memberFor(props, path)
  return <ServiceManagerWorkspace user={user} id={id ? Number(id[0]) : undefined} />
}
