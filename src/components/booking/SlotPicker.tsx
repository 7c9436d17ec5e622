'use client'

import { Check, ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { type Ref, useId } from 'react'

import { SelectField } from '@/components/ui/TextField'

import { dayLabel, shortDate, timeIn } from './slotCalendar'

type Props = {
  /** Each day of the week with its free slots; null while they load. */
  days: { day: string; slots: string[] }[] | null
  /** The slots could not be loaded (`onRetry` asks again). */
  failed: boolean
  onRetry: () => void
  selected: string | null
  onSelect: (slot: string) => void
  zone: string
  zones: { value: string; label: string }[]
  onZone: (zone: string) => void
  canGoBack: boolean
  canGoOn: boolean
  onWeek: (step: -1 | 1) => void
  /** The group of times, which the form sends the visitor to when no time is chosen. */
  groupRef?: Ref<HTMLFieldSetElement>
}

const navButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full border border-line px-3 text-sm font-semibold hover:bg-bg-muted disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent'

/**
 * A week of the coach's free times in the visitor's zone: the zone switcher, the week with the
 * way to the next and previous, each day's times as one group of radio buttons (arrow keys move
 * between them, one choice in all), and what to do when there are none or they did not load.
 */
export function SlotPicker({
  days,
  failed,
  onRetry,
  selected,
  onSelect,
  zone,
  zones,
  onZone,
  canGoBack,
  canGoOn,
  onWeek,
  groupRef,
}: Props) {
  const t = useTranslations('bookingPage.picker')
  const locale = useLocale()
  const id = useId()
  const first = days?.[0]?.day
  const last = days?.at(-1)?.day
  const empty = days !== null && days.every((d) => d.slots.length === 0)

  return (
    <div>
      <SelectField
        label={t('zone')}
        value={zone}
        onChange={(event) => onZone(event.target.value)}
        className="max-w-md"
      >
        {zones.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>

      <div className="mt-6 flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          disabled={!canGoBack}
          onClick={() => onWeek(-1)}
        >
          <ChevronLeft aria-hidden className="size-5" />
          <span className="max-sm:sr-only">{t('previousWeek')}</span>
        </button>
        <p aria-live="polite" className="text-center font-semibold">
          {first && last
            ? t('week', { from: shortDate(first, locale), to: shortDate(last, locale) })
            : null}
        </p>
        <button type="button" className={navButton} disabled={!canGoOn} onClick={() => onWeek(1)}>
          <span className="max-sm:sr-only">{t('nextWeek')}</span>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>

      <fieldset ref={groupRef} tabIndex={-1} className="mt-4 min-w-0 outline-none">
        <legend className="sr-only">{t('title')}</legend>
        {failed ? (
          <div role="alert" className="rounded-xl bg-bg-muted p-4">
            <p className="font-medium text-danger">{t('error')}</p>
            <button type="button" onClick={onRetry} className={`${navButton} mt-3`}>
              {t('retry')}
            </button>
          </div>
        ) : days === null ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-bg-muted p-4">
            <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
            {t('loading')}
          </p>
        ) : empty ? (
          <p role="status" className="rounded-xl bg-bg-muted p-4 text-fg-muted">
            {canGoOn ? t('empty') : t('emptyLast')}
          </p>
        ) : (
          <ul className="space-y-5">
            {days.map(({ day, slots }) => (
              <li key={day}>
                <div role="group" aria-labelledby={`${id}-${day}`}>
                  <h3 id={`${id}-${day}`} className="flex items-baseline gap-2 font-bold">
                    {dayLabel(day, locale)}
                    <span className="text-sm font-normal text-fg-muted">
                      {slots.length > 0 ? t('times', { count: slots.length }) : t('noTimes')}
                    </span>
                  </h3>
                  {slots.length > 0 && (
                    <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
                      {slots.map((slot) => (
                        <label key={slot} className="relative block cursor-pointer">
                          <input
                            type="radio"
                            name={`${id}-slot`}
                            value={slot}
                            checked={selected === slot}
                            onChange={() => onSelect(slot)}
                            className="peer sr-only"
                          />
                          <span className="flex h-11 items-center justify-center gap-1 rounded-xl border border-transparent bg-brand-soft px-2 font-semibold text-brand tabular-nums transition-colors hover:border-brand peer-checked:bg-brand peer-checked:text-brand-fg peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus)">
                            {selected === slot && <Check aria-hidden className="size-4" />}
                            {timeIn(slot, zone, locale)}
                          </span>
                        </label>
                      ))}
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  )
}
