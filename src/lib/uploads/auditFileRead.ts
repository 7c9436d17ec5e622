import type { PayloadRequest, UploadConfig, Where } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { relationId } from '@/lib/db/relationId'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]
type Params = { collection: string; filename: string }
export type OwnedFile = {
  id: number
  owner?: number | { id: number } | null
  conversation?: number | { id: number } | null
}

/** The document a file URL names: its main file or one of its sizes (as Payload's own access check looks it up). */
async function documentOfFile(req: PayloadRequest, { collection, filename }: Params) {
  const upload = req.payload.collections[collection as 'avatars']?.config.upload
  const names: Where[] = [
    { filename: { equals: filename } },
    ...(upload?.imageSizes ?? []).map(({ name }) => ({
      [`sizes.${name}.filename`]: { equals: filename },
    })),
  ]
  return (await req.payload.db.findOne({
    collection: collection as 'avatars',
    where: { or: names },
    req,
  })) as OwnedFile | null
}

/**
 * A private file opened by anyone but its owner (a reviewer, an organisation reading a CV, an
 * admin) goes into the audit trail: who, which file, when, from where. Runs after the access
 * check and the missing-file answer, so only a file actually served is recorded. `expected`
 * names readers whose opening is the file's very purpose (a conversation's other party), left out.
 */
export const auditFileReadUnless =
  (expected: (req: PayloadRequest, file: OwnedFile) => Promise<boolean>): FileHandler =>
  async (req, { doc, params }) => {
    const reader = req.user
    if (!reader) return
    const file = (doc as OwnedFile | undefined) ?? (await documentOfFile(req, params))
    const owner = file?.owner ? relationId(file.owner) : null
    if (!file || owner === reader.id || (await expected(req, file))) return
    await recordAudit(req, {
      event: 'private-file-read',
      member: owner,
      target: { collection: params.collection, id: file.id },
    })
  }

/** Every opening by someone other than the owner is audited. */
export const auditFileRead = auditFileReadUnless(async () => false)
