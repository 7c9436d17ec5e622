'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { type FieldError, get, useController, useWatch } from 'react-hook-form'

import { submitReview } from '@/actions/reviews'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { TextAreaField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import type { OutcomeWording } from '@/lib/actions/result'
import { type ReviewCriterion, reviewCriteria } from '@/lib/enums'
import type { ReviewInput } from '@/lib/reviews/reviewSchema'

import { StarRadioGroup } from './StarRadioGroup'

const loadSchema = () => import('@/lib/reviews/reviewSchema').then((m) => m.reviewSchema)

/** The outcomes the review form words its own way; the rest show `failureMessages` (a refusal its own reason). */
const reviewOutcomes = {
  invalid: 'reviews.form.invalid',
} satisfies OutcomeWording

/** How long the typing pauses before the characters left are said to screen readers. */
const ANNOUNCE_AFTER_MS = 1000

const useReviewForm = (defaults: ReviewInput) =>
  useActionForm(loadSchema, {
    wording: reviewOutcomes,
    fieldErrors: 'reviews',
    defaultValues: defaults,
    // Checked when sent, then as answers change: a star group left without a choice while moving
    // through the form is not yet a mistake.
    mode: 'onSubmit',
  })
type Form = ReturnType<typeof useReviewForm>
type StarName = 'rating' | `criteria.${ReviewCriterion}`

type Props = {
  booking: number
  /**
   * The longest text (REVIEW_TEXT_MAX), given by the page: importing the schema's module here
   * would bring zod into the page's first load.
   */
  textMax: number
  /** The member's review so far (editing it), or null for a first one. */
  review: Pick<ReviewInput, 'rating' | 'criteria' | 'text'> | null
}

/**
 * The member's review of a held session: overall stars, stars for each criterion, an optional text
 * with its characters counted. Checked with the review schema here and again on the server
 * (submitReview), whose refusal (the thirty days just ended) is the alert; once saved, back to
 * /user/bookings with a notice.
 */
export function ReviewForm({ booking, textMax, review }: Props) {
  const t = useTranslations('reviews')
  const locale = useLocale()
  const router = useProgressRouter()
  const editing = review !== null
  const form = useReviewForm({
    booking,
    // 0: no star chosen yet, refused by the schema as "choose from 1 to 5 stars".
    rating: review?.rating ?? 0,
    criteria: review?.criteria ?? { expertise: 0, clarity: 0, helpfulness: 0 },
    text: review?.text ?? '',
  })
  const { handleSubmit, field, action, control } = form

  const onSubmit = async (values: ReviewInput) => {
    if (!(await action.run(() => submitReview(values)))) return
    toast.success(t(editing ? 'form.saved' : 'form.sent'))
    router.push('/user/bookings')
  }

  const ids = useId()
  const textId = `${ids}-text`
  const text = field('text')
  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => action.refuse('invalid'))}
      noValidate
      className="space-y-6"
      data-testid="review-form"
    >
      <StarField
        form={form}
        name="rating"
        legend={t('form.overall')}
        hint={t('form.overallHint')}
      />
      <fieldset className="space-y-5 rounded-xl border border-line p-4 sm:p-5">
        <legend className="px-1 font-semibold">{t('form.criteria')}</legend>
        {reviewCriteria.map(({ value, label }) => (
          <StarField
            key={value}
            form={form}
            name={`criteria.${value}`}
            legend={label[locale]}
            hint={t(`form.criterionHint.${value}`)}
          />
        ))}
      </fieldset>
      <div>
        <TextAreaField
          label={t('form.text')}
          id={textId}
          rows={6}
          {...text}
          aria-describedby={[`${textId}-hint`, `${textId}-count`, text.error && `${textId}-error`]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={`${textId}-hint`} className="mt-1.5 text-sm text-fg-muted">
          {t('form.textHint')}
        </p>
        <CharacterCount control={control} id={`${textId}-count`} max={textMax} />
      </div>
      <div className="space-y-3">
        <FormAlert message={action.refusal} />
        <SubmitButton
          busy={action.busy}
          label={editing ? t('form.save') : t('form.send')}
          busyLabel={editing ? t('form.saving') : t('form.sending')}
          className="sm:w-auto"
        />
      </div>
    </form>
  )
}

/** A star group bound to the form: its value as a number, its error in the reviews' words. */
function StarField({
  form,
  name,
  legend,
  hint,
}: {
  form: Form
  name: StarName
  legend: string
  hint: string
}) {
  const t = useTranslations('reviews')
  const { field } = useController({ control: form.control, name })
  const key = (get(form.formState.errors, name) as FieldError | undefined)?.message
  return (
    <StarRadioGroup
      legend={legend}
      hint={hint}
      name={field.name}
      value={Number(field.value) || 0}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={key ? t(`errors.${key}` as 'errors.stars') : undefined}
    />
  )
}

/**
 * The text's length against the most allowed, counted as the schema counts it (trimmed). Shown as
 * it changes; said to screen readers once the typing pauses, so each key press is not announced.
 */
function CharacterCount({
  control,
  id,
  max,
}: {
  control: Form['control']
  id: string
  max: number
}) {
  const t = useTranslations('reviews.form')
  const text = useWatch({ control, name: 'text' }) ?? ''
  const count = text.trim().length
  const over = count - max
  const spoken = over > 0 ? t('over', { count: over }) : t('left', { count: -over })
  // Nothing is said until the text changes: the count is read with the box as it is focused.
  const [initial] = useState(spoken)
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    if (spoken === initial && !announced) return
    const timer = setTimeout(() => setAnnounced(spoken), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [spoken, initial, announced])
  return (
    <>
      <p
        id={id}
        className={`mt-1 text-sm tabular-nums ${over > 0 ? 'font-semibold text-danger' : 'text-fg-muted'}`}
      >
        {over > 0 ? t('over', { count: over }) : t('count', { count, max })}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  )
}
