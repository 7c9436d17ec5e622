'use client'

import type { ReactNode } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { useHydrated } from '@/components/ui/useHydrated'
import { useInlineConfirm } from '@/components/ui/useInlineConfirm'
import type { ActionResult } from '@/lib/actions/result'

type Props = {
  /** The first button's content (its label, an icon, words for screen readers). */
  opener: ReactNode
  /** `danger`: the first button's words in red, the question framed in red, the confirmation red. */
  tone: 'danger' | 'primary'
  question: string
  /** The confirming button's content, and its words while the action runs. */
  confirm: ReactNode
  busy: ReactNode
  /** The button that keeps things as they are. */
  keep: string
  /** The action the confirmation runs. */
  act: () => Promise<ActionResult>
  /** After it succeeded (the question has closed): say so, move the focus, refresh. */
  onDone: () => void
  /** After it failed (its reason is in the question's alert already). */
  onFailed?: () => void
  /** Widths of the question's box. */
  className?: string
}

/**
 * A button that asks before it acts, in place: the first click shows the question (it takes the
 * focus; Escape or the keep button gives it back to the opener), the second runs the action. A
 * refusal is said in the question's alert, in its own words when it gave one.
 */
export function InlineConfirm({
  opener,
  tone,
  question: questionText,
  confirm,
  busy,
  keep,
  act,
  onDone,
  onFailed,
  className = '',
}: Props) {
  const hydrated = useHydrated()
  const action = useAction()
  const {
    confirming,
    ask,
    cancel,
    close,
    questionId,
    question,
    opener: openerRef,
    onKeyDown,
  } = useInlineConfirm({ busy: action.busy, onCancel: action.reset })
  const run = async () => {
    if (!(await action.run(act))) return onFailed?.()
    close()
    onDone()
  }
  const danger = tone === 'danger'

  if (!confirming)
    return (
      <button
        ref={openerRef}
        type="button"
        onClick={ask}
        disabled={!hydrated}
        className={buttonClass(
          'secondary',
          `w-full shrink-0 disabled:opacity-60 sm:w-auto ${danger ? 'text-danger' : ''}`,
        )}
      >
        {opener}
      </button>
    )

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
      className={`space-y-3 rounded-xl border p-4 ${danger ? 'border-danger' : 'border-line'} ${className}`}
    >
      <p ref={question} id={questionId} tabIndex={-1} className="font-semibold outline-none">
        {questionText}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={run}
          disabled={action.busy}
          className={buttonClass(tone, 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {action.busy ? busy : confirm}
        </button>
        <button
          type="button"
          onClick={cancel}
          disabled={action.busy}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {keep}
        </button>
      </div>
      <FormAlert message={action.refusal} className="empty:hidden" />
    </div>
  )
}
