import {
  Briefcase,
  Building2,
  CalendarClock,
  CalendarCog,
  ClipboardList,
  FileText,
  GraduationCap,
  House,
  type LucideIcon,
  MessagesSquare,
  Plane,
  Presentation,
  Receipt,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react'

import type { MemberRole } from './roles'
import type { OrganisationRole } from '@/lib/organisations/roles'

/** What an entry needs before it can be used; shown beside it instead of hiding it. */
export type MenuNeed = 'certifiedOrganisation' | 'certifiedInstitution' | 'certifiedEmployer'

export type MenuKey =
  | 'home'
  | 'profile'
  | 'introduction'
  | 'applications'
  | 'bookings'
  | 'orders'
  | 'messages'
  | 'coaching'
  | 'availability'
  | 'recommender'
  | 'cm'
  | 'consultations'
  | 'studyAbroad'
  | 'studyTourServices'
  | 'postJob'
  | 'settings'
  | 'security'

/** Where each entry leads; both service entries ("study-tour services", "post a job") lead to /user/services. */
export const menuEntries: Record<MenuKey, { href: string; Icon: LucideIcon; needs?: MenuNeed }> = {
  home: { href: '/user/home', Icon: House },
  profile: { href: '/user/profile', Icon: UserRound },
  introduction: { href: '/user/introduction', Icon: FileText },
  applications: { href: '/user/applications', Icon: ClipboardList },
  bookings: { href: '/user/bookings', Icon: CalendarClock },
  orders: { href: '/user/orders', Icon: Receipt },
  messages: { href: '/user/messages', Icon: MessagesSquare },
  coaching: { href: '/user/coaching', Icon: Presentation },
  availability: { href: '/user/coaching/availability', Icon: CalendarCog },
  recommender: { href: '/tools/recommender', Icon: Sparkles },
  cm: { href: '/user/cm', Icon: Building2, needs: 'certifiedOrganisation' },
  consultations: {
    href: '/user/cm/sessions',
    Icon: CalendarClock,
    needs: 'certifiedOrganisation',
  },
  studyAbroad: { href: '/user/studyAbroad', Icon: GraduationCap, needs: 'certifiedInstitution' },
  studyTourServices: { href: '/user/services', Icon: Plane, needs: 'certifiedInstitution' },
  postJob: { href: '/user/services', Icon: Briefcase, needs: 'certifiedEmployer' },
  settings: { href: '/user/settings', Icon: Settings },
  security: { href: '/user/security', Icon: ShieldCheck },
}

/** One entry of a member's menu: its key, and what it needs when the member does not have it yet. */
export type MenuItem = { key: MenuKey; needs?: MenuNeed }

/** The full menu in its fixed order, as staff see it. */
const fullMenu: MenuKey[] = [
  'home',
  'profile',
  'introduction',
  'cm',
  'consultations',
  'studyAbroad',
  'studyTourServices',
  'postJob',
  'settings',
  'security',
]

const organisationMenu = (...services: MenuKey[]): MenuKey[] => [
  'home',
  'profile',
  'introduction',
  'cm',
  'consultations',
  ...services,
  'messages',
  'settings',
  'security',
]

/** What each member's role uses, in the menu's order. */
const roleMenus: Record<MemberRole, MenuKey[]> = {
  student: [
    'home',
    'profile',
    'introduction',
    'applications',
    'bookings',
    'orders',
    'messages',
    'recommender',
    'settings',
    'security',
  ],
  school: organisationMenu('studyAbroad', 'studyTourServices'),
  institution: organisationMenu('studyAbroad', 'studyTourServices'),
  employer: organisationMenu('postJob'),
  coach: ['home', 'profile', 'coaching', 'availability', 'messages', 'settings', 'security'],
}

/** The note an organisation's own entries carry until it is certified, in the words of its role. */
const certifiedAs: Record<OrganisationRole, MenuNeed> = {
  school: 'certifiedOrganisation',
  institution: 'certifiedInstitution',
  employer: 'certifiedEmployer',
}

/**
 * The member's menu: a portal member sees the entries of their role, an organisation's own entries
 * marked until it is certified; staff (no portal role) keep the full menu with every note.
 */
export function menuFor(role: MemberRole | null, certified: boolean): MenuItem[] {
  if (!role) return fullMenu.map((key) => ({ key, needs: menuEntries[key].needs }))
  return roleMenus[role].map((key) => ({
    key,
    needs:
      role !== 'student' && role !== 'coach' && !certified && menuEntries[key].needs
        ? certifiedAs[role]
        : undefined,
  }))
}

/** The one entry the page at `pathname` belongs to: its own path or one below it; the deepest such entry. */
export const currentEntry = (items: MenuItem[], pathname: string): MenuKey | undefined => {
  const entries = items.filter(({ key }) => {
    const { href } = menuEntries[key]
    return pathname === href || pathname.startsWith(`${href}/`)
  })
  // The deepest entry wins: /user/coaching/availability is "My hours", not "Coaching sessions".
  return entries.sort((a, b) => menuEntries[b.key].href.length - menuEntries[a.key].href.length)[0]
    ?.key
}
