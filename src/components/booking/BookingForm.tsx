'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import type { z } from 'zod'

import { bookFreeConsultation, bookPackageSession, rescheduleBooking } from '@/actions/bookings'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextAreaField } from '@/components/ui/TextField'
import type { OutcomeWording } from '@/lib/actions/result'
import type { bookingSchema } from '@/lib/booking/bookingSchema'
import { type Host, hostFields } from '@/lib/booking/host'

const loadSchema = () => import('@/lib/booking/bookingSchema').then((m) => m.bookingSchema)
type FormValues = z.infer<typeof bookingSchema>

/** The outcomes the booking form words its own way; the rest show `failureMessages` (a refusal its own reason). */
const bookingOutcomes = {
  invalid: 'bookingPage.form.invalid',
} satisfies OutcomeWording

type Props = {
  host: Host
  /** The member's booking moved to the chosen time instead of a new one (`?reschedule=`). */
  moving: number | null
  /** The member's order whose next session is booked instead of a free consultation (`?order=`). */
  order: number | null
  /** The slot chosen in the picker (ISO), or null. */
  startsAt: string | null
  /** The zone the visitor reads the times in. */
  timeZone: string
  /** `held`: a session of an order not paid yet, held until it is. */
  onBooked: (startsAt: string, held: boolean) => void
  /** The booking was refused (the slot may have just been taken): the picker asks again. */
  onRefused: () => void
  /** Sent without a time: the picker takes the focus. */
  onNeedTime: () => void
}

/**
 * A signed-in member's free consultation, or a session of their order: the host and the chosen
 * slot and zone come from the page, the topic is theirs to add; checked with the booking schema
 * here and again on the server (bookFreeConsultation, bookPackageSession), whose refusal ("This
 * time was just taken…") is the alert.
 */
export function BookingForm({
  host,
  moving,
  order,
  startsAt,
  timeZone,
  onBooked,
  onRefused,
  onNeedTime,
}: Props) {
  const t = useTranslations('bookingPage.form')
  const {
    handleSubmit,
    setValue,
    field,
    action,
    formState: { isSubmitted },
  } = useActionForm(loadSchema, {
    wording: bookingOutcomes,
    fieldErrors: 'booking',
    defaultValues: { ...hostFields(host), startsAt: startsAt ?? '', topic: '', timeZone },
  })
  // The picker and the zone switcher are outside the form: their values follow them.
  useEffect(() => {
    setValue('startsAt', startsAt ?? '', { shouldValidate: isSubmitted })
  }, [setValue, startsAt, isSubmitted])
  useEffect(() => {
    setValue('timeZone', timeZone, { shouldValidate: isSubmitted })
  }, [setValue, timeZone, isSubmitted])

  const onSubmit = async (values: FormValues) => {
    const seen = { refused: false, held: false }
    const booked = await action.run(async () => {
      const result = moving
        ? await rescheduleBooking({ id: moving, startsAt: values.startsAt })
        : order
          ? await bookPackageSession({ ...values, coach: host.id, order })
          : await bookFreeConsultation(values)
      seen.refused = !result.ok && result.error === 'failure'
      seen.held = result.ok && 'status' in result && result.status === 'awaiting-payment'
      return result
    })
    if (booked) onBooked(values.startsAt, seen.held)
    else if (seen.refused) onRefused()
  }

  const slotError = field('startsAt').error
  const zoneError = field('timeZone').error
  return (
    <form
      onSubmit={handleSubmit(onSubmit, (errors) => {
        if (errors.startsAt) onNeedTime()
        else action.refuse('invalid')
      })}
      noValidate
      className="mt-5 space-y-4 border-t border-line pt-5"
      data-testid="booking-form"
    >
      {(slotError || zoneError) && (
        <p role="alert" className="text-sm font-medium text-danger">
          {slotError ?? zoneError}
        </p>
      )}
      {!moving && <TextAreaField label={t('topic')} rows={4} {...field('topic')} />}
      <p role="alert" className="text-sm font-medium text-danger" data-testid="booking-problem">
        {action.refusal}
      </p>
      <SubmitButton
        busy={action.busy}
        label={moving ? t('move') : t('submit')}
        busyLabel={t('sending')}
      />
    </form>
  )
}
