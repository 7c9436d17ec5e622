import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { myConversation } from '@/data/messages'
import type { AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { User } from '@/payload-types'

import { BlockButton } from './BlockButton'
import { ConversationView } from './ConversationView'
import { aboutText, partnerName, partnerRole } from './conversationWords'
import { ReportPanel } from './ReportPanel'
import { threadMessageOf } from './threadMessages'

/** The heading of blocking and reporting: it takes the focus once a block is set or lifted. */
const TOOLS = 'conversation-tools'

/**
 * /user/messages/{id}: one conversation of the member's (404 for anyone else): whom with and what
 * about, its messages (kept up to date while the page is open) with the composer, and blocking
 * and reporting it below them.
 */
export async function ThreadPage({
  user,
  locale,
  id,
}: {
  user: User
  locale: AppLocale
  id: number
}) {
  const [t, thread] = await Promise.all([
    getTranslations('messages'),
    myConversation(user, id, locale),
  ])
  if (!thread) notFound()
  const name = partnerName(thread.partner, t)
  const about = aboutText(thread.about, t, locale)
  return (
    <DashboardPage
      title={name}
      lead={[partnerRole(thread.partner, t), about].filter(Boolean).join(' · ')}
    >
      <BackLink href="/user/messages">{t('thread.back')}</BackLink>
      <div className="mt-6">
        <ConversationView
          id={thread.id}
          me={thread.me}
          partner={name}
          initial={thread.messages.map((message) => threadMessageOf(message, thread.me))}
          hasEarlier={thread.hasEarlier}
          blocked={thread.blocked}
        />
      </div>
      <section
        aria-labelledby={TOOLS}
        className="mt-8 space-y-4 border-t border-line pt-6"
        data-testid="conversation-tools"
      >
        <h2 id={TOOLS} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('thread.toolsTitle')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          {thread.blocked !== 'them' && (
            <BlockButton
              id={thread.id}
              partner={name}
              blocked={thread.blocked === 'me'}
              headingId={TOOLS}
            />
          )}
          <ReportPanel
            id={thread.id}
            reportedOn={thread.reportedAt ? formatDate(thread.reportedAt, locale) : null}
          />
        </div>
      </section>
    </DashboardPage>
  )
}
