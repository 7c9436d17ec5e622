import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl'

/** A field's problem, as a message key of the form's own schema (the form words it). */
export type FieldErrors = Record<string, string>

/** Failures whose message names how long to wait. */
type Waiting = 'rateLimited' | 'tooSoon'

/** Every way a server action can refuse; `failureMessages` below words each one. */
export type FailureCode =
  | 'invalid'
  | Waiting
  | 'failure'
  | 'foreignOrigin'
  | 'signedOut'
  | 'invalidCredentials'
  | 'unverified'
  | 'resetInvalid'
  | 'sendFirst'
  | 'codeWrong'
  | 'codeExpired'
  | 'codeTooMany'
  | 'emailTaken'
  | 'currentPasswordWrong'
  | 'signupExpired'
  | 'notImage'
  | 'tooLarge'
  | 'damaged'
  | 'secondFactorWrong'
  | 'secondFactorReused'
  | 'secondFactorExpired'
  | 'secondFactorRequired'

export type ActionFailure =
  | { ok: false; error: 'invalid'; fields: FieldErrors }
  | { ok: false; error: Waiting; retryAfterSeconds: number }
  /** `reason`: a refusal's own localized text; `field`: the field it belongs to, if one. */
  | { ok: false; error: Exclude<FailureCode, 'invalid' | Waiting>; reason?: string; field?: string }

/** What every server action answers: success with its data, or a failure with a code (and field errors). */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

/** A key of messages/en.json (the compiler knows them all). */
type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>

/**
 * A form's own message for some outcomes (e.g. `{ failure: 'contact.outcome.failure' }`), declared
 * in the form's file `satisfies OutcomeWording` (tests/unit/perf/clientNamespaces.test.ts reads the
 * namespaces the browser needs there); the outcomes it leaves out show `failureMessages`.
 */
export type OutcomeWording = Partial<Record<FailureCode | 'network', MessageKey>>

/**
 * The message each failure shows unless its form words it (`OutcomeWording`); `network` is the
 * call that got no answer.
 */
export const failureMessages: Record<Exclude<FailureCode, 'invalid'> | 'network', MessageKey> = {
  rateLimited: 'form.rateLimited',
  tooSoon: 'form.tooSoon',
  failure: 'form.failure',
  network: 'request.networkFailed',
  foreignOrigin: 'request.foreignOrigin',
  signedOut: 'form.signedOut',
  invalidCredentials: 'auth.invalidCredentials',
  unverified: 'auth.unverified',
  resetInvalid: 'auth.resetInvalid',
  sendFirst: 'register.sendFirst',
  codeWrong: 'register.codeWrong',
  codeExpired: 'register.codeExpired',
  codeTooMany: 'register.codeTooMany',
  emailTaken: 'register.emailTaken',
  currentPasswordWrong: 'register.currentPasswordWrong',
  signupExpired: 'register.signupExpired',
  notImage: 'uploads.notImage',
  tooLarge: 'uploads.tooLarge',
  damaged: 'uploads.damaged',
  secondFactorWrong: 'secondFactor.wrongCode',
  secondFactorReused: 'secondFactor.reusedCode',
  secondFactorExpired: 'secondFactor.expired',
  secondFactorRequired: 'secondFactor.requiredForStaff',
}

/** The values a failure's message takes (minutes or seconds to wait, a refusal's reason). */
export const messageValues = (failure: ActionFailure) =>
  failure.error === 'rateLimited'
    ? { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) }
    : failure.error === 'tooSoon'
      ? { seconds: failure.retryAfterSeconds }
      : { reason: 'reason' in failure ? (failure.reason ?? '') : '' }
