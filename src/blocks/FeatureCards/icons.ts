/** Icons editors may pick for a feature card, by name (drawn by components/blocks/FeatureCards). */
export const featureIconNames = [
  'users',
  'graduation-cap',
  'plane',
  'book-open',
  'landmark',
  'briefcase',
  'globe',
  'award',
  'laptop',
  'handshake',
  'school',
  'sparkles',
  'target',
  'calendar',
  'shield-check',
  'message-circle',
] as const

export type FeatureIcon = (typeof featureIconNames)[number]
