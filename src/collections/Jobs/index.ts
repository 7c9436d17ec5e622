import { bi } from '@/fields/bilingualLabel'
import { localizedText } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import {
  countries,
  currencies,
  educationLevels,
  englishLevels,
  industries,
  jobTypes,
  languages,
  payKinds,
  salaryPeriods,
} from '@/lib/enums'
import { jobRanges } from '@/lib/listings/rangeRules'

import { listingCollection } from '../listingCollection'

const money = (name: string, label: ReturnType<typeof bi>) => ({
  name,
  type: 'number' as const,
  min: 0,
  max: 100_000_000,
  label,
})

/** Jobs and internships that employers publish, and students apply to. */
export const Jobs = listingCollection({
  slug: 'jobs',
  ranges: jobRanges,
  labels: {
    singular: bi('Job or internship', '职位/实习'),
    plural: bi('Jobs and internships', '职位与实习'),
  },
  fields: [
    selectField('type', jobTypes, { required: true, index: true, label: bi('Type', '类型') }),
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: bi('Description', '职位描述'),
    },
    {
      type: 'row',
      fields: [
        selectField('country', countries, {
          index: true,
          label: bi('Country or region', '国家或地区'),
        }),
        localizedText('city', { index: true, label: bi('City', '城市') }),
        {
          name: 'remote',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          label: bi('Remote', '远程'),
        },
      ],
    },
    selectField('industry', industries, { index: true, label: bi('Industry', '行业') }),
    {
      type: 'row',
      fields: [
        selectField('pay', payKinds, { defaultValue: 'salary', label: bi('Pay', '薪酬方式') }),
        { ...money('salaryMin', bi('From', '最低')), index: true },
        money('salaryMax', bi('To', '最高')),
        selectField('currency', currencies, { defaultValue: 'USD', label: bi('Currency', '币种') }),
        selectField('salaryPeriod', salaryPeriods, {
          defaultValue: 'month',
          label: bi('Period', '周期'),
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        selectField('educationLevel', educationLevels, {
          label: bi('Education level', '学历要求'),
        }),
        selectField('englishLevel', englishLevels, {
          index: true,
          label: bi('English level', '英语要求'),
        }),
        selectField('languages', languages, { hasMany: true, label: bi('Languages', '工作语言') }),
      ],
    },
    { name: 'startDate', type: 'date', label: bi('Starts', '入职日期') },
  ],
})
