import type { CollectionConfig } from 'payload'

import { conversationParties } from '@/access/conversationParties'
import { nobody } from '@/access/nobody'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { hasRole } from '@/lib/auth/roles'
import { mediaFolders } from '@/lib/uploads/folders'
import { pdfsOrImagesOnly } from '@/lib/uploads/imagesOnly'
import { missingFileIsNotFound } from '@/lib/uploads/missingFiles'

import { attachToOwnConversation } from './attachToOwnConversation'
import { auditOutsiderRead } from './auditOutsiderRead'

/**
 * Files sent in a conversation: a PDF or an image of at most 10 MB (judged by its content), stored
 * outside public/ and served only to the conversation's parties (admins too once it was reported,
 * each such opening audited). Never changed; removed with the sender's
 * account.
 */
export const MessageAttachments: CollectionConfig = {
  slug: 'message-attachments',
  labels: { singular: bi('Attachment', '附件'), plural: bi('Attachments', '附件') },
  admin: {
    group: bi('Messages', '消息'),
    hidden: ({ user }) => !hasRole(user as { roles?: string[] }, 'admin'),
  },
  access: {
    read: conversationParties('conversation.'),
    create: verifiedAccount,
    update: nobody,
    delete: nobody,
  },
  hooks: { beforeOperation: [pdfsOrImagesOnly], beforeChange: [attachToOwnConversation] },
  upload: {
    handlers: [missingFileIsNotFound, auditOutsiderRead],
    staticDir: mediaFolders['message-attachments'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    filesRequiredOnCreate: true,
  },
  fields: [
    ownerField(bi('Sender', '发送者')),
    {
      name: 'conversation',
      type: 'relationship',
      relationTo: 'conversations',
      required: true,
      index: true,
      access: { update: () => false },
      label: bi('Conversation', '会话'),
    },
  ],
}
