import { bi } from '@/fields/bilingualLabel'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import {
  countries,
  currencies,
  educationLevels,
  englishLevels,
  languages,
  offeringTypes,
} from '@/lib/enums'
import { offeringRanges } from '@/lib/listings/rangeRules'

import { listingCollection } from '../listingCollection'

const count = (name: string, label: ReturnType<typeof bi>, max = 100_000) => ({
  name,
  type: 'number' as const,
  min: 0,
  max,
  label,
})

/** Programmes and study tours that schools and education institutions publish, and students apply to. */
export const Offerings = listingCollection({
  slug: 'offerings',
  ranges: offeringRanges,
  labels: {
    singular: bi('Programme or tour', '项目/游学'),
    plural: bi('Programmes and tours', '项目与游学'),
  },
  fields: [
    selectField('type', offeringTypes, { required: true, index: true, label: bi('Type', '类型') }),
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    localizedTextarea('summary', { label: bi('Summary', '摘要') }),
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: bi('Description', '详细介绍'),
    },
    {
      type: 'row',
      fields: [
        selectField('country', countries, {
          index: true,
          label: bi('Country or region', '国家或地区'),
        }),
        localizedText('city', { label: bi('City', '城市') }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', index: true, label: bi('Starts', '开始日期') },
        { name: 'endDate', type: 'date', label: bi('Ends', '结束日期') },
        count('durationDays', bi('Duration (days)', '时长（天）'), 3650),
      ],
    },
    {
      type: 'row',
      fields: [
        count('minAge', bi('Youngest age', '最小年龄'), 99),
        count('maxAge', bi('Oldest age', '最大年龄'), 99),
        selectField('minEducationLevel', educationLevels, {
          label: bi('From education level', '最低学历'),
        }),
        selectField('maxEducationLevel', educationLevels, {
          label: bi('To education level', '最高学历'),
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        selectField('languages', languages, {
          hasMany: true,
          label: bi('Languages of instruction', '授课语言'),
        }),
        selectField('englishLevel', englishLevels, { label: bi('English required', '英语要求') }),
      ],
    },
    {
      type: 'row',
      fields: [
        { ...count('price', bi('Price', '价格'), 10_000_000), index: true },
        selectField('currency', currencies, { defaultValue: 'USD', label: bi('Currency', '币种') }),
        count('capacity', bi('Places', '名额')),
        count('placesLeft', bi('Places left', '剩余名额')),
      ],
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'organisation-images',
      label: bi('Cover image', '封面图'),
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'organisation-images',
      hasMany: true,
      maxRows: 12,
      label: bi('Gallery', '图集'),
    },
  ],
})
