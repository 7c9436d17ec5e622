'use client'

import { Send } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'

import { askQuestion } from '@/actions/messages'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { buttonClass } from '@/components/ui/buttonStyles'
import { TextAreaField } from '@/components/ui/TextField'

import type { AskTarget, AskWords } from './askTypes'
import { newClientId, MESSAGE_MAX } from './threadMessages'

/**
 * The question itself (askQuestion): its text, checked here without a schema library (the server
 * checks it again), sent with one message id for this opening, so sending again after an answer
 * that was lost stores it once. Then the member goes on in the conversation's page.
 */
export function AskQuestionForm({
  target,
  words,
  onCancel,
}: {
  target: AskTarget
  words: AskWords
  onCancel: () => void
}) {
  const router = useProgressRouter()
  const action = useAction()
  const fieldId = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const [clientId] = useState(newClientId)
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // Gone once the conversation's page opens: the button stays busy until then.
  const [leaving, setLeaving] = useState(false)

  // The server's own check of the text, when it disagreed with this one.
  const refused = action.failure?.error === 'invalid' ? action.failure.fields : null
  const fieldError =
    problem ??
    (refused?.body ? (refused.body === 'tooLong' ? words.tooLong : words.required) : undefined)
  const alert = refused && !refused.body ? action.generic : refused ? null : action.refusal

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    const found = !text ? words.required : text.length > MESSAGE_MAX ? words.tooLong : null
    setProblem(found)
    if (found) return box.current?.focus()
    const result = await action.run(() => askQuestion({ ...target, body: text, clientId }))
    if (!result) return
    setLeaving(true)
    router.push(`/user/messages/${result.conversation}`)
  }

  const busy = action.busy || leaving
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="ask-form">
      <TextAreaField
        ref={box}
        id={fieldId}
        label={words.label}
        rows={5}
        maxLength={MESSAGE_MAX}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={fieldError ?? undefined}
        autoFocus
      />
      <FormAlert message={alert} className="empty:hidden" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          className={buttonClass('secondary', 'w-full sm:w-auto')}
        >
          {words.cancel}
        </button>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          <Send aria-hidden className="size-5 shrink-0" />
          {busy ? words.sending : words.send}
        </button>
      </div>
    </form>
  )
}
