import type { CollectionConfig, FieldAccess } from 'payload'

import { isEditorField } from '@/access/isEditor'
import { ownerOrStaffField } from '@/access/ownerOrStaffField'
import { reviewParties } from '@/access/reviewParties'
import { reviewReaders } from '@/access/reviewReaders'
import { verifiedAccount } from '@/access/verifiedAccount'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'
import { selectField } from '@/fields/select'
import { localeNames, locales } from '@/i18n/locales'
import { reviewCriteria, reviewStatuses } from '@/lib/enums'
import { REPLY_TEXT_MAX, REVIEW_TEXT_MAX } from '@/lib/reviews/reviewSchema'

import { checkReviewable } from './hooks/checkReviewable'
import { guardReviewChanges } from './hooks/guardReviewChanges'
import { afterReviewChange, afterReviewDelete } from './hooks/followReview'

/** Set by the review's own hooks, never by a request. */
const systemWrites: { create: FieldAccess; update: FieldAccess } = {
  create: () => false,
  update: () => false,
}

const starsField = (name: string, label: { en: string; zh: string }) => ({
  name,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 5,
  label,
  admin: { step: 1 },
})

/**
 * A student's review of a held session with a coach: once per booking, within thirty days of it,
 * overall stars and stars per criterion, and an optional text in either language. Editors publish
 * or reject it (with a reason the student reads); the coach's own account replies once; the
 * coach's rating and review count are computed from the published ones. Everyone reads published
 * reviews, signed with a short public name (never the account, the booking or the full name).
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: bi('Review', '评价'), plural: bi('Reviews', '评价') },
  admin: {
    group: bi('Bookings', '预约'),
    useAsTitle: 'authorName',
    defaultColumns: ['coach', 'rating', 'status', 'authorName', 'createdAt'],
    description: bi(
      'Publish a review, or reject it with a reason the student reads (abuse, personal data, not about the session). Do not reject a review for being negative.',
      '发布评价，或填写原因后驳回（学生可以看到原因），例如辱骂、含个人信息、与课程无关。请勿因评价负面而驳回。',
    ),
  },
  defaultSort: '-createdAt',
  access: {
    read: reviewReaders,
    create: verifiedAccount,
    update: reviewParties,
    delete: reviewParties,
  },
  hooks: {
    beforeChange: [checkReviewable, guardReviewChanges],
    afterChange: [afterReviewChange],
    afterDelete: [afterReviewDelete],
  },
  fields: [
    {
      ...ownerField(bi('Student', '学生')),
      access: { read: ownerOrStaffField, update: () => false },
    },
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      index: true,
      access: { read: ownerOrStaffField, update: () => false },
      label: bi('Session', '课程'),
      admin: { readOnly: true },
    },
    {
      name: 'coach',
      type: 'relationship',
      relationTo: 'coaches',
      index: true,
      access: systemWrites,
      label: bi('Coach', '导师'),
      admin: { readOnly: true },
    },
    {
      name: 'authorName',
      type: 'text',
      maxLength: 40,
      access: systemWrites,
      label: bi('Signed', '署名'),
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        starsField('rating', bi('Overall (1–5)', '总体评分（1–5）')),
        selectField('status', reviewStatuses, {
          required: true,
          defaultValue: 'pending',
          index: true,
          label: bi('Status', '状态'),
        }),
      ],
    },
    {
      name: 'criteria',
      type: 'group',
      label: bi('By criterion', '分项评分'),
      fields: [
        {
          type: 'row',
          fields: reviewCriteria.map(({ value, label }) => starsField(value, label)),
        },
      ],
    },
    {
      name: 'text',
      type: 'textarea',
      maxLength: REVIEW_TEXT_MAX,
      label: bi('Review', '评价内容'),
    },
    {
      name: 'language',
      type: 'select',
      options: locales.map((value) => ({ value, label: localeNames[value] })),
      access: systemWrites,
      label: bi('Written in', '书写语言'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 1000,
      access: { read: ownerOrStaffField, create: () => false, update: isEditorField },
      label: bi('Reason for rejecting (the student reads it)', '驳回原因（学生可见）'),
      admin: { condition: (data) => data?.status === 'rejected' },
    },
    {
      name: 'reply',
      type: 'textarea',
      maxLength: REPLY_TEXT_MAX,
      access: { create: () => false },
      label: bi('Coach’s reply', '导师回复'),
    },
    {
      name: 'repliedAt',
      type: 'date',
      access: systemWrites,
      label: bi('Replied', '回复时间'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      access: systemWrites,
      label: bi('Published', '发布时间'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
