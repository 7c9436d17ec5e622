import { bi } from '@/fields/bilingualLabel'
import { articleCategories } from '@/lib/enums'
import { localizedText, localizedTextarea } from '@/fields/localizedText'
import { selectField } from '@/fields/select'
import { slugField } from '@/fields/slug'
import { cacheTags } from '@/lib/cache/tags'
import { editorialCollection } from '@/collections/editorialCollection'
import { syncTitleSearch } from '@/collections/syncTitleSearch'

const titles = syncTitleSearch('articles')

/** Articles with a slug per language; scheduled publishing through Payload's jobs. */
export const Articles = editorialCollection({
  slug: 'articles',
  labels: { singular: bi('Article', '文章'), plural: bi('Articles', '文章') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    group: bi('Content', '内容'),
  },
  defaultSort: '-publishedAt',
  hooks: { afterChange: [titles.afterChange], afterDelete: [titles.afterDelete] },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  expires: (doc: { id?: number }) => [
    cacheTags.articles,
    doc.id !== undefined && cacheTags.article(doc.id),
  ],
  fields: [
    localizedText('title', { required: true, label: bi('Title', '标题') }),
    // A coach's article lives at /coach/{name}/{slug}, beside the coach's own booking, package and reviews pages.
    slugField({
      localized: true,
      description: bi('One per language', '每种语言各一个'),
      reserved: ['book', 'p', 'reviews'],
    }),
    localizedTextarea('excerpt', { label: bi('Excerpt', '摘要') }),
    { name: 'cover', type: 'upload', relationTo: 'media', label: bi('Cover image', '封面图') },
    { name: 'body', type: 'richText', localized: true, required: true, label: bi('Body', '正文') },
    {
      type: 'row',
      fields: [
        selectField('category', articleCategories, {
          required: true,
          label: bi('Category', '分类'),
        }),
        {
          name: 'coach',
          type: 'relationship',
          relationTo: 'coaches',
          label: bi('By or about coach', '相关导师'),
        },
        localizedText('authorName', { label: bi('Author (staff)', '作者（员工）') }),
      ],
    },
    {
      name: 'publishedAt',
      type: 'date',
      // Indexed: lists and the site-wide search show the newest articles first.
      index: true,
      label: bi('Published', '发布日期'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
})
