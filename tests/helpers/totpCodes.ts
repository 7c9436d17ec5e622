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
