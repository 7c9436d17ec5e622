'use client'

import { Star } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type Ref, useId } from 'react'

type Props = {
  /** The group's visible name (its legend). */
  legend: string
  hint?: string
  /** The radios' name: one group's arrow keys move within it. */
  name: string
  /** 1 to 5, or 0 while none is chosen. */
  value: number
  onChange: (stars: number) => void
  onBlur?: () => void
  /** Given the first star: the form focuses it when the group's answer is missing. */
  inputRef?: Ref<HTMLInputElement>
  error?: string
}

/**
 * One to five stars as a radio group: a fieldset with its legend and hint, five native radios (Tab
 * enters the group, the arrow keys choose), each read as "3 stars" and drawn as a star 44 px
 * square to tap; the stars up to the chosen one fill, and the choice is also said in text.
 */
export function StarRadioGroup({
  legend,
  hint,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: Props) {
  const t = useTranslations('reviews.form')
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset aria-describedby={describedBy} data-testid={`stars-${name}`}>
      <legend className="font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="group relative block cursor-pointer">
              <input
                ref={stars === 1 ? inputRef : undefined}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <span className="flex size-11 items-center justify-center rounded-full peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus)">
                <Star
                  aria-hidden
                  className={`size-8 transition-colors ${
                    stars <= value
                      ? 'fill-accent text-accent'
                      : 'text-fg-muted group-hover:text-accent'
                  }`}
                />
              </span>
              <span className="sr-only">{t('star', { count: stars })}</span>
            </label>
          ))}
        </div>
        <span aria-hidden className="text-sm font-medium text-fg-muted tabular-nums">
          {value ? t('chosen', { count: value }) : t('notChosen')}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
