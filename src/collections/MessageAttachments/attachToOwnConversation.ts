import type { CollectionBeforeChangeHook } from 'payload'

import { conversationToWriteIn } from '@/lib/messages/conversationFor'

/** A file is uploaded into a conversation its sender takes part in and that is not blocked. */
export const attachToOwnConversation: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation === 'create' && req.user) await conversationToWriteIn(req, data.conversation)
  return data
}
