import { notFound } from 'next/navigation'

import { memberFor } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { isLocale } from '@/i18n/locales'
import { type OfferingType, offeringTypes } from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'

import { ListingEditor } from '@/components/publishing/ListingEditor'
import { editorPath, routeId } from '@/components/publishing/paths'

type Props = {
  params: Promise<{ locale: string; id?: string[] }>
  searchParams: Promise<{ type?: string; preview?: string }>
}

/** The route of a listing's form: `…/info` or `…/job` for a new one, `…/{id}` for one of the member's own. */
export const listingEditorPage = (kind: ListingKind) =>
  async function ListingEditorPage(props: Props) {
    const { id: segments = [] } = await props.params
    const [segment, ...rest] = segments
    const id = routeId(segment) ?? undefined
    if (rest.length > 0 || (segment !== undefined && id === undefined)) notFound()
    const { locale, user } = await memberFor(props, editorPath(kind, id))
    const { type, preview } = await props.searchParams
    const preset = offeringTypes.find((option) => option.value === type)?.value
    return (
      <ListingEditor
        user={user}
        locale={locale}
        kind={kind}
        id={id}
        type={kind === 'offerings' ? (preset as OfferingType | undefined) : undefined}
        preview={isLocale(preview) ? preview : locale}
      />
    )
  }
