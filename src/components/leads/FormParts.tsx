import type { ComponentProps } from 'react'

/** The honeypot: hidden from people and assistive technology, so only bots fill it in. */
export function Honeypot(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <input tabIndex={-1} autoComplete="off" {...props} />
    </div>
  )
}

/** A form's main button, showing that it is sending. */
export function SubmitButton({ busy, label, busyLabel, className = '' }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full bg-brand px-8 font-semibold text-brand-fg transition-colors hover:bg-brand-strong disabled:opacity-60 ${className}`}
    >
      {busy ? busyLabel : label}
    </button>
  )
}
