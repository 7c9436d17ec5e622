/** A phone number as members type it: digits, spaces and dashes, 7 to 20 of them, an optional leading +. */
export const phonePattern = /^\+?[\d\s-]{7,20}$/
