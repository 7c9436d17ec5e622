import {
  Award,
  BookOpen,
  Briefcase,
  Calendar,
  Globe,
  GraduationCap,
  Handshake,
  Landmark,
  Laptop,
  type LucideIcon,
  MessageCircle,
  Plane,
  School,
  ShieldCheck,
  Sparkles,
  Target,
  Users,
} from 'lucide-react'

/** Icons editors may pick for a feature card. */
export const featureIcons = {
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
} satisfies Record<string, LucideIcon>

export type FeatureIcon = keyof typeof featureIcons
export const featureIconNames = Object.keys(featureIcons) as FeatureIcon[]
