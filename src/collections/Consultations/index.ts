import type { CollectionConfig } from 'payload'

import { createdByLeadForm } from '@/access/createdByLeadForm'
import { isAdmin } from '@/access/isAdmin'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { consultationServices } from '@/lib/enums'
import { inboxFields } from '@/fields/inbox'
import { selectField } from '@/fields/select'
import { queueLeadMails } from '@/lib/leads/queueLeadMails'

const submitted = { readOnly: true }

/** Free-consultation bookings from the consultation modal; staff call back within 2 hours. */
export const Consultations: CollectionConfig = {
  slug: 'consultations',
  labels: { singular: bi('Consultation', '咨询预约'), plural: bi('Consultations', '咨询预约') },
  admin: {
    useAsTitle: 'studentName',
    defaultColumns: ['studentName', 'service', 'contact', 'preferredCoach', 'status', 'createdAt'],
    listSearchableFields: ['studentName', 'contact', 'school'],
    group: bi('Inbox', '收件箱'),
  },
  defaultSort: '-createdAt',
  // Admins and editors only, never the public or portal accounts (REST and GraphQL included).
  access: { create: createdByLeadForm, read: isEditor, update: isEditor, delete: isAdmin },
  // No e-mail address is asked for: staff are notified and call or message the student.
  hooks: { afterChange: [queueLeadMails(['staff'])] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'studentName',
          type: 'text',
          required: true,
          label: bi('Student name', '学生姓名'),
          admin: submitted,
        },
        selectField('service', consultationServices, {
          required: true,
          label: bi('Service', '服务项目'),
          admin: submitted,
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'school',
          type: 'text',
          label: bi('Current or graduated school', '就读/毕业学校'),
          admin: submitted,
        },
        {
          name: 'gpa',
          type: 'text',
          label: bi('GPA or average grade', 'GPA/平均成绩'),
          admin: submitted,
        },
        {
          name: 'contact',
          type: 'text',
          required: true,
          label: bi('Telephone or WeChat ID', '电话或微信号'),
          admin: submitted,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'preferredCoach',
          type: 'relationship',
          relationTo: 'coaches',
          label: bi('Preferred advisor', '意向导师'),
          admin: submitted,
        },
        { name: 'plan', type: 'text', label: bi('Package chosen', '所选套餐'), admin: submitted },
      ],
    },
    ...inboxFields(),
  ],
}
