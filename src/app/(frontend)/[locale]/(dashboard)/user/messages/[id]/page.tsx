import { notFound } from 'next/navigation'

import { ThreadPage } from '@/components/messages/ThreadPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { documentIdParam } from '@/lib/validation/documentId'

type Props = { params: Promise<{ locale: string; id: string }> }
export const generateMetadata = memberMetadata('messages.thread.metaTitle')

/** One of the member's conversations: its messages, the composer, blocking and reporting. */
export default async function ConversationPage(props: Props) {
  const id = documentIdParam((await props.params).id)
  if (id === null) notFound()
  const { user, locale } = await memberFor(props, `/user/messages/${id}`)
  return <ThreadPage user={user} locale={locale} id={id} />
}
