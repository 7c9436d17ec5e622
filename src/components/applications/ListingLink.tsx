import { Link } from '@/i18n/navigation'
import type { MyApplication } from '@/data/myApplications'

/** The listing's title linking to its public page, or a note that it is no longer on the site. */
export function ListingLink({
  application,
  gone,
}: {
  application: Pick<MyApplication, 'href' | 'title'>
  gone: string
}) {
  if (!application.title) return <span className="text-fg-muted">{gone}</span>
  return (
    <Link href={application.href} className="text-brand hover:underline">
      {application.title}
    </Link>
  )
}
