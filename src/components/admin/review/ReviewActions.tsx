'use client'

import { Button, useDocumentInfo, useForm, useFormFields, useFormProcessing } from '@payloadcms/ui'
import { type ReactNode, useId, useRef, useState } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

type Texts = Record<
  | 'title'
  | 'status'
  | 'approve'
  | 'reject'
  | 'reason'
  | 'reasonHint'
  | 'reasonRequired'
  | 'confirmReject'
  | 'cancel'
  | 'notSubmitted'
  | 'decided',
  string
> & { readOnly?: string }

type Saved = { status?: string | null; rejectionReason?: string | null; verifiedAt?: string | null }

/**
 * Approve and Reject for the application on screen. Both save through the document's own form (a
 * PATCH the server checks like any other: field access, the reason rule, the decision hooks), so
 * the sidebar, the history and the toast follow as after a Save; the bar reads what was saved.
 */
export function ReviewActions({
  locale,
  statuses,
  unknownStatus,
  texts,
}: {
  locale: AppLocale
  statuses: Record<string, string>
  unknownStatus: string
  texts: Texts
}) {
  const { data } = useDocumentInfo()
  const { submit } = useForm()
  const processing = useFormProcessing()
  // The server's refusal of a reason (the same rule, whichever way it was sent) lands on the form's field.
  const serverError = useFormFields(([fields]) =>
    fields.rejectionReason?.valid === false ? fields.rejectionReason.errorMessage : undefined,
  )
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const id = useId()

  const saved = (data ?? {}) as Saved
  const status = saved.status ?? undefined
  const pending = status === 'pending-review'
  const error = missing ? texts.reasonRequired : rejecting ? serverError : undefined

  const decide = async (overrides: {
    status: 'approved' | 'rejected'
    rejectionReason?: string
  }) => {
    const outcome = await submit({ overrides })
    // Saved, the buttons go: keyboard focus stays in the bar, on the outcome; refused, on the reason.
    if (outcome?.res.ok) statusRef.current?.focus()
    else reasonRef.current?.focus()
  }
  const reject = () => {
    if (!reason.trim()) {
      setMissing(true)
      reasonRef.current?.focus()
      return
    }
    void decide({ status: 'rejected', rejectionReason: reason.trim() })
  }

  return (
    <section className="review-bar" aria-labelledby={`${id}-title`} data-testid="review-bar">
      <h2 id={`${id}-title`} className="review-bar__title">
        {texts.title}
      </h2>
      <p ref={statusRef} tabIndex={-1} className="review-bar__status">
        {texts.status}:{' '}
        <strong data-testid="review-status">{(status && statuses[status]) || unknownStatus}</strong>
        {!pending && saved.verifiedAt && (status === 'approved' || status === 'rejected') && (
          <span className="review-bar__when">
            {' · '}
            {texts.decided.replace('{date}', formatDate(saved.verifiedAt, locale, true))}
          </span>
        )}
      </p>
      {status === 'rejected' && saved.rejectionReason && (
        <p className="review-bar__reason">
          {texts.reason}: {saved.rejectionReason}
        </p>
      )}
      {status === 'pending-submission' && <p className="review-bar__note">{texts.notSubmitted}</p>}
      {pending && (
        <>
          {!rejecting && (
            <div className="review-bar__actions">
              <Action
                style="primary"
                busy={processing}
                onClick={() => void decide({ status: 'approved' })}
              >
                {texts.approve}
              </Action>
              <Action
                style="secondary"
                busy={processing}
                onClick={() => {
                  setRejecting(true)
                  // After the textarea is shown, so the reviewer can type at once.
                  requestAnimationFrame(() => reasonRef.current?.focus())
                }}
              >
                {texts.reject}
              </Action>
            </div>
          )}
          {rejecting && (
            <div className="review-bar__rejection">
              <label htmlFor={`${id}-reason`} className="review-bar__label">
                {texts.reason}
              </label>
              <p id={`${id}-hint`} className="review-bar__note">
                {texts.reasonHint}
              </p>
              <textarea
                id={`${id}-reason`}
                ref={reasonRef}
                className="review-bar__textarea"
                rows={3}
                maxLength={1000}
                value={reason}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
                onChange={(event) => {
                  setReason(event.target.value)
                  if (event.target.value.trim()) setMissing(false)
                }}
              />
              {error && (
                <p id={`${id}-error`} className="review-bar__error" role="alert">
                  {error}
                </p>
              )}
              <div className="review-bar__actions">
                <Action style="primary" busy={processing} onClick={reject}>
                  {texts.confirmReject}
                </Action>
                <Action
                  style="secondary"
                  busy={processing}
                  onClick={() => {
                    setRejecting(false)
                    setMissing(false)
                  }}
                >
                  {texts.cancel}
                </Action>
              </div>
            </div>
          )}
          {texts.readOnly && <p className="review-bar__note">{texts.readOnly}</p>}
        </>
      )}
    </section>
  )
}

/** One of the bar's buttons: Payload's own, all the same size, off while the form saves. */
function Action({
  style,
  busy,
  onClick,
  children,
}: {
  style: 'primary' | 'secondary'
  busy: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <Button buttonStyle={style} size="medium" margin={false} disabled={busy} onClick={onClick}>
      {children}
    </Button>
  )
}
