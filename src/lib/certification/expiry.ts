import type { Payload, TaskConfig } from 'payload'

/** Marks every approved certification past its validity as Expired (the workflow hook records it and the mail follows). */
export async function expireCertifications(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'certifications',
    where: { status: { equals: 'approved' }, expiresAt: { less_than_equal: now.toISOString() } },
    limit: 500,
    depth: 0,
    select: { status: true },
  })
  for (const { id } of due.docs) {
    await payload.update({
      collection: 'certifications',
      id,
      data: {},
      context: { certificationSystemStatus: 'expired' },
    })
  }
  return due.docs.length
}

/** Runs every hour on the web server's job runner. */
export const expireCertificationsTask: TaskConfig<'expireCertifications'> = {
  slug: 'expireCertifications',
  label: 'Expire certifications past their validity',
  schedule: [{ cron: '0 * * * *', queue: 'default' }],
  concurrency: () => 'expire-certifications',
  handler: async ({ req }) => ({ output: { expired: await expireCertifications(req.payload) } }),
}
