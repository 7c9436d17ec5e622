'use client'

import { CalendarPlus, Plus, Trash2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'
import { type FieldError, get, useFieldArray, useWatch } from 'react-hook-form'

import { saveAvailability } from '@/actions/coaching'
import { FormAlert } from '@/components/forms/FormAlert'
import { useMemberSave } from '@/components/dashboard/useMemberSave'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { buttonClass } from '@/components/ui/buttonStyles'
import { SelectField, TextField } from '@/components/ui/TextField'
import { useRouter } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import type { AvailabilityForm } from '@/lib/booking/availabilityForm'
import { listLimits, ruleBounds, type RuleName } from '@/lib/booking/availabilityLimits'
import { type Host, hostFields } from '@/lib/booking/host'
import { weekdays } from '@/lib/enums'

const loadSchema = () =>
  import('@/lib/booking/availabilityForm').then((m) => m.availabilityFormSchema)

/** The outcomes the hours form words its own way; the rest show `failureMessages`. */
const availabilityOutcomes = {
  invalid: 'availability.invalid',
} satisfies OutcomeWording

/** The form's sizes, as availabilityFormSchema caps them (the add buttons stop there). */
const most = listLimits

/** What a new line of hours starts as: a working day the coach then adjusts. */
const newHours = { start: '09:00', end: '17:00' }

/** The session and booking rules, with the bounds availabilityFormSchema checks them against. */
const rules = (Object.keys(ruleBounds) as RuleName[]).map((name) => ({ name, ...ruleBounds[name] }))

// A number box's text as the schema reads it: empty is null (no limit for maxPerDay, refused as
// out of range for the others), anything else a number.
const numberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value))

// An icon-only button, 44 px square at least (WCAG 2.5.8 and phones); its name is its aria-label.
const iconButton =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full border border-line bg-bg text-fg transition-colors hover:bg-bg-muted'

const hint = 'text-sm text-fg-muted'

/**
 * A control's description: its hint, and its error when it has one. TextField and SelectField
 * describe a control by its error alone (as `${id}-error`); a control given a hint names both.
 */
const describedBy = (id: string, hintId: string, error: string | undefined) =>
  error ? `${hintId} ${id}-error` : hintId

/** The form's hook, named so the override rows can be given it with its types. */
const useAvailabilityForm = (defaults: AvailabilityForm) =>
  useActionForm(loadSchema, {
    wording: availabilityOutcomes,
    fieldErrors: 'availability',
    defaultValues: defaults,
    // Checked when saved, then as fields change: an error shown as a field is left would move the
    // Save button down under the pointer and swallow the click.
    mode: 'onSubmit',
  })
type Form = ReturnType<typeof useAvailabilityForm>

/**
 * A list's own error (too many lines, the same date twice): the browser's check puts it on the
 * list's `root` once the list has fields, the server's on the list itself.
 */
const listError = (form: Form, name: 'weekly' | 'overrides') => {
  const errors = form.formState.errors
  const key =
    (get(errors, `${name}.root`) as FieldError | undefined)?.message ??
    (get(errors, name) as FieldError | undefined)?.message
  return key || undefined
}

type Props = {
  /** Whose hours these are: a coach profile or a service manager (sent with the save). */
  host: Host
  /** The coach's saved hours and rules, or the starting ones for a first save. */
  defaults: AvailabilityForm
  /** The IANA zones to choose from (sorted, with the default among them). */
  timeZones: string[]
}

/**
 * /user/coaching/availability: when students can book the coach. Weekly hours, dates that differ
 * (a date without hours is a day off) and the session rules, in the coach's own zone; checked with
 * the availability form's schema here and again on the server (saveAvailability), whose field
 * errors land on the fields.
 */
export function AvailabilityEditor({ host, defaults, timeZones }: Props) {
  const t = useTranslations('availability')
  const locale = useLocale()
  const router = useRouter()
  const form = useAvailabilityForm(defaults)
  const { handleSubmit, field, register, control, action } = form
  const save = useMemberSave(action)
  const weekly = useFieldArray({ control, name: 'weekly' })
  const overrides = useFieldArray({ control, name: 'overrides' })
  const ids = useId()
  const zoneId = `${ids}-zone`

  const onSubmit = async (values: AvailabilityForm) => {
    // The page renders again from what was stored (the server's copy is now the starting point).
    if (await save(() => saveAvailability({ ...values, ...hostFields(host) }), t('saved')))
      router.refresh()
  }

  const zone = field('timeZone')
  const weeklyError = listError(form, 'weekly')
  const overridesError = listError(form, 'overrides')
  const wording = (key: string | undefined) =>
    key ? t(`errors.${key}` as 'errors.outOfRange') : undefined

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => action.refuse('invalid'))}
      noValidate
      className="space-y-8"
      data-testid="availability-form"
    >
      <div className="max-w-md">
        <SelectField
          label={t('timeZone')}
          id={zoneId}
          {...zone}
          aria-describedby={describedBy(zoneId, `${zoneId}-hint`, zone.error)}
        >
          {timeZones.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <p id={`${zoneId}-hint`} className={`mt-1.5 ${hint}`}>
          {t('timeZoneHint')}
        </p>
      </div>

      <fieldset className="space-y-4" aria-describedby={`${ids}-weekly-hint`}>
        <legend className="text-lg font-semibold">{t('weekly')}</legend>
        <p id={`${ids}-weekly-hint`} className={hint}>
          {t('weeklyHint')}
        </p>
        {weekly.fields.length === 0 ? (
          <p className={`rounded-xl border border-line bg-bg-muted p-4 ${hint}`}>{t('noWeekly')}</p>
        ) : (
          <ul className="space-y-4">
            {weekly.fields.map((row, index) => (
              <li
                key={row.id}
                // Phones: the day across the row, the times side by side, the remove button last.
                className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[10rem_1fr_1fr_auto]"
                data-testid="weekly-row"
              >
                <SelectField
                  label={t('weekday')}
                  className="col-span-2 sm:col-span-1"
                  {...field(`weekly.${index}.weekday` as const)}
                >
                  {weekdays.map((day) => (
                    <option key={day.value} value={day.value}>
                      {day.label[locale]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('from')}
                  type="time"
                  step={300}
                  {...field(`weekly.${index}.start` as const)}
                />
                <TextField
                  label={t('to')}
                  type="time"
                  step={300}
                  {...field(`weekly.${index}.end` as const)}
                />
                <button
                  type="button"
                  onClick={() => weekly.remove(index)}
                  aria-label={t('removeHours')}
                  // Level with the controls under their labels from sm up.
                  className={`${iconButton} col-span-2 justify-self-end sm:col-span-1 sm:mt-6.5`}
                >
                  <Trash2 aria-hidden className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {weeklyError && (
          <p role="alert" className="text-sm text-danger">
            {wording(weeklyError)}
          </p>
        )}
        <button
          type="button"
          onClick={() => weekly.append({ weekday: '1', ...newHours }, { shouldFocus: true })}
          disabled={weekly.fields.length >= most.weekly}
          className={buttonClass('secondary', 'text-sm disabled:opacity-60')}
          data-testid="add-hours"
        >
          <Plus aria-hidden className="size-4" />
          {t('addHours')}
        </button>
      </fieldset>

      <fieldset className="space-y-4" aria-describedby={`${ids}-overrides-hint`}>
        <legend className="text-lg font-semibold">{t('overrides')}</legend>
        <p id={`${ids}-overrides-hint`} className={hint}>
          {t('overridesHint')}
        </p>
        {overrides.fields.length > 0 && (
          <ul className="space-y-4">
            {overrides.fields.map((row, index) => (
              <OverrideRow
                key={row.id}
                form={form}
                index={index}
                onRemove={() => overrides.remove(index)}
              />
            ))}
          </ul>
        )}
        {overridesError && (
          <p role="alert" className="text-sm text-danger">
            {wording(overridesError)}
          </p>
        )}
        <button
          type="button"
          onClick={() => overrides.append({ date: '', ranges: [] }, { shouldFocus: true })}
          disabled={overrides.fields.length >= most.overrides}
          className={buttonClass('secondary', 'text-sm disabled:opacity-60')}
          data-testid="add-date"
        >
          <CalendarPlus aria-hidden className="size-4" />
          {t('addDate')}
        </button>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t('rulesTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {rules.map(({ name, min, max }) => {
            const id = `${ids}-${name}`
            // field() registers the text as typed; the numbers are read as numbers (or null).
            const { error } = field(name)
            const limit = name === 'maxPerDay'
            return (
              <div key={name}>
                <TextField
                  label={t(name)}
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  error={error}
                  // Only the limit has a hint; the others keep TextField's own (their error).
                  {...(limit && { 'aria-describedby': describedBy(id, `${id}-hint`, error) })}
                  {...register(name, { setValueAs: numberOrNull })}
                />
                {limit && (
                  <p id={`${id}-hint`} className={`mt-1.5 ${hint}`}>
                    {t('maxPerDayHint')}
                  </p>
                )}
              </div>
            )
          })}
        </div>
      </fieldset>

      <div className="space-y-3">
        <FormAlert message={action.refusal} />
        <SubmitButton
          busy={action.busy}
          label={t('save')}
          busyLabel={t('saving')}
          className="sm:w-auto"
        />
      </div>
    </form>
  )
}

/**
 * A date that differs from the weekly hours: its date, and its hours (none is a day off). Its own
 * component, as each date's hours are a list of their own (`overrides.${index}.ranges`).
 */
function OverrideRow({
  form,
  index,
  onRemove,
}: {
  form: Form
  index: number
  onRemove: () => void
}) {
  const t = useTranslations('availability')
  const { control, field } = form
  const ranges = useFieldArray({ control, name: `overrides.${index}.ranges` as const })
  // The date names the group, so "From" and "To" are heard with the date they are for.
  const date = useWatch({ control, name: `overrides.${index}.date` as const })

  return (
    <li className="rounded-2xl border border-line p-4" data-testid="override-row">
      <fieldset className="space-y-3">
        <legend className="sr-only">{date || t('date')}</legend>
        <div className="flex items-start gap-3">
          <TextField
            label={t('date')}
            type="date"
            className="min-w-0 flex-1 sm:max-w-xs"
            {...field(`overrides.${index}.date` as const)}
          />
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('removeDate')}
            className={`${iconButton} mt-6.5`}
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        </div>
        {ranges.fields.length === 0 ? (
          <p className="text-sm font-medium text-fg-muted">{t('dayOff')}</p>
        ) : (
          <ul className="space-y-3">
            {ranges.fields.map((range, r) => (
              <li
                key={range.id}
                className="grid max-w-xl grid-cols-[1fr_1fr_auto] items-start gap-3"
              >
                <TextField
                  label={t('from')}
                  type="time"
                  step={300}
                  {...field(`overrides.${index}.ranges.${r}.start` as const)}
                />
                <TextField
                  label={t('to')}
                  type="time"
                  step={300}
                  {...field(`overrides.${index}.ranges.${r}.end` as const)}
                />
                <button
                  type="button"
                  onClick={() => ranges.remove(r)}
                  aria-label={t('removeHours')}
                  className={`${iconButton} mt-6.5`}
                >
                  <Trash2 aria-hidden className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          onClick={() => ranges.append({ ...newHours }, { shouldFocus: true })}
          disabled={ranges.fields.length >= most.ranges}
          className={buttonClass('secondary', 'text-sm disabled:opacity-60')}
        >
          <Plus aria-hidden className="size-4" />
          {t('addRange')}
        </button>
      </fieldset>
    </li>
  )
}
