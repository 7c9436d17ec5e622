import { Star } from '@/components/ui/icons'

/**
 * Five stars, as many filled as `value` rounds to. Decoration only: the text beside them says the
 * rating in words, so they are hidden from screen readers.
 */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value)
  return (
    <span aria-hidden className="inline-flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${className} ${n <= filled ? 'fill-accent text-accent' : 'text-fg-muted'}`}
        />
      ))}
    </span>
  )
}
