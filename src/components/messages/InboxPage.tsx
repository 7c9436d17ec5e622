import { Building2, GraduationCap, Paperclip, UserRound } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Pagination } from '@/components/ui/Pagination'
import { StatusPill } from '@/components/ui/StatusPill'
import { type InboxEntry, myInbox } from '@/data/messages'
import type { AppLocale } from '@/i18n/locales'
import { Link, redirect } from '@/i18n/navigation'
import type { User } from '@/payload-types'

import { aboutText, partnerName, partnerRole } from './conversationWords'
import { MessageTime } from './MessageTime'
import { badgeNumber, countBadge } from './badge'

type T = Awaited<ReturnType<typeof getTranslations<'messages'>>>

const partnerIcons = { coach: GraduationCap, organisation: Building2, student: UserRound }

/** The inbox's page `page` (the first has no query). */
export const inboxPath = (page: number) => `/user/messages${page > 1 ? `?page=${page}` : ''}`

/**
 * /user/messages: the member's conversations, the latest activity first, each a link to its page
 * with whom it is, what it is about, the start of its latest message, when, and how many messages
 * wait unread.
 */
export async function InboxPage({
  user,
  locale,
  page,
}: {
  user: User
  locale: AppLocale
  page: number
}) {
  const [t, inbox] = await Promise.all([getTranslations('messages'), myInbox(user, locale, page)])
  // A page past the last (an old link): the last page.
  if (inbox.entries.length === 0 && page > 1)
    redirect({ href: inboxPath(Math.max(1, inbox.totalPages)), locale })
  return (
    <DashboardPage title={t('inbox.title')} lead={t('inbox.lead')}>
      {inbox.entries.length === 0 ? (
        <div className="rounded-xl bg-bg-muted p-6" data-testid="inbox-empty">
          <p>{t('inbox.empty')}</p>
          <Link href="/search" className={buttonClass('secondary', 'mt-4')}>
            {t('inbox.findCoach')}
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('inbox.listLabel')}
            className="divide-y divide-line overflow-hidden rounded-xl border border-line"
            data-testid="inbox"
          >
            {inbox.entries.map((entry) => (
              <InboxItem key={entry.id} entry={entry} locale={locale} t={t} />
            ))}
          </ul>
          <Pagination page={inbox.page} totalPages={inbox.totalPages} hrefFor={inboxPath} />
        </>
      )}
    </DashboardPage>
  )
}

function InboxItem({ entry, locale, t }: { entry: InboxEntry; locale: AppLocale; t: T }) {
  const Icon = partnerIcons[entry.partner.kind]
  const about = aboutText(entry.about, t, locale)
  const { last, unread } = entry
  const preview = last ? (last.line ?? t('inbox.files', { count: last.files })) : null
  return (
    <li data-testid="conversation" data-unread={unread}>
      <Link
        href={`/user/messages/${entry.id}`}
        className="flex gap-3 p-4 transition-colors hover:bg-bg-muted focus-visible:bg-bg-muted sm:gap-4"
      >
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand"
        >
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className={`min-w-0 break-words ${unread ? 'font-bold' : 'font-semibold'}`}>
              {partnerName(entry.partner, t)}
            </span>
            {last && (
              <span className="shrink-0 text-xs text-fg-muted">
                <span className="sr-only">{t('inbox.lastAt')} </span>
                <MessageTime at={last.at} />
              </span>
            )}
          </span>
          <span className="block text-sm text-fg-muted">
            {[partnerRole(entry.partner, t), about].filter(Boolean).join(' · ')}
            {entry.blocked && (
              <span className="ml-2 inline-block align-middle">
                <StatusPill
                  kind="conversation"
                  status="blocked"
                  tone="border-line bg-bg text-fg-muted"
                  label={t('inbox.blocked')}
                />
              </span>
            )}
          </span>
          {preview && (
            <span
              className={`flex min-w-0 items-center gap-1 text-sm ${unread ? 'font-medium text-fg' : 'text-fg-muted'}`}
            >
              {last?.files ? <Paperclip aria-hidden className="size-3.5 shrink-0" /> : null}
              <span className="truncate">
                {last?.mine ? t('inbox.you', { text: preview }) : preview}
              </span>
            </span>
          )}
        </span>
        {unread > 0 && (
          <span className="self-center">
            <span aria-hidden className={`${countBadge} h-6 min-w-6 px-1.5 text-sm`}>
              {badgeNumber(unread)}
            </span>
            <span className="sr-only">{t('inbox.unread', { count: unread })}</span>
          </span>
        )}
      </Link>
    </li>
  )
}
