export type ButtonAppearance = 'primary' | 'secondary' | 'danger'

const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors'
const appearances: Record<ButtonAppearance, string> = {
  primary: 'bg-brand text-brand-fg shadow-sm hover:bg-brand-strong',
  secondary: 'border border-line bg-bg text-fg hover:bg-bg-muted',
  // What cannot be undone (delete an account, cancel a session): the page's background on red,
  // above 4.5:1 in both colour schemes.
  danger: 'bg-danger text-bg hover:bg-danger/90',
}

/** The pill buttons of calls to action. */
export const buttonClass = (appearance: ButtonAppearance = 'primary', extra = '') =>
  `${base} ${appearances[appearance]} ${extra}`.trim()
