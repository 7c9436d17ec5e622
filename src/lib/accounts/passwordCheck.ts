/**
 * The request context flag of a password asked again by the portal (passwordMatches): Payload's
 * sign-in checks it with the same limits, and the session it makes ends at once.
 */
export const PASSWORD_CHECK = 'passwordCheck'
