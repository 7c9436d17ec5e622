import type { CollectionConfig, FieldAccess } from 'payload'

import { conversationParties } from '@/access/conversationParties'
import { nobody } from '@/access/nobody'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { conversationSides } from '@/lib/enums'
import { selectField } from '@/fields/select'

import { guardConversationChanges } from './hooks/guardConversationChanges'
import { openConversation } from './hooks/openConversation'
import { unreadCount } from './endpoints/unreadCount'

/** Set by the conversation's own hooks and its messages', never by a request. */
const systemWrites: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

const systemDate = (name: string) => ({
  name,
  type: 'date' as const,
  access: systemWrites,
  admin: { hidden: true },
})

/**
 * A conversation between a student and a coach (the coach's own account answers) or an
 * organisation (its owner answers): one per pair, started from a booking, an application or an
 * "Ask a question" button. Only its parties read it and write in it; either may block the other
 * (no new messages) or report it to staff, and admins then read it. Each side's last reading
 * decides its unread count and whether it is mailed (once per burst, after ten minutes).
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: bi('Conversation', '会话'), plural: bi('Conversations', '会话') },
  admin: {
    group: bi('Messages', '消息'),
    defaultColumns: ['student', 'coach', 'organisation', 'lastMessageAt', 'reportedAt'],
    description: bi(
      'Admins see only the conversations a party reported.',
      '管理员只能看到被参与者举报的会话。',
    ),
  },
  defaultSort: '-lastMessageAt',
  access: {
    read: conversationParties(),
    create: verifiedAccount,
    update: conversationParties(),
    delete: nobody,
  },
  endpoints: [unreadCount],
  hooks: { beforeChange: [openConversation, guardConversationChanges] },
  fields: [
    {
      name: 'student',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: () => false },
      label: bi('Student', '学生'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          index: true,
          access: { update: () => false },
          label: bi('Coach', '导师'),
        },
        {
          name: 'organisation',
          type: 'relationship',
          relationTo: 'organisations',
          index: true,
          access: { update: () => false },
          label: bi('Organisation', '机构'),
        },
      ],
    },
    // The organisation's owner, who answers for it (an organisation's owner never changes).
    {
      name: 'organisationOwner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: systemWrites,
      admin: { hidden: true },
    },
    {
      name: 'about',
      type: 'group',
      label: bi('Started from', '发起自'),
      access: { update: () => false },
      fields: [
        { name: 'booking', type: 'relationship', relationTo: 'bookings' },
        { name: 'application', type: 'relationship', relationTo: 'applications' },
        { name: 'offering', type: 'relationship', relationTo: 'offerings' },
        { name: 'job', type: 'relationship', relationTo: 'jobs' },
      ],
    },
    { ...systemDate('lastMessageAt'), index: true, admin: { readOnly: true } },
    // When each side last read it, and was last mailed about unread messages.
    systemDate('studentReadAt'),
    systemDate('otherReadAt'),
    systemDate('studentNotifiedAt'),
    systemDate('otherNotifiedAt'),
    selectField('blockedBy', conversationSides, {
      label: bi('Blocked by', '屏蔽方'),
      admin: { readOnly: true },
    }),
    {
      name: 'reportedAt',
      type: 'date',
      index: true,
      access: systemWrites,
      label: bi('Reported', '举报时间'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'reportedBy',
      type: 'relationship',
      relationTo: 'users',
      access: systemWrites,
      label: bi('Reported by', '举报人'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'reportReason',
      type: 'textarea',
      maxLength: 1000,
      label: bi('Why it was reported', '举报原因'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
