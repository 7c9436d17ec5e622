import type { CollectionConfig, Field } from 'payload'

import { anyone } from '@/access/anyone'
import { hostOrEditor } from '@/access/hostOrEditor'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { selectField } from '@/fields/select'
import { expireOnChange } from '@/lib/cache/expireOnChange'
import { cacheTags } from '@/lib/cache/tags'
import { listLimits, ruleBounds } from '@/lib/booking/availabilityLimits'
import { weekdays } from '@/lib/enums'

import { bookableCoachesEndpoint } from './endpoints/bookableCoaches'
import { slotsEndpoint } from './endpoints/slots'
import { checkRules } from './hooks/checkRules'
import { keepToOwnHost } from './hooks/keepToOwnHost'

// A coach's page (and an organisation's, for its service managers) links to the booking page only
// while the host takes bookings.
const expire = expireOnChange<{ serviceManager?: number | { id: number } | null }>((doc) =>
  doc.serviceManager ? [cacheTags.organisations] : [cacheTags.coaches],
)

const wallTime = (name: 'start' | 'end', label: { en: string; zh: string }): Field => ({
  name,
  type: 'text',
  required: true,
  maxLength: 5,
  label,
  admin: { placeholder: name === 'start' ? '09:00' : '17:00', width: '50%' },
})
const timeRange: Field[] = [
  {
    type: 'row',
    fields: [wallTime('start', bi('From', '开始')), wallTime('end', bi('To', '结束'))],
  },
]

/**
 * When a coach or an organisation's service manager can be booked: weekly hours in the host's own
 * time zone, days that differ (a day off, extra hours), and the rules every slot obeys. Public
 * (the slots it gives are shown to everyone); content staff set it, a coach's own account sets the
 * coach's and an organisation's account its service managers'. The slots themselves come from
 * src/lib/booking/slots.ts, for the listing and the booking alike.
 */
export const Availabilities: CollectionConfig = {
  slug: 'availabilities',
  labels: {
    singular: bi('Availability', '可预约时间'),
    plural: bi('Availability', '可预约时间'),
  },
  admin: {
    group: bi('Bookings', '预约'),
    useAsTitle: 'coach',
    defaultColumns: ['coach', 'serviceManager', 'timeZone', 'consultationMinutes', 'updatedAt'],
  },
  access: { read: anyone, create: hostOrEditor, update: hostOrEditor, delete: isEditor },
  hooks: {
    beforeValidate: [keepToOwnHost, checkRules],
    afterChange: [expire.afterChange],
    afterDelete: [expire.afterDelete],
  },
  endpoints: [
    { path: '/slots', method: 'get', handler: slotsEndpoint },
    { path: '/bookable-coaches', method: 'get', handler: bookableCoachesEndpoint },
  ],
  fields: [
    // Whose hours these are: a coach's or a service manager's (exactly one; keepToOwnHost).
    {
      type: 'row',
      fields: [
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          unique: true,
          index: true,
          label: bi('Coach', '导师'),
          admin: { width: '50%', condition: (data) => !data?.serviceManager },
        },
        {
          name: 'serviceManager',
          type: 'relationship',
          relationTo: 'service-managers',
          unique: true,
          index: true,
          label: bi('Service manager', '服务顾问'),
          admin: { width: '50%', condition: (data) => !data?.coach },
        },
      ],
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: 'Asia/Shanghai',
      label: bi('Time zone (IANA)', '时区（IANA）'),
      admin: {
        description: bi(
          'The zone the hours below are in, e.g. Europe/London, America/New_York, Asia/Shanghai.',
          '以下时间所在的时区，例如 Europe/London、America/New_York、Asia/Shanghai。',
        ),
      },
    },
    {
      name: 'weekly',
      type: 'array',
      maxRows: listLimits.weekly,
      label: bi('Weekly hours', '每周时间'),
      labels: { singular: bi('Hours', '时间段'), plural: bi('Hours', '时间段') },
      fields: [
        selectField('weekday', weekdays, { required: true, label: bi('Day', '星期') }),
        ...timeRange,
      ],
    },
    {
      name: 'overrides',
      type: 'array',
      maxRows: listLimits.overrides,
      label: bi('Dates that differ', '特殊日期'),
      labels: { singular: bi('Date', '日期'), plural: bi('Dates', '日期') },
      admin: {
        description: bi(
          'A date with no hours is a day off; hours given replace that day’s weekly hours.',
          '不填时间段即为休息日；填写的时间段将替代当天的每周时间。',
        ),
      },
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          maxLength: 10,
          label: bi('Date (YYYY-MM-DD)', '日期（YYYY-MM-DD）'),
        },
        {
          name: 'ranges',
          type: 'array',
          maxRows: listLimits.ranges,
          label: bi('Hours', '时间段'),
          fields: timeRange,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'consultationMinutes',
          type: 'number',
          required: true,
          defaultValue: 30,
          ...ruleBounds.consultationMinutes,
          label: bi('Free consultation (minutes)', '免费咨询时长（分钟）'),
        },
        {
          name: 'sessionMinutes',
          type: 'number',
          required: true,
          defaultValue: 60,
          ...ruleBounds.sessionMinutes,
          label: bi('Package session (minutes)', '套餐课时长（分钟）'),
        },
        {
          name: 'bufferMinutes',
          type: 'number',
          required: true,
          defaultValue: 15,
          ...ruleBounds.bufferMinutes,
          label: bi('Free after each session (minutes)', '每次课后间隔（分钟）'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'minimumNoticeHours',
          type: 'number',
          required: true,
          defaultValue: 12,
          ...ruleBounds.minimumNoticeHours,
          label: bi('Minimum notice (hours)', '最短提前预约（小时）'),
        },
        {
          name: 'horizonDays',
          type: 'number',
          required: true,
          defaultValue: 60,
          ...ruleBounds.horizonDays,
          label: bi('Bookable up to (days ahead)', '可提前预约（天）'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'maxPerDay',
          type: 'number',
          ...ruleBounds.maxPerDay,
          label: bi('Most sessions a day', '每天最多场次'),
        },
        {
          name: 'changeDeadlineHours',
          type: 'number',
          required: true,
          defaultValue: 24,
          ...ruleBounds.changeDeadlineHours,
          label: bi('Reschedule or cancel up to (hours before)', '改期或取消截止（提前小时）'),
        },
      ],
    },
  ],
}
