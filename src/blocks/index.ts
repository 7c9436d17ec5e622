import { CallToActionBlock } from './CallToAction/config'
import { CoachCardsBlock } from './CoachCards/config'
import { FaqBlock } from './Faq/config'
import { FeatureCardsBlock } from './FeatureCards/config'
import { FiguresBlock } from './Figures/config'
import { HeroBlock } from './Hero/config'
import { LatestArticlesBlock } from './LatestArticles/config'
import { MediaBlock } from './MediaBlock/config'
import { PackageTiersBlock } from './PackageTiers/config'
import { RichTextBlock } from './RichTextBlock/config'

/** The layout blocks editors build pages from. */
export const pageBlocks = [
  HeroBlock,
  FiguresBlock,
  FeatureCardsBlock,
  RichTextBlock,
  FaqBlock,
  PackageTiersBlock,
  CoachCardsBlock,
  CallToActionBlock,
  MediaBlock,
  LatestArticlesBlock,
]
