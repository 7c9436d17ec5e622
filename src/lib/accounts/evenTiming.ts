import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/** Payload's current password hash (pbkdf2-sha256-v1): the same work is done whether an account exists or not. */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/** Hashes `password` as a sign-in with a real account would, and forgets the result. */
export async function hashLikeASignIn(password: unknown): Promise<void> {
  await pbkdf2(
    typeof password === 'string' ? password : '',
    crypto.randomBytes(32).toString('hex'),
    ITERATIONS,
    KEY_LENGTH,
    'sha256',
  )
}

/**
 * A refused sign-in answers this long after its door opened, whether or not the address has an
 * account: Payload reads a real account's whole record (twice, with the door's own check) where an
 * unknown address costs one empty look-up, about 50 ms apart on a busy machine even with the same
 * hash computed. Above both paths' usual time, so the floor, not the work, is what a visitor times.
 */
export const SIGN_IN_REFUSAL_MS = 700

/**
 * A started sign-up answers this long after it was asked, for a new address as for one that has an
 * account: one creates the account and its consent, the other mails its owner a notice; their
 * times were 40 ms apart on a busy machine, close to what a visitor can tell apart.
 */
export const REGISTRATION_ANSWER_MS = 1000

/** Waits until `floorMs` have passed since `startedAt`: an answer that takes as long whatever it found. */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
