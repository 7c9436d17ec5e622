import { pageParam, type SearchParams } from '@/components/catalogue/listQuery'
import { InboxPage, inboxPath } from '@/components/messages/InboxPage'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }
export const generateMetadata = memberMetadata('messages.inbox.title')

/** "Messages": the member's conversations with coaches, organisations and students, a page at a time. */
export default async function MessagesPage(props: Props) {
  const page = pageParam((await props.searchParams).page)
  const { user, locale } = await memberFor(props, inboxPath(page))
  return <InboxPage user={user} locale={locale} page={page} />
}
