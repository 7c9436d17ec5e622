import { bi } from '@/fields/bilingualLabel'
import { countries, universityTypes } from '@/lib/enums'
import { localizedText } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/lib/cache/tags'
import { coordinatesField } from './coordinatesField'
import { editorialCollection } from '@/collections/editorialCollection'
import { keepRecommendable } from '@/collections/keepRecommendable'
import { syncTitleSearch } from '@/collections/syncTitleSearch'

const recommendable = keepRecommendable('universities')
const titles = syncTitleSearch('universities')

/** Universities with the facts students compare: ranking, admission rate, tuition. */
export const Universities = editorialCollection({
  slug: 'universities',
  labels: { singular: bi('University', '大学'), plural: bi('Universities', '大学') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'country', 'worldRanking', '_status'],
    group: bi('Catalogue', '目录'),
  },
  defaultSort: 'worldRanking',
  versions: { drafts: true, maxPerDoc: 10 },
  expires: (doc: { slug?: string }) => [
    cacheTags.universities,
    doc.slug && cacheTags.university(doc.slug),
    // Coach pages show placement logos named after universities.
    cacheTags.coaches,
  ],
  hooks: {
    afterChange: [recommendable.afterChange, titles.afterChange],
    afterDelete: [recommendable.afterDelete, titles.afterDelete],
  },
  fields: [
    slugField(),
    localizedText('name', { required: true, label: bi('Name', '名称') }),
    {
      type: 'row',
      fields: [
        selectField('country', countries, { required: true, label: bi('Country', '国家/地区') }),
        localizedText('region', { label: bi('Region / state', '地区/州') }),
        localizedText('city', { label: bi('City', '城市') }),
      ],
    },
    coordinatesField('location', bi('Location on the map', '地图位置')),
    { name: 'description', type: 'richText', localized: true, label: bi('Description', '简介') },
    {
      type: 'row',
      fields: [
        selectField('type', universityTypes, { label: bi('Type', '类型') }),
        // Indexed: lists and the site-wide search show universities best ranked first.
        {
          name: 'worldRanking',
          type: 'number',
          min: 1,
          index: true,
          label: bi('World ranking', '世界排名'),
        },
        {
          name: 'acceptanceRate',
          type: 'number',
          min: 0,
          max: 100,
          label: bi('Acceptance rate (%)', '录取率（%）'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tuitionMin',
          type: 'number',
          min: 0,
          label: bi('Tuition from (per year)', '学费下限（每年）'),
        },
        {
          name: 'tuitionMax',
          type: 'number',
          min: 0,
          label: bi('Tuition to (per year)', '学费上限（每年）'),
        },
        {
          name: 'tuitionCurrency',
          type: 'select',
          defaultValue: 'USD',
          options: ['USD', 'GBP', 'CAD', 'AUD', 'EUR', 'CHF', 'SGD', 'HKD', 'JPY', 'CNY'],
          label: bi('Currency', '币种'),
        },
      ],
    },
    { name: 'website', type: 'text', label: bi('Website', '官网') },
    {
      name: 'crest',
      type: 'upload',
      relationTo: 'media',
      label: bi('Crest', '校徽'),
      admin: {
        description: bi(
          'A generated emblem: no trademarked logos',
          '使用生成的徽记，不使用商标标志',
        ),
      },
    },
  ],
})
