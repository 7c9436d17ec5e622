import { NavLink } from '@/components/layout/NavLink'
import type { FeatureCardsBlock as Props } from '@/payload-types'

import { BlockSection } from '@/components/page/BlockSection'

import type { FeatureIcon } from '@/blocks/FeatureCards/icons'
import {
  Award,
  BookOpen,
  Briefcase,
  Calendar,
  Globe,
  GraduationCap,
  Handshake,
  type IconComponent,
  Landmark,
  Laptop,
  MessageCircle,
  Plane,
  School,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
} from '@/components/ui/icons'

const featureIcons = {
  users: Users,
  'graduation-cap': GraduationCap,
  plane: Plane,
  'book-open': BookOpen,
  landmark: Landmark,
  briefcase: Briefcase,
  globe: Globe,
  award: Award,
  laptop: Laptop,
  handshake: Handshake,
  school: School,
  sparkles: Sparkles,
  target: Target,
  calendar: Calendar,
  'shield-check': ShieldCheck,
  'message-circle': MessageCircle,
} satisfies Record<FeatureIcon, IconComponent>

type Card = Props['cards'][number]

function CardBody({ card }: { card: Card }) {
  const Icon = featureIcons[card.icon as FeatureIcon] ?? featureIcons.sparkles
  return (
    <>
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
        <Icon aria-hidden className="size-5" />
      </span>
      <span>
        <span className={`block font-semibold ${card.href ? 'group-hover:underline' : ''}`}>
          {card.title}
        </span>
        <span className="mt-1 block text-sm text-fg-muted">{card.body}</span>
      </span>
    </>
  )
}

/** Cards with an icon, a title and a sentence; a card with a link is one big link. */
export function FeatureCardsBlock({ id, heading, lead, cards }: Props) {
  const columns = cards.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  const card = 'group flex h-full gap-4 rounded-2xl border border-line bg-bg-elevated p-5'
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <ul className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
        {cards.map((c) => (
          <li key={c.id ?? c.title}>
            {c.href ? (
              <NavLink href={c.href} className={`${card} transition-shadow hover:shadow-md`}>
                <CardBody card={c} />
              </NavLink>
            ) : (
              <div className={card}>
                <CardBody card={c} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
