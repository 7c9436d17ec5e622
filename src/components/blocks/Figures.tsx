import { getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'
import { localizeFigureValue } from '@/lib/i18n/figureValue'
import type { FiguresBlock as Props } from '@/payload-types'

import { BlockSection } from '@/components/page/BlockSection'

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
      {/* Rows of equal cards (2, 3 or 4 a row by width) that wrap, the last one centred: however
          many figures there are, a short last row leaves no hole on one side. */}
      <dl className="flex flex-wrap justify-center gap-4">
        {figures.map((figure) => (
          <div
            key={figure.id ?? figure.value}
            className="flex w-[calc((100%_-_1rem)/2)] flex-col-reverse justify-end rounded-2xl border border-line bg-bg-elevated p-5 sm:w-[calc((100%_-_2rem)/3)] lg:w-[calc((100%_-_3rem)/4)]"
          >
            <dt className="mt-1 text-sm text-fg-muted">{figure.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand">
              {localizeFigureValue(figure.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </BlockSection>
  )
}
