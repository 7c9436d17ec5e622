import type { CollectionConfig } from 'payload'

import { createdByLeadForm } from '@/access/createdByLeadForm'
import { isAdmin } from '@/access/isAdmin'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { inboxFields } from '@/fields/inbox'

import { queueLeadMails } from '@/lib/leads/queueLeadMails'

const submitted = { readOnly: true }

/** Messages from the contact form, followed up by content staff in the admin inbox. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: bi('Contact message', '留言'), plural: bi('Contact messages', '留言') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'assignee', 'createdAt'],
    listSearchableFields: ['name', 'email', 'message'],
    group: bi('Inbox', '收件箱'),
  },
  defaultSort: '-createdAt',
  // Admins and editors only, never the public or portal accounts (REST and GraphQL included).
  access: { create: createdByLeadForm, read: isEditor, update: isEditor, delete: isAdmin },
  // The visitor gets a confirmation in their language, staff a bilingual notification.
  hooks: { afterChange: [queueLeadMails(['staff', 'submitter'])] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: bi('Name', '姓名'), admin: submitted },
        {
          name: 'email',
          type: 'email',
          required: true,
          label: bi('E-mail', '邮箱'),
          admin: submitted,
        },
        { name: 'phone', type: 'text', label: bi('Phone', '电话'), admin: submitted },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      label: bi('Message', '留言内容'),
      admin: submitted,
    },
    ...inboxFields(),
  ],
}
