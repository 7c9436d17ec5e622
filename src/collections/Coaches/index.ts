import { isEditorField } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { languages } from '@/lib/enums'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/lib/cache/tags'
import { editorialCollection } from '@/collections/editorialCollection'

import { keepRecommendable } from '../keepRecommendable'
import { keepBookedCoach } from './hooks/keepBookedCoach'
import { keepLowestPrice } from './hooks/keepLowestPrice'
import { removeCoachFromSearch, syncCoachSearch } from './hooks/syncCoachSearch'

const recommendable = keepRecommendable('coaches')

/** Admissions coaches (many of them former admissions officers) with their profile sections. */
export const Coaches = editorialCollection({
  slug: 'coaches',
  labels: { singular: bi('Coach', '导师'), plural: bi('Coaches', '导师') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'formerAdmissionsOfficer', 'featured', '_status'],
    group: bi('Catalogue', '目录'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  expires: (doc: { slug?: string }) => [cacheTags.coaches, doc.slug && cacheTags.coach(doc.slug)],
  hooks: {
    beforeChange: [keepLowestPrice],
    beforeDelete: [keepBookedCoach],
    afterChange: [syncCoachSearch, recommendable.afterChange],
    afterDelete: [removeCoachFromSearch, recommendable.afterDelete],
  },
  fields: [
    slugField({ description: bi('Used in /coach/{name}', '用于 /coach/{name} 网址') }),
    {
      type: 'tabs',
      tabs: [
        {
          label: bi('Profile', '简介'),
          fields: [
            {
              type: 'row',
              fields: [
                localizedText('name', { required: true, label: bi('Name', '姓名') }),
                localizedText('title', { required: true, label: bi('Title', '头衔') }),
              ],
            },
            localizedTextarea('headline', {
              required: true,
              label: bi('Offer (headline)', '服务亮点'),
            }),
            localizedTextarea('qualification', { label: bi('Qualification', '资历') }),
            { name: 'about', type: 'richText', localized: true, label: bi('About', '关于导师') },
            {
              name: 'reasons',
              type: 'array',
              label: bi('Reasons to choose this coach', '选择理由'),
              maxRows: 8,
              fields: [localizedText('point', { required: true, label: bi('Reason', '理由') })],
            },
            { name: 'photo', type: 'upload', relationTo: 'media', label: bi('Photo', '照片') },
          ],
        },
        {
          label: bi('Experience', '经历'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'yearsOfExperience',
                  type: 'number',
                  min: 0,
                  max: 60,
                  label: bi('Years of experience', '从业年限'),
                },
                {
                  name: 'formerAdmissionsOfficer',
                  type: 'checkbox',
                  defaultValue: false,
                  label: bi('Former admissions officer', '前招生官'),
                },
                {
                  name: 'formerInstitution',
                  type: 'relationship',
                  relationTo: 'universities',
                  label: bi('Admissions office of', '曾任职招生办'),
                  admin: { condition: (_, sibling) => Boolean(sibling?.formerAdmissionsOfficer) },
                },
              ],
            },
            {
              name: 'workExperience',
              type: 'array',
              label: bi('Work experience', '工作经历'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    localizedText('organisation', {
                      required: true,
                      label: bi('Organisation', '机构'),
                    }),
                    localizedText('role', { required: true, label: bi('Role', '职位') }),
                    {
                      name: 'period',
                      type: 'text',
                      label: bi('Period', '时间'),
                      admin: { description: bi('e.g. 2012–2019', '例如 2012–2019') },
                    },
                  ],
                },
              ],
            },
            {
              name: 'education',
              type: 'array',
              label: bi('Education', '教育背景'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    localizedText('school', { required: true, label: bi('School', '学校') }),
                    localizedText('degree', { required: true, label: bi('Degree', '学位') }),
                    { name: 'year', type: 'number', label: bi('Year', '年份') },
                  ],
                },
              ],
            },
            {
              name: 'specialties',
              type: 'relationship',
              relationTo: 'specialties',
              hasMany: true,
              label: bi('Specialized experience', '专长领域'),
            },
            selectField('languages', languages, {
              hasMany: true,
              label: bi('Languages spoken', '工作语言'),
            }),
          ],
        },
        {
          label: bi('Results', '成果'),
          fields: [
            localizedText('reviewsLabel', { label: bi('Reviews label', '评价标签') }),
            localizedText('placementsLabel', { label: bi('Placements label', '录取标签') }),
            {
              name: 'placements',
              type: 'relationship',
              relationTo: 'universities',
              hasMany: true,
              maxRows: 6,
              label: bi('Placement logos (6)', '录取院校标志（6 个）'),
              admin: {
                description: bi(
                  "Each logo's alt text is the university's name",
                  '标志的替代文字即大学名称',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                // Computed from the published reviews (src/lib/reviews/coachRating.ts), never typed.
                {
                  name: 'rating',
                  type: 'number',
                  min: 1,
                  max: 5,
                  access: { create: () => false, update: () => false },
                  label: bi('Rating (from reviews)', '评分（来自评价）'),
                  admin: { readOnly: true },
                },
                {
                  name: 'reviewCount',
                  type: 'number',
                  min: 0,
                  defaultValue: 0,
                  access: { create: () => false, update: () => false },
                  label: bi('Published reviews', '已发布评价数'),
                  admin: { readOnly: true },
                },
                {
                  name: 'bookings',
                  type: 'number',
                  min: 0,
                  defaultValue: 0,
                  label: bi('Consultations booked', '咨询预约数'),
                  admin: { description: bi('Drives the "popular" order', '用于"热门"排序') },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'users',
      unique: true,
      index: true,
      label: bi('Coach’s own account', '导师本人账户'),
      // Only accounts given the coach role; who runs a profile is staff's business, not the public's.
      filterOptions: { roles: { contains: 'coach' } },
      access: { read: isEditorField, create: isEditorField, update: isEditorField },
      admin: {
        position: 'sidebar',
        description: bi(
          'The account that sets this coach’s hours and marks their sessions in the dashboard',
          '该账户可在会员中心设置导师的可预约时间并标记课程',
        ),
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      label: bi('Featured on the home page', '首页推荐'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'lowestPrice',
      type: 'number',
      label: bi('Lowest package price (USD)', '最低套餐价（美元）'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: bi('Kept up to date from the packages', '由套餐自动更新'),
      },
    },
  ],
})
