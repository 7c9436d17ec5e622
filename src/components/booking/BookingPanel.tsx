'use client'

import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { HeadedSection } from '@/components/page/HeadedSection'
import type { BookingOffer } from '@/data/bookingPage'
import type { Host } from '@/lib/booking/host'

import { ChosenTime, SignInPrompt } from './BookingParts'
import {
  BEIJING,
  canonicalZone,
  COMMON_ZONES,
  fullDateIn,
  MAX_WEEKS_AHEAD,
  slotsByDay,
  timeIn,
  weekIn,
  weekOffsetOf,
  zoneOptions,
} from './slotCalendar'
import { SlotPicker } from './SlotPicker'
import { useRefetchWeek, useSlots } from './useSlots'

// Only a signed-in member's page holds the form: its code (react-hook-form) is fetched with it.
const BookingForm = dynamic(() => import('./BookingForm').then((module) => module.BookingForm))
// The confirmation shows once a time is booked: fetched then, not with the page.
const BookingDone = dynamic(() => import('./BookingDone').then((module) => module.BookingDone))

const noSubscription = () => () => {}
/** The visitor's own zone as the browser knows it (null on the server, which does not). */
const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return canonicalZone(zone) ? zone : null
}

/** Whom the page books: a coach or a service manager, their name and public page. */
export type PanelHost = Host & {
  name: string
  profilePath: string
  /** A service manager's organisation, named on the way back. */
  organisation?: string
}

type Props = {
  host: PanelHost
  offer: BookingOffer
  signedIn: boolean
  /** The member's booking being moved to the time chosen, if that is what the page is for. */
  rescheduling: { id: number; startsAt: string } | null
  /** The member's order whose next session is booked, if that is what the page is for. */
  order: { id: number } | null
  /** This page's path in its language (where sign-in comes back to). */
  path: string
  /** A slot chosen before signing in (`?time=`), kept when it is still free. */
  choice: string | null
}

/**
 * The booking page's working part: the week's free times in the visitor's zone, the time chosen
 * (with the host's beside it), then the form, or for a visitor not signed in the way to sign in;
 * once booked, the confirmation. The server renders the first week (in Beijing time on the Chinese
 * pages, else the coach's) so the page shows its times before it runs; the visitor's own zone then
 * takes over.
 */
export function BookingPanel({ host, offer, signedIn, rescheduling, order, path, choice }: Props) {
  const t = useTranslations('bookingPage')
  const locale = useLocale()
  const ids = useId()
  const detected = useSyncExternalStore(noSubscription, browserZone, () => null)
  const [chosenZone, setChosenZone] = useState<string | null>(null)
  const zone = chosenZone ?? detected ?? (locale === 'zh' ? BEIJING : offer.timeZone)
  const now = Date.parse(offer.firstWeek.now)
  const [offset, setOffset] = useState(0)
  const [selected, setSelected] = useState<string | null>(() =>
    choice && offer.firstWeek.slots.includes(choice) ? choice : null,
  )
  // What was booked, as the page offered it then: the booking's action refreshes the page, which
  // offers no order once its last open session is booked (then a free consultation's length).
  const [booked, setBooked] = useState<{
    slot: string
    held: boolean
    minutes: number
    moved: boolean
    order: number | null
  } | null>(null)
  const picker = useRef<HTMLFieldSetElement>(null)

  const week = useMemo(() => weekIn(zone, now, offset), [zone, now, offset])
  const first = { ...offer.firstWeek, timeZone: offer.timeZone, minutes: offer.minutes }
  const moving = rescheduling?.id ?? null
  const slotsOf = { type: host.type, id: host.id } as Host
  const { data, error, mutate } = useSlots(slotsOf, offer.kind, week, first, moving)
  const refetchWeek = useRefetchWeek(slotsOf, offer.kind, moving)
  const zones = useMemo(
    () => zoneOptions([detected, offer.timeZone, ...COMMON_ZONES], locale, week.from),
    [detected, offer.timeZone, locale, week.from],
  )

  if (booked)
    return (
      <BookingDone
        host={host}
        slot={booked.slot}
        zone={zone}
        coachZone={offer.timeZone}
        minutes={booked.minutes}
        moved={booked.moved}
        order={booked.order}
        held={booked.held}
      />
    )

  /** After a refusal: the week of the chosen slot asked again, and the slot let go if it has gone. */
  const recheck = async () => {
    const slot = selected
    if (!slot) return
    const target = Math.min(Math.max(weekOffsetOf(slot, zone, now), 0), MAX_WEEKS_AHEAD)
    setOffset(target)
    try {
      const fresh = await refetchWeek(weekIn(zone, now, target))
      if (fresh && !fresh.slots.includes(slot))
        setSelected((current) => (current === slot ? null : current))
    } catch {
      // Not asked again: the refusal stays said, and the next visit to the tab asks again.
    }
  }

  const needTime = () => {
    const target = picker.current?.querySelector<HTMLInputElement>('input[type="radio"]')
    ;(target ?? picker.current)?.focus()
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <HeadedSection
        id={`${ids}-picker`}
        title={t('picker.title')}
        className="min-w-0 rounded-2xl border border-line bg-bg-elevated p-4 sm:p-6"
        titleClassName="mb-4 text-xl font-bold"
      >
        <SlotPicker
          days={data ? slotsByDay(data.slots, zone, week.days) : null}
          failed={Boolean(error) && !data}
          onRetry={() => void mutate()}
          selected={selected}
          onSelect={setSelected}
          zone={zone}
          zones={zones}
          onZone={setChosenZone}
          canGoBack={offset > 0}
          canGoOn={offset < MAX_WEEKS_AHEAD}
          onWeek={(step) => setOffset((current) => current + step)}
          groupRef={picker}
        />
      </HeadedSection>
      <HeadedSection
        id={`${ids}-chosen`}
        title={t('chosen.title')}
        className="rounded-2xl border border-line bg-bg-elevated p-4 sm:p-6 lg:sticky lg:top-24"
        titleClassName="text-xl font-bold"
      >
        {rescheduling && (
          <p className="mb-4 rounded-lg bg-brand-soft p-3 text-sm" data-testid="booking-moving">
            {t('moving', {
              when: `${fullDateIn(Date.parse(rescheduling.startsAt), zone, locale)} ${timeIn(Date.parse(rescheduling.startsAt), zone, locale)}`,
            })}
          </p>
        )}
        <ChosenTime
          slot={selected}
          zone={zone}
          coachZone={offer.timeZone}
          minutes={offer.minutes}
          kind={offer.kind}
          hostType={host.type}
        />
        {signedIn ? (
          <BookingForm
            host={slotsOf}
            moving={rescheduling?.id ?? null}
            order={order?.id ?? null}
            startsAt={selected}
            timeZone={zone}
            onBooked={(slot, held) => {
              setBooked({
                slot,
                held,
                minutes: offer.minutes,
                moved: Boolean(rescheduling),
                order: order?.id ?? null,
              })
              void mutate()
            }}
            onRefused={recheck}
            onNeedTime={needTime}
          />
        ) : (
          <SignInPrompt path={path} slot={selected} />
        )}
      </HeadedSection>
    </div>
  )
}
