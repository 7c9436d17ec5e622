import type { FeatureIcon } from '@/blocks/FeatureCards/icons'
import type { ArticleCategory } from '@/lib/enums'

import type { Bi, SeedBlock, SeedPackage } from '../catalogue/types'

/** Icons a feature card may show. */
export type SeedIcon = FeatureIcon

/** A button: open the consultation modal, follow a link (a site path such as '/study-tour'), or the Life Blueprint notice. */
export type SeedAction =
  | { kind: 'consultation'; label: Bi; appearance?: 'primary' | 'secondary' }
  | { kind: 'link'; label: Bi; href: string; appearance?: 'primary' | 'secondary' }
  | { kind: 'lifeBlueprint'; label: Bi; appearance?: 'primary' | 'secondary' }

export type SeedPageBlock =
  | { blockType: 'hero'; eyebrow?: Bi; heading: Bi; lead?: Bi; actions?: SeedAction[] }
  /** No items: the marketing figures of site settings. */
  | { blockType: 'figures'; heading?: Bi; items?: { value: string; label: Bi }[] }
  | {
      blockType: 'featureCards'
      heading?: Bi
      lead?: Bi
      cards: { icon: SeedIcon; title: Bi; body: Bi; href?: string }[]
    }
  | { blockType: 'richText'; content: SeedBlock[] }
  | { blockType: 'faq'; heading?: Bi; items: { question: Bi; answer: Bi }[] }
  /** packages: slugs of packages (house packages from houseOffers.ts or the Ivy ones: ivy-foundation, ivy-excellence, ivy-legacy). */
  | { blockType: 'packageTiers'; heading?: Bi; lead?: Bi; packages: string[]; actionLabel?: Bi }
  /** featured: coaches marked featured; specialty: the most booked coaches of a specialty slug; shown as advisor cards in a grid or carousel. */
  | {
      blockType: 'coachCards'
      heading?: Bi
      lead?: Bi
      display: 'grid' | 'carousel'
      source: 'featured' | 'specialty'
      specialty?: string
      limit?: number
    }
  | { blockType: 'callToAction'; heading: Bi; body?: Bi; actions: SeedAction[] }
  /** image: a key for a generated picture (any short ASCII word); caption shown below it and used as alt text. */
  | { blockType: 'media'; image: string; caption: Bi }
  | {
      blockType: 'latestArticles'
      heading?: Bi
      lead?: Bi
      category?: ArticleCategory
      limit?: number
    }

/** A CMS page at `path` (no leading slash; 'home' is the front page). */
export type SeedPage = { path: string; title: Bi; description: Bi; layout: SeedPageBlock[] }

export type { Bi, SeedBlock, SeedPackage }
