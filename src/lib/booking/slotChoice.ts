/** A slot chosen before signing in (`?time=`), as the booking page's slots write it; anything else is no choice. */
export const slotChoice = (time: string | string[] | undefined): string | null => {
  const at = typeof time === 'string' ? Date.parse(time) : NaN
  return Number.isNaN(at) ? null : new Date(at).toISOString()
}
