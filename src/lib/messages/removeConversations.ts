import type { PayloadRequest } from 'payload'

/**
 * What an erased account leaves of its messages: nothing. The conversations it took part in as
 * the student or as an organisation's owner go whole (their messages and files first), and every
 * message and file it sent elsewhere (as a coach's account) goes too. Returns what was removed.
 */
export async function removeConversationsOf(req: PayloadRequest, account: number) {
  const { docs: conversations } = await req.payload.find({
    collection: 'conversations',
    where: { or: [{ student: { equals: account } }, { organisationOwner: { equals: account } }] },
    depth: 0,
    pagination: false,
    select: {},
    req,
    overrideAccess: true,
  })
  const ids = conversations.map((conversation) => conversation.id)
  const theirs = { conversation: { in: ids } }
  const remove = async (
    collection: 'messages' | 'message-attachments' | 'conversations',
    where: object,
  ) =>
    (await req.payload.delete({ collection, where: where as never, req, overrideAccess: true }))
      .docs.length
  return {
    messages:
      (ids.length ? await remove('messages', theirs) : 0) +
      (await remove('messages', { sender: { equals: account } })),
    messageAttachments:
      (ids.length ? await remove('message-attachments', theirs) : 0) +
      (await remove('message-attachments', { owner: { equals: account } })),
    conversations: ids.length ? await remove('conversations', { id: { in: ids } }) : 0,
  }
}
