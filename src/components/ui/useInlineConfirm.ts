'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

/**
 * A button that asks inline before it acts: `ask` shows the question, which takes the focus;
 * Escape or `cancel` gives the focus back to the button (not while `busy`); `close` ends the
 * question once the action is done (the caller moves the focus on, as the button may be gone).
 */
export function useInlineConfirm({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  const questionId = useId()
  const [confirming, setConfirming] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<'question' | 'opener' | null>(null)

  useEffect(() => {
    if (focusNext.current === 'question') question.current?.focus()
    if (focusNext.current === 'opener') opener.current?.focus()
    focusNext.current = null
  }, [confirming])

  const ask = () => {
    focusNext.current = 'question'
    setConfirming(true)
  }
  const cancel = () => {
    if (busy) return
    focusNext.current = 'opener'
    onCancel?.()
    setConfirming(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel()
  }
  return {
    confirming,
    ask,
    cancel,
    close: () => setConfirming(false),
    questionId,
    question,
    opener,
    onKeyDown,
  }
}
