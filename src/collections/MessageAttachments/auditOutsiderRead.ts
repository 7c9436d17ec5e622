import { relationId } from '@/lib/db/relationId'
import { sideOf } from '@/lib/messages/parties'
import { auditFileReadUnless } from '@/lib/uploads/auditFileRead'

/**
 * A conversation's file opened by someone other than its parties (an admin reading a reported
 * conversation) is audited; its other party opening it is what it was sent for, and is not (a
 * thread's image previews would otherwise write an entry at every look).
 */
export const auditOutsiderRead = auditFileReadUnless(async (req, file) => {
  if (!file.conversation) return false
  const conversation = await req.payload.findByID({
    collection: 'conversations',
    id: relationId(file.conversation),
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(conversation && (await sideOf(req, conversation)))
})
