import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { pageBlocks } from '@/blocks'
import { bi } from '@/fields/bilingualLabel'
import { localizedText } from '@/fields/localizedText'
import { cacheTags } from '@/lib/cache/tags'
import { editorialCollection } from '@/collections/editorialCollection'

import { normalisePagePath, pagePathProblem } from '@/lib/pages/pagePath'

const normalisePath: FieldHook = ({ value }) =>
  typeof value === 'string' ? normalisePagePath(value) : value

const problems = {
  format: bi(
    'Use 1–3 parts of lowercase letters, digits and hyphens, e.g. study-abroad/transfer',
    '请使用 1–3 段小写字母、数字和连字符，例如 study-abroad/transfer',
  ),
  reserved: bi('This path belongs to another part of the portal', '该路径已被网站其他功能占用'),
}

const validatePath: TextFieldSingleValidation = (value, { req }) => {
  const problem = pagePathProblem(normalisePagePath(value ?? ''))
  return problem ? problems[problem][req.i18n?.language === 'zh' ? 'zh' : 'en'] : true
}

/** Pages editors build from layout blocks: the home page and the offer pages, one path for both languages. */
export const Pages = editorialCollection({
  slug: 'pages',
  labels: { singular: bi('Page', '页面'), plural: bi('Pages', '页面') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: bi('Content', '内容'),
  },
  defaultSort: 'path',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  expires: (doc: { path?: string }) => [cacheTags.pages, doc.path && cacheTags.page(doc.path)],
  fields: [
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: bi('Path', '路径'),
      hooks: { beforeValidate: [normalisePath] },
      validate: validatePath,
      admin: {
        position: 'sidebar',
        description: bi(
          'Without language prefix, e.g. study-tour or online-courses/ap-calculus; "home" is the front page',
          '不含语言前缀，例如 study-tour 或 online-courses/ap-calculus；“home” 为首页',
        ),
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      required: true,
      minRows: 1,
      label: bi('Layout', '版块'),
    },
  ],
})
