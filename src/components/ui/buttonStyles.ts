export type ButtonAppearance = 'primary' | 'secondary'

const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors'
const appearances: Record<ButtonAppearance, string> = {
  primary: 'bg-brand text-brand-fg shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line bg-bg text-fg hover:bg-bg-muted',
}

/** The pill buttons of calls to action. */
export const buttonClass = (appearance: ButtonAppearance = 'primary', extra = '') =>
  `${base} ${appearances[appearance]} ${extra}`.trim()
