import type { ComponentProps } from 'react'

import { useHydrated } from '@/components/ui/useHydrated'

/** The honeypot: hidden from people and assistive technology, so only bots fill it in. */
export function Honeypot(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <input tabIndex={-1} autoComplete="off" {...props} />
    </div>
  )
}

/** A form's main button, showing that it is sending; usable once the page runs (see useHydrated). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = '',
}: {
  busy: boolean
  label: string
  /** What it says while sending; the label itself by default. */
  busyLabel?: string
  className?: string
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full bg-brand px-8 font-semibold text-brand-fg transition-colors hover:bg-brand-strong disabled:opacity-60 ${className}`}
    >
      {busy ? (busyLabel ?? label) : label}
    </button>
  )
}
