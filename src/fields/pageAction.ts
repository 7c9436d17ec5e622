import type { ArrayField, Field } from 'payload'

import { bi } from './bilingualLabel'
import { localizedText } from './localizedText'

export const pageActionKinds = ['consultation', 'link', 'lifeBlueprint'] as const
export type PageActionKind = (typeof pageActionKinds)[number]

const hrefField: Field = {
  name: 'href',
  type: 'text',
  label: bi('Link', '链接'),
  admin: {
    condition: (_, row) => row?.kind === 'link',
    description: bi(
      'A site path such as /study-tour, or a full URL',
      '站内路径（如 /study-tour）或完整网址',
    ),
  },
  validate: (
    value: string | null | undefined,
    { siblingData }: { siblingData: { kind?: string } },
  ) =>
    siblingData.kind !== 'link' || (value && /^(\/|https?:\/\/)/.test(value))
      ? true
      : 'Use a path starting with / or a full URL / 请填写以 / 开头的路径或完整网址',
}

/** Buttons of a block: open the free-consultation modal, follow a link, or show the Life Blueprint notice. */
export const pageActions = (maxRows = 2): ArrayField => ({
  name: 'actions',
  type: 'array',
  interfaceName: 'PageActions',
  label: bi('Buttons', '按钮'),
  labels: { singular: bi('Button', '按钮'), plural: bi('Buttons', '按钮') },
  maxRows,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'consultation',
          label: bi('Action', '动作'),
          options: [
            {
              value: 'consultation',
              label: bi('Open the free consultation form', '打开免费咨询表单'),
            },
            { value: 'link', label: bi('Go to a link', '跳转链接') },
            { value: 'lifeBlueprint', label: bi('Life Blueprint notice', '人生蓝图提示') },
          ],
        },
        {
          name: 'appearance',
          type: 'select',
          defaultValue: 'primary',
          label: bi('Style', '样式'),
          options: [
            { value: 'primary', label: bi('Primary', '主要') },
            { value: 'secondary', label: bi('Secondary', '次要') },
          ],
        },
      ],
    },
    localizedText('label', { required: true, label: bi('Label', '按钮文字') }),
    hrefField,
  ],
})
