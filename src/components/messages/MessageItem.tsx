'use client'

import { FileText } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { MessageTime } from './MessageTime'
import { fileSize, fileTypeOf, type ThreadAttachment } from './threadMessages'

/**
 * One message of a thread: the member's own on the right, the other party's on the left, each
 * with its sender and time (or, for one still on its way, its state in `status`), its text and
 * its files.
 */
export function MessageItem({
  mine,
  sender,
  at,
  body,
  attachments,
  status,
  children,
}: {
  mine: boolean
  sender: string
  at: string
  body: string | null
  attachments: ThreadAttachment[]
  /** Said in place of the time while the message is not stored yet ("Sending…"). */
  status?: ReactNode
  /** Under the message: what can be done with one that was not sent. */
  children?: ReactNode
}) {
  return (
    <li
      className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
      data-testid="message"
      data-mine={mine}
    >
      <div
        className={`min-w-0 max-w-[85%] rounded-2xl px-4 py-2.5 sm:max-w-[75%] ${
          mine ? 'rounded-br-md bg-brand-soft' : 'rounded-bl-md bg-bg-muted'
        }`}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-fg-muted">
          <span className="font-semibold text-fg">{sender}</span>
          {status ?? <MessageTime at={at} />}
        </p>
        {body && <p className="mt-1 whitespace-pre-wrap break-words">{body}</p>}
        {attachments.length > 0 && (
          <ul className="mt-2 space-y-2">
            {attachments.map((file) => (
              <li key={file.id}>
                <AttachmentLink file={file} />
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </li>
  )
}

/**
 * A file of a message: its name, type and size, opening it in a new tab at its own address, which
 * serves it only to the conversation's parties; an image shows a small preview.
 */
function AttachmentLink({ file }: { file: ThreadAttachment }) {
  const t = useTranslations('messages.thread')
  const locale = useLocale()
  const type = fileTypeOf(file.mimeType)
  const image = type === 'jpeg' || type === 'png' || type === 'webp'
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener"
      className="flex max-w-full items-center gap-3 rounded-lg border border-line bg-bg p-2 text-sm hover:bg-bg-muted"
    >
      {image ? (
        // A private file sent with the member's session: not through the public image optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={file.url}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded-md object-cover"
        />
      ) : (
        <FileText aria-hidden className="size-8 shrink-0 text-fg-muted" />
      )}
      <span className="min-w-0">
        <span className="block font-medium break-all text-brand underline-offset-2 hover:underline">
          {file.filename}
        </span>
        <span className="block text-xs text-fg-muted">
          {t('fileType', { type })} · {fileSize(file.filesize, locale)}
        </span>
        <span className="sr-only"> {t('opensInNewTab')}</span>
      </span>
    </a>
  )
}
