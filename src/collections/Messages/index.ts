import type { CollectionConfig } from 'payload'

import { conversationParties } from '@/access/conversationParties'
import { nobody } from '@/access/nobody'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { MESSAGE_TEXT_MAX } from '@/lib/messages/messageSchema'

import { checkMessage } from './hooks/checkMessage'
import { followMessage } from './hooks/followMessage'

/**
 * One message in a conversation: its text and up to three attachments, from one of the
 * conversation's parties, who alone read it (admins too once the conversation was reported).
 * Never changed or removed through an API. A client's message id makes sending twice (a retry, a
 * double tap) store it once.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: bi('Message', '消息'), plural: bi('Messages', '消息') },
  admin: {
    group: bi('Messages', '消息'),
    defaultColumns: ['conversation', 'sender', 'body', 'createdAt'],
  },
  defaultSort: 'createdAt',
  access: {
    read: conversationParties('conversation.'),
    create: verifiedAccount,
    update: nobody,
    delete: nobody,
  },
  hooks: { beforeChange: [checkMessage], afterChange: [followMessage] },
  fields: [
    {
      name: 'conversation',
      type: 'relationship',
      relationTo: 'conversations',
      required: true,
      index: true,
      label: bi('Conversation', '会话'),
    },
    {
      name: 'sender',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { create: () => false, update: () => false },
      label: bi('From', '发送者'),
      admin: { readOnly: true },
    },
    { name: 'body', type: 'textarea', maxLength: MESSAGE_TEXT_MAX, label: bi('Message', '内容') },
    {
      name: 'attachments',
      type: 'relationship',
      relationTo: 'message-attachments',
      hasMany: true,
      maxRows: 3,
      label: bi('Attachments', '附件'),
    },
    // The sender's own id for it, so the same message sent twice is stored once.
    { name: 'clientId', type: 'text', required: true, maxLength: 64, admin: { hidden: true } },
  ],
}
