'use client'

import { MessageCircle, X } from 'lucide-react'
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { useSignedIn } from '@/components/auth/useSignedIn'
import { type ButtonAppearance, buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import { loginRedirectPath } from '@/lib/auth/guard'

import type { AskTarget, AskWords } from './askTypes'

const loadForm = () => import('./AskQuestionForm')
// The form comes when a member first reaches for the button, not with the page.
const AskQuestionForm = dynamic(() => loadForm().then((module) => module.AskQuestionForm), {
  ssr: false,
  loading: () => <div aria-busy className="min-h-56" />,
})

type Props = {
  /** Whom the question goes to, and what it is about (askQuestion's input). */
  target: AskTarget
  /** Its texts, worded on the server (AskQuestionButton): public pages carry no message catalogue for it. */
  words: AskWords
  appearance?: ButtonAppearance
  className?: string
}

/**
 * "Ask a question" / "Message the coach": a button opening a small dialog (a native <dialog>: the
 * page behind is inert, Esc closes it, the focus goes back to the button) with the question's
 * form. Pages around it may be cached for everyone, so the browser asks who is signed in: a
 * visitor gets a link to sign in and come back here instead.
 */
export function AskQuestion({ target, words, appearance = 'secondary', className = '' }: Props) {
  const signedIn = useSignedIn()
  // With its locale prefix: where the sign-in page sends the visitor back to.
  const pathname = usePathname()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Each opening mounts a fresh form (empty, with a new message id); the dialog exists once opened.
  const [openings, setOpenings] = useState(0)

  useEffect(() => {
    if (openings > 0 && !dialog.current?.open) dialog.current?.showModal()
  }, [openings])

  if (signedIn === false)
    return (
      <Link href={loginRedirectPath(pathname)} className={buttonClass(appearance, className)}>
        <MessageCircle aria-hidden className="size-5 shrink-0" />
        {words.signIn}
      </Link>
    )

  const prepare = () => void loadForm()
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpenings((count) => count + 1)}
        onPointerEnter={prepare}
        onFocus={prepare}
        className={buttonClass(appearance, className)}
      >
        <MessageCircle aria-hidden className="size-5 shrink-0" />
        <span>
          {words.open}
          {words.which && <span className="sr-only"> {words.which}</span>}
        </span>
      </button>
      {openings > 0 && (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-bg-elevated p-0 text-fg shadow-2xl backdrop:bg-black/50"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold break-words">
                {words.title}
              </h2>
              <p className="mt-1 text-sm text-fg-muted">{words.lead}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={words.close}
              className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-bg-muted"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="px-5 py-5 sm:px-6">
            <AskQuestionForm key={openings} target={target} words={words} onCancel={close} />
          </div>
        </dialog>
      )}
    </>
  )
}
