/**
 * bench/privacy: how long "Download my data" takes (issue 36 §2: within a minute for the demo
 * member). On the demo database, for the demo member with the most rows naming them (or
 * --email), it times the whole request as the member makes it — the request, the job's build and
 * store — five times, and, as a ceiling measured in the same run, packing the same data and files
 * into a zip without storing it. Prints the median of each and its ratio to the one-minute target;
 * exit code 1 when the target is not met. The archives it makes are removed again.
 *   Run: npm run bench:privacy [-- --email member@example.com --runs 5]
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import type { Migration } from 'payload'

const { values } = parseArgs({
  options: { email: { type: 'string' }, runs: { type: 'string', default: '5' } },
})
const runs = Number(values.runs)
const targetMs = 60_000

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../migrations')
const { buildDataExport } = await import('../src/lib/privacy/buildExport')
const { memberData, ownedFileCollections } = await import('../src/lib/privacy/memberData')
const { readStoredFile } = await import('../src/lib/storage/readStored')
const { ZipFile } = await import('yazl')

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
const member = values.email
  ? (await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [values.email]))
      .rows[0]
  : (
      await pool.query<{ id: number }>(
        `SELECT owner_id AS id FROM (
           SELECT owner_id FROM certifications UNION ALL SELECT owner_id FROM organisations
           UNION ALL SELECT owner_id FROM offerings UNION ALL SELECT owner_id FROM jobs
           UNION ALL SELECT owner_id FROM applications UNION ALL SELECT owner_id FROM organisation_images
         ) named GROUP BY owner_id ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]
if (!member) throw new Error('No member found: run `npm start` once to seed the demo content')
const user = await payload.findByID({ collection: 'users', id: member.id, depth: 0 })

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!
const whole: number[] = []
const packing: number[] = []
let bytes = 0
for (let i = 0; i < runs; i++) {
  let started = performance.now()
  const archive = await payload.create({
    collection: 'data-exports',
    data: { owner: user.id, status: 'preparing' },
    user,
    overrideAccess: false,
  })
  await buildDataExport(await createLocalReq({}, payload), archive.id)
  whole.push(performance.now() - started)
  const built = await payload.findByID({ collection: 'data-exports', id: archive.id, depth: 0 })
  bytes = built.filesize ?? 0
  await payload.delete({ collection: 'data-exports', id: archive.id })

  // The ceiling: the same reads and the same zip, nothing stored.
  started = performance.now()
  const data = await memberData(payload, user.id)
  const zip = new ZipFile()
  zip.addBuffer(Buffer.from(JSON.stringify(data)), 'all.json')
  for (const collection of ownedFileCollections)
    for (const doc of data.documents[collection] ?? []) {
      const file = await readStoredFile(collection, String(doc.filename))
      if (file) zip.addBuffer(file, `${collection}/${String(doc.filename)}`)
    }
  zip.end()
  for await (const _chunk of zip.outputStream);
  packing.push(performance.now() - started)
}

// The builds the requests queued ran here already, and their archives (and so their mails) are gone.
await payload.delete({
  collection: 'payload-jobs',
  where: {
    taskSlug: { in: ['buildDataExport', 'sendDataExportMail'] },
    completedAt: { exists: false },
  },
})

const ratio = (ms: number) => (ms / targetMs).toFixed(3)
console.log(
  `bench/privacy — ${user.email}, ${runs} runs, archive ${(bytes / 1024).toFixed(0)} kB\n` +
    `request → stored archive: median ${median(whole).toFixed(0)} ms (×${ratio(median(whole))} of the 60 s target)\n` +
    `ceiling, the same reads zipped without storing: median ${median(packing).toFixed(0)} ms (×${ratio(median(packing))}); the archive costs ×${(median(whole) / median(packing)).toFixed(2)} of it`,
)
process.exit(median(whole) <= targetMs ? 0 : 1)
