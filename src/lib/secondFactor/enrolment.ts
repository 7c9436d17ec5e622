import QRCode from 'qrcode'
import type { Payload } from 'payload'

import { enrolmentSecret } from './store'
import { authenticatorUri, groupedKey } from './totp'

export type EnrolmentView = {
  /** The QR code to scan, as SVG markup (drawn on the server: no script, no request elsewhere). */
  qrSvg: string
  /** The same key for typing by hand, in groups of four. */
  manualKey: string
}

/**
 * What an account setting up its authenticator is shown: the QR code and the key of the secret it
 * is enrolling with. Null once it has a confirmed authenticator. `issuer` names the entry in the
 * app (the brand in the reader's language).
 */
export async function enrolmentView(
  payload: Payload,
  account: { id: number; email: string },
  issuer: string,
): Promise<EnrolmentView | null> {
  const secret = await enrolmentSecret(payload, account.id)
  if (!secret) return null
  const qrSvg = await QRCode.toString(authenticatorUri(issuer, account.email, secret), {
    type: 'svg',
    margin: 2,
    errorCorrectionLevel: 'M',
  })
  return { qrSvg, manualKey: groupedKey(secret) }
}
