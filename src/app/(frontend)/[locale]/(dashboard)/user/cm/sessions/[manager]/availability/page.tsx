import { notFound } from 'next/navigation'

import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { ManagerHoursPage } from '@/components/organisation/ManagerHoursPage'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = { params: Promise<{ locale: string; manager: string }> }
export const generateMetadata = memberMetadata('consultations.hoursTitle')

/** A service manager's hours, set by their organisation's account. */
export default async function ManagerAvailabilityPage(props: Props) {
  const manager = documentIdParam((await props.params).manager)
  if (!manager) notFound()
  const { user, locale } = await memberFor(props, `/user/cm/sessions/${manager}/availability`)
  return <ManagerHoursPage user={user} locale={locale} manager={manager} />
}
