import type { CollectionConfig } from 'payload'

import { ownerOnly } from '@/access/ownerOnly'
import { verifiedStudent } from '@/access/verifiedStudent'
import { bi } from '@/fields/bilingualLabel'
import { ownerField } from '@/fields/owner'

import { rankSet } from './hooks/rankSet'

/** Ranked by the server (hooks/rankSet.ts), never written by a client. */
const systemOnly = { create: () => false, update: () => false }

/**
 * A certified student's saved recommendations: the profile they entered and the ranked lists it
 * gave, refreshable when new listings are published. Private to the member: nobody else reads
 * them, staff included.
 */
export const RecommendationSets: CollectionConfig = {
  slug: 'recommendation-sets',
  labels: {
    singular: bi('Saved recommendations', '已保存的推荐'),
    plural: bi('Saved recommendations', '已保存的推荐'),
  },
  admin: { hidden: true, useAsTitle: 'name' },
  defaultSort: '-updatedAt',
  access: { read: ownerOnly, create: verifiedStudent, update: ownerOnly, delete: ownerOnly },
  hooks: { beforeChange: [rankSet] },
  fields: [
    ownerField(bi('Student', '学生')),
    { name: 'name', type: 'text', maxLength: 80, label: bi('Name', '名称') },
    { name: 'profile', type: 'json', required: true, label: bi('Profile', '画像') },
    { name: 'results', type: 'json', label: bi('Results', '结果'), access: systemOnly },
    { name: 'refreshedAt', type: 'date', label: bi('Refreshed', '更新时间'), access: systemOnly },
    { name: 'viewedAt', type: 'date', label: bi('Last viewed', '上次查看') },
  ],
}
