import type { Payload } from 'payload'

/** Where staff notifications go: STAFF_EMAIL, else the contact e-mail in site settings. */
export async function staffAddress(payload: Payload): Promise<string> {
  if (process.env.STAFF_EMAIL) return process.env.STAFF_EMAIL
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.contactEmail || 'staff@edubridge.local'
}
