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

/** Waits until `floorMs` have passed since `startedAt`: an answer that takes as long whatever it found. */
export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const wait = startedAt + floorMs - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}
