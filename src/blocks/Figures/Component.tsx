import { getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'
import type { FiguresBlock as Props } from '@/payload-types'

import { BlockSection } from '../BlockSection'

/** Key figures; with none of its own, the marketing figures kept in site settings. */
export async function FiguresBlock({
  id,
  heading,
  lead,
  items,
  locale,
}: Props & { locale: AppLocale }) {
  const figures = items?.length ? items : ((await getSiteSettings(locale)).figures ?? [])
  if (figures.length === 0) return null
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.id ?? figure.value}
            className="flex flex-col-reverse justify-end rounded-2xl border border-line bg-bg-elevated p-5"
          >
            <dt className="mt-1 text-sm text-fg-muted">{figure.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  )
}
