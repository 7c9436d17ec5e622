/**
 * Prices are kept in major units (19.99), as editors type them on a package; Stripe counts minor
 * units (1999). Every currency the portal sells in has two decimals (src/lib/enums.ts `currencies`).
 */
export const toMinorUnits = (amount: number) => Math.round(amount * 100)
export const fromMinorUnits = (amount: number) => amount / 100
