import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { isEditorField } from '@/access/isEditor'
import { listingReaders } from '@/access/listingReaders'
import { organisationMember } from '@/access/organisationMember'
import { ownerOrEditor } from '@/access/ownerOrEditor'
import { ownerOrStaffField } from '@/access/ownerOrStaffField'
import { bi } from '@/fields/bilingualLabel'
import { listingPayloadField, listingPayloadFields } from '@/fields/listingFields'
import { expireOnChange } from '@/lib/cache/expireOnChange'
import { cacheTags } from '@/lib/cache/tags'
import { relationId } from '@/lib/db/relationId'
import type { ListingStatus } from '@/lib/enums'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { ownListingFields, sharedListingFields } from '@/lib/listings/listingFields'
import { publishingRefusal } from '@/lib/listings/publishing'
import { rangeIssues } from '@/lib/listings/rangeRules'
import { organisationById } from '@/lib/organisations/ownOrganisation'
import type { ListingKind } from '@/lib/organisations/roles'
import { fieldRefusal } from '@/lib/validation/refusal'

import { keepRecommendable } from './keepRecommendable'
import { syncTitleSearch } from './syncTitleSearch'
import { assignOrganisation, organisationOwnership } from './organisationOwned'

type Options = Omit<CollectionConfig, 'slug' | 'access' | 'fields'> & {
  slug: ListingKind
  /** Pairs of fields that must not be upside down (dates, ages, salaries). */
  ranges: Parameters<typeof rangeIssues>[1]
}

/** Publishing asks for a certified organisation of the right kind; a listing's ranges must make sense; publishing stamps the time. */
const listingRules =
  (kind: ListingKind, ranges: Options['ranges']): CollectionBeforeChangeHook =>
  async ({ collection, data, originalDoc, req }) => {
    const listing = { ...originalDoc, ...data }
    const t = translatorFor(requestLocale(req))
    const status = (listing.status ?? 'draft') as ListingStatus
    const organisation = await organisationById(req, relationId(listing.organisation))
    const refusal = publishingRefusal(organisation, kind, status)
    const issues = [
      ...(refusal ? [{ path: 'status', message: t(`organisations.refusals.${refusal}`) }] : []),
      ...rangeIssues(listing, ranges).map(({ path, issue }) => ({
        path,
        message: t(`organisations.refusals.${issue}` as 'organisations.refusals.endBeforeStart'),
      })),
    ]
    if (issues.length > 0) throw fieldRefusal(collection.slug, issues)
    if (status === 'published' && originalDoc?.status !== 'published')
      return { ...data, publishedAt: new Date().toISOString() }
    return data
  }

/** After each kind's own fields: the shared ones (src/lib/listings/listingFields.ts) among those only the collection knows. */
const sharedFields: Field[] = [
  ...organisationOwnership,
  listingPayloadField('status', sharedListingFields.status),
  {
    name: 'publishedAt',
    type: 'date',
    index: true,
    label: bi('Published', '发布时间'),
    access: { create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true },
  },
  listingPayloadField('deadline', sharedListingFields.deadline),
  listingPayloadField('contactManager', sharedListingFields.contactManager, {
    // Only the organisation's own managers.
    filterOptions: ({ data }) =>
      data?.organisation ? { organisation: { equals: relationId(data.organisation) } } : true,
  }),
  {
    name: 'hidden',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: bi('Hidden by staff', '已被管理员隐藏'),
    access: { create: isEditorField, update: isEditorField },
    admin: { position: 'sidebar' },
  },
  {
    name: 'hiddenReason',
    type: 'textarea',
    maxLength: 1000,
    label: bi('Why it is hidden (the organisation sees this)', '隐藏原因（机构可见）'),
    access: { read: ownerOrStaffField, create: isEditorField, update: isEditorField },
    admin: { position: 'sidebar', condition: (data) => Boolean(data?.hidden) },
  },
]

/**
 * What offerings and jobs share: the organisation and member they belong to, a life of draft →
 * published → closed, a deadline, a contact manager and staff moderation. Everyone reads public
 * listings (published or closed, not hidden, from a certified organisation); a member also their
 * own; content staff all. Organisation members create, and change their own.
 */
export function listingCollection({ slug, ranges, hooks, ...config }: Options): CollectionConfig {
  const expire = expireOnChange<{ id?: number }>((doc) => [
    cacheTags[slug],
    doc.id !== undefined &&
      (slug === 'offerings' ? cacheTags.offering(doc.id) : cacheTags.job(doc.id)),
  ])
  const recommendable = keepRecommendable(slug)
  const titles = syncTitleSearch(slug)
  return {
    admin: {
      group: bi('Organisations', '机构'),
      useAsTitle: 'title',
      defaultColumns: ['title', 'type', 'status', 'organisation', 'deadline'],
    },
    defaultSort: '-publishedAt',
    ...config,
    slug,
    access: {
      read: listingReaders,
      create: organisationMember,
      update: ownerOrEditor,
      delete: ownerOrEditor,
    },
    hooks: {
      ...hooks,
      beforeChange: [
        assignOrganisation,
        listingRules(slug, ranges),
        ...(hooks?.beforeChange ?? []),
      ],
      afterChange: [
        expire.afterChange,
        recommendable.afterChange,
        titles.afterChange,
        ...(hooks?.afterChange ?? []),
      ],
      afterDelete: [
        expire.afterDelete,
        recommendable.afterDelete,
        titles.afterDelete,
        ...(hooks?.afterDelete ?? []),
      ],
    },
    fields: [...listingPayloadFields(ownListingFields[slug]), ...sharedFields],
  }
}
