import { generate } from 'otplib'

import { TOTP_PERIOD_SECONDS } from '../../src/lib/secondFactor/totp'

const lastStep = new Map<string, number>()

/**
 * A code for `secret` this process has not handed out before: a code is accepted once, so two
 * sign-ins in one 30-second step need the next step's code (accepted: one step of clock drift is),
 * and a third waits for the step after.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS)
    const next = Math.max(step, (lastStep.get(secret) ?? -1) + 1)
    if (next <= step + 1) {
      lastStep.set(secret, next)
      return generate({ secret, epoch: next * TOTP_PERIOD_SECONDS })
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (next - 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 50),
    )
  }
}

/**
 * A REST sign-in with both factors where the account has an authenticator (`totpSecret`: staff,
 * e.g. the first admin's ADMIN_TOTP_SECRET): the session's token. For the benches and scripts
 * that act as the admin through plain fetch.
 */
export async function signInOverRest(
  origin: string,
  { email, password, totpSecret }: { email: string; password: string; totpSecret?: string },
): Promise<string> {
  const headers = { 'content-type': 'application/json', origin }
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  if (!login.ok) throw new Error(`signing in ${email} answered HTTP ${login.status}`)
  const { token, secondFactor } = (await login.json()) as { token: string; secondFactor?: string }
  if (!secondFactor) return token
  if (!totpSecret)
    throw new Error(`${email} needs a second factor: set ADMIN_TOTP_SECRET (its authenticator)`)
  for (let tries = 0; ; tries++) {
    const passed = await fetch(`${origin}/api/users/second-factor`, {
      method: 'POST',
      headers: { ...headers, authorization: `JWT ${token}` },
      body: JSON.stringify({ code: await freshCode(totpSecret) }),
    })
    if (passed.ok) return token
    // A code used a moment ago by another process: the next one is not.
    if (tries >= 2) throw new Error(`the second factor of ${email} answered HTTP ${passed.status}`)
  }
}
