'use client'

import { X } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useLocale, useTranslations } from 'next-intl'
import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'

import { coachOptions } from './coachOptions'
import type { ConsultationPreset } from './consultationPreset'

const loadForm = () => import('./ConsultationForm')
// The form and its checks are fetched when a visitor first reaches for a booking button.
const formPlaceholder = <div aria-busy className="min-h-96" />
const ConsultationForm = dynamic(() => loadForm().then((module) => module.ConsultationForm), {
  ssr: false,
  loading: () => formPlaceholder,
})

type Booking = {
  open: (preset?: ConsultationPreset) => void
  /** Fetches the form ahead of a likely opening (a pointer over a button, its focus). */
  prepare: () => void
}
const BookingContext = createContext<Booking>({ open: () => {}, prepare: () => {} })
/** Opens the consultation modal, optionally with a coach and a package chosen. */
export const useConsultation = () => useContext(BookingContext)

/**
 * The consultation modal (a native <dialog>: focus stays inside, Esc closes it, the page behind
 * is inert) with the provider every "Start Free Consultation" button opens it through.
 */
export function ConsultationProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('consultation')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  // Each opening mounts a fresh form: empty fields, no outcome, this opening's preset.
  const [opening, setOpening] = useState<{ preset: ConsultationPreset; count: number } | null>(null)
  const open = useCallback((preset: ConsultationPreset = {}) => {
    setOpening((previous) => ({ preset, count: (previous?.count ?? 0) + 1 }))
    dialog.current?.showModal()
  }, [])
  const close = useCallback(() => dialog.current?.close(), [])
  const booking = useMemo(
    () => ({
      open,
      prepare: () => {
        void loadForm()
        void coachOptions(locale)
      },
    }),
    [open, locale],
  )

  return (
    <BookingContext.Provider value={booking}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="consultation-title"
        className="m-auto w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl border border-line bg-bg-elevated p-0 text-fg shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id="consultation-title" className="text-xl font-bold">
              {t('title')}
            </h2>
            <p className="mt-1 text-sm text-fg-muted">{t('lead')}</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label={t('close')}
            className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-bg-muted"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="px-5 py-5 sm:px-6">
          {opening && (
            // The form waits for the coaches' names (see coachOptions).
            <Suspense fallback={formPlaceholder}>
              <ConsultationForm key={opening.count} preset={opening.preset} onClose={close} />
            </Suspense>
          )}
        </div>
      </dialog>
    </BookingContext.Provider>
  )
}
