import type { AppLocale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { CallToActionBlock } from '@/components/blocks/CallToAction'
import { CoachCardsBlock } from '@/components/blocks/CoachCards'
import { FaqBlock } from '@/components/blocks/Faq'
import { FeatureCardsBlock } from '@/components/blocks/FeatureCards'
import { FiguresBlock } from '@/components/blocks/Figures'
import { HeroBlock } from '@/components/blocks/Hero'
import { LatestArticlesBlock } from '@/components/blocks/LatestArticles'
import { MediaBlock } from '@/components/blocks/MediaBlock'
import { PackageTiersBlock } from '@/components/blocks/PackageTiers'
import { RichTextBlock } from '@/components/blocks/RichTextBlock'

type Block = Page['layout'][number]

function RenderBlock({
  block,
  locale,
  isFirst,
}: {
  block: Block
  locale: AppLocale
  isFirst: boolean
}) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock {...block} isFirst={isFirst} />
    case 'figures':
      return <FiguresBlock {...block} locale={locale} />
    case 'featureCards':
      return <FeatureCardsBlock {...block} />
    case 'richText':
      return <RichTextBlock {...block} />
    case 'faq':
      return <FaqBlock {...block} />
    case 'packageTiers':
      return <PackageTiersBlock {...block} />
    case 'coachCards':
      return <CoachCardsBlock {...block} locale={locale} />
    case 'callToAction':
      return <CallToActionBlock {...block} />
    case 'media':
      return <MediaBlock {...block} />
    case 'latestArticles':
      return <LatestArticlesBlock {...block} locale={locale} />
  }
}

/** A page's layout, block by block; a page that does not open with a hero gets its title as the h1. */
export function RenderBlocks({ page, locale }: { page: Page; locale: AppLocale }) {
  const opensWithHero = page.layout[0]?.blockType === 'hero'
  return (
    <>
      {!opensWithHero && (
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
        </div>
      )}
      {page.layout.map((block, index) => (
        <RenderBlock key={block.id ?? index} block={block} locale={locale} isFirst={index === 0} />
      ))}
    </>
  )
}
