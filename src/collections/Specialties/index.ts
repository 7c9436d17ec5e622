import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { localizedText } from '@/fields/localizedText'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/lib/cache/tags'
import { expireOnChange } from '@/lib/cache/expireOnChange'

import { reindexCoaches } from './hooks/reindexCoaches'

const expire = expireOnChange(() => [cacheTags.specialties, cacheTags.coaches])

/** "Specialized experience" of coaches: Ivy League, Oxbridge, STEM, … */
export const Specialties: CollectionConfig = {
  slug: 'specialties',
  labels: { singular: bi('Specialty', '专长'), plural: bi('Specialties', '专长') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order'],
    group: bi('Catalogue', '目录'),
  },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [expire.afterChange, reindexCoaches], afterDelete: [expire.afterDelete] },
  fields: [
    localizedText('name', { required: true, label: bi('Name', '名称') }),
    slugField(),
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: bi('Order', '排序'),
      admin: { position: 'sidebar' },
    },
  ],
}
