import crypto from 'node:crypto'

import { isolateObjectProperty, type PayloadRequest, type TaskConfig } from 'payload'
import { ZipFile } from 'yazl'

import { recordAudit } from '@/lib/audit/record'
import { relationId } from '@/lib/db/relationId'
import { translatorFor } from '@/lib/i18n/translate'
import { readStoredFile } from '@/lib/storage/readStored'

import { type MemberData, memberData, ownedFileCollections } from './memberData'

/** How long a ready archive is kept; retention removes it after. */
export const EXPORT_KEPT_DAYS = 7

/** The archive's own description, in both languages: what each file holds. */
function readme(data: MemberData, builtAt: Date) {
  const files = Object.entries(data.documents).map(([name, docs]) => ({ name, count: docs.length }))
  return (['en', 'zh'] as const)
    .map((locale) => {
      const t = translatorFor(locale)
      return [
        t('dataExport.archive.title'),
        t('dataExport.archive.made', { email: data.account.email, at: builtAt.toISOString() }),
        '',
        t('dataExport.archive.account'),
        ...files.map(({ name, count }) => t('dataExport.archive.collection', { name, count })),
        t('dataExport.archive.references', { count: data.references.length }),
        t('dataExport.archive.files'),
        '',
        t('dataExport.archive.format'),
      ].join('\n')
    })
    .join('\n\n----------------------------------------\n\n')
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8')

async function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile()
  for (const { name, data } of entries) zip.addBuffer(data, name)
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The member's own uploads, each under files/<collection>/ (a file gone from the store is left out). */
async function ownFiles(data: MemberData) {
  const files: { name: string; data: Buffer }[] = []
  for (const collection of ownedFileCollections)
    for (const doc of data.documents[collection] ?? []) {
      const filename = doc.filename as string | undefined
      const bytes = filename ? await readStoredFile(collection, filename) : null
      if (filename && bytes) files.push({ name: `files/${collection}/${filename}`, data: bytes })
    }
  return files
}

/**
 * Builds the archive of export `id`: README (English and Chinese), account.json, one JSON file per
 * collection, references.json and the member's files; stores it with the export, ready for seven
 * days (its collection then queues the mail with the link) and records the export in the audit trail.
 */
export async function buildDataExport(jobReq: PayloadRequest, id: number): Promise<void> {
  // The job runner shares one request among the jobs it runs at once; the upload sets `req.file`,
  // so each build keeps a file of its own (and the runner's transaction).
  const req = isolateObjectProperty(jobReq, 'file')
  const { payload } = req
  const request = await payload.findByID({
    collection: 'data-exports',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  // Removed before its build ran (its member's account erased): nothing to build.
  if (!request) return
  const owner = relationId(request.owner)
  const builtAt = new Date()
  const data = await memberData(payload, owner)
  const archive = await zipOf([
    { name: 'README.txt', data: Buffer.from(readme(data, builtAt), 'utf8') },
    { name: 'account.json', data: json(data.account) },
    ...Object.entries(data.documents).map(([name, docs]) => ({
      name: `${name}.json`,
      data: json(docs),
    })),
    { name: 'references.json', data: json(data.references) },
    ...(await ownFiles(data)),
  ])
  const day = builtAt.toISOString().slice(0, 10)
  await payload.update({
    collection: 'data-exports',
    id,
    data: {
      status: 'ready',
      expiresAt: new Date(builtAt.getTime() + EXPORT_KEPT_DAYS * 864e5).toISOString(),
    },
    file: {
      data: archive,
      name: `edubridge-data-${day}-${crypto.randomUUID().slice(0, 8)}.zip`,
      mimetype: 'application/zip',
      size: archive.length,
    },
    req,
    overrideAccess: true,
  })
  await recordAudit(req, {
    event: 'data-exported',
    actor: owner,
    member: owner,
    target: { collection: 'data-exports', id },
    details: { bytes: archive.length, references: data.references.length },
  })
}

/** Runs on the job runner as soon as a member asks; a failure leaves the export marked failed. */
export const buildDataExportTask: TaskConfig<'buildDataExport'> = {
  slug: 'buildDataExport',
  label: 'Build the archive of a member’s data',
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  concurrency: ({ input }) => `data-export:${input.id}`,
  handler: async ({ input, req }) => {
    try {
      await buildDataExport(req, input.id)
    } catch (error) {
      req.payload.logger.error({ err: error, exportId: input.id }, 'A data export failed')
      await req.payload.db.updateOne({
        collection: 'data-exports',
        id: input.id,
        data: { status: 'failed' },
      })
    }
    return { output: {} }
  },
}
