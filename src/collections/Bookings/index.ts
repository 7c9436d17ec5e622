import type { CollectionConfig, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { bookingParties } from '@/access/bookingParties'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { localeNames, locales } from '@/i18n/locales'
import { isTimeZone } from '@/lib/booking/availabilityRules'
import { bookingKinds, bookingStatuses } from '@/lib/enums'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

import { auditStatusMark } from './hooks/auditStatusMark'
import { guardChanges } from './hooks/guardChanges'
import { holdSlot } from './hooks/holdSlot'
import { queueBookingMails } from './hooks/queueBookingMails'
import { removeReview } from './hooks/removeReview'
import { tellHostOfRemoval } from './hooks/tellHostOfRemoval'

const systemWrites = { create: () => false, update: () => false }

/**
 * A student's session with a coach, or with an organisation's service manager, at a time the host
 * offers. The time is held by the database itself: exclusion constraints (migrations
 * 20261128_011958_bookings and 20261128_service_manager_hours) refuse two bookings of one host
 * whose times, buffers included, overlap, whatever the door. The student reads and changes their
 * own (reschedule or cancel before the host's deadline); the coach's own account reads the coach's
 * and an organisation's account its service managers', marks them held or missed and cancels them;
 * content staff see and mark every one.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: bi('Booking', '预约'), plural: bi('Bookings', '预约') },
  admin: {
    group: bi('Bookings', '预约'),
    defaultColumns: ['startsAt', 'coach', 'serviceManager', 'owner', 'kind', 'status'],
  },
  defaultSort: 'startsAt',
  access: {
    read: bookingParties,
    create: verifiedAccount,
    update: bookingParties,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [guardChanges, holdSlot],
    afterChange: [auditStatusMark, queueBookingMails],
    beforeDelete: [removeReview],
    afterDelete: [tellHostOfRemoval],
  },
  fields: [
    ownerField(bi('Student', '学生')),
    {
      type: 'row',
      fields: [
        // With whom: a coach or an organisation's service manager (exactly one; holdSlot).
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          index: true,
          label: bi('Coach', '导师'),
          admin: { condition: (data) => !data?.serviceManager },
        },
        {
          name: 'serviceManager',
          type: 'relationship',
          relationTo: 'service-managers',
          index: true,
          label: bi('Service manager', '服务顾问'),
          admin: { condition: (data) => !data?.coach },
        },
        selectField('kind', bookingKinds, {
          required: true,
          defaultValue: 'free-consultation',
          label: bi('For', '类型'),
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          required: true,
          index: true,
          label: bi('Starts', '开始时间'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: bi('Ends', '结束时间'),
          access: systemWrites,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // A package's session is booked against its order (paid, or holding its first session until paid).
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      access: { update: () => false },
      label: bi('Order', '订单'),
      admin: { position: 'sidebar', readOnly: true },
    },
    // The end of the time held: the end plus the buffer the coach kept when this was booked.
    { name: 'blockedUntil', type: 'date', access: systemWrites, admin: { hidden: true } },
    selectField('status', bookingStatuses, {
      required: true,
      defaultValue: 'confirmed',
      index: true,
      label: bi('Status', '状态'),
    }),
    // The student's name as the coach reads it (the coach cannot read the student's account).
    {
      name: 'studentName',
      type: 'text',
      maxLength: 130,
      access: systemWrites,
      label: bi('Student’s name', '学生姓名'),
      admin: { readOnly: true },
    },
    {
      name: 'topic',
      type: 'textarea',
      maxLength: 1000,
      label: bi('What the student wants to discuss', '希望讨论的内容'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'studentTimeZone',
          type: 'text',
          maxLength: 64,
          validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
            !value ||
            isTimeZone(value) ||
            translatorFor(requestLocale(req))('availability.errors.timeZone'),
          label: bi('Student’s time zone', '学生所在时区'),
        },
        {
          name: 'locale',
          type: 'select',
          options: locales.map((value) => ({ value, label: localeNames[value] })),
          label: bi('Language', '语言'),
        },
      ],
    },
    // Raised at each reschedule and cancellation: calendar invites replace the one before.
    {
      name: 'sequence',
      type: 'number',
      defaultValue: 0,
      access: systemWrites,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      access: systemWrites,
      label: bi('Cancelled', '取消时间'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
