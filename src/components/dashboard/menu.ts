import {
  Briefcase,
  Building2,
  FileText,
  GraduationCap,
  House,
  type LucideIcon,
  Plane,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react'

/** What an entry needs before it can be used; shown beside it instead of hiding it. */
export type MenuNeed = 'certifiedOrganisation' | 'certifiedInstitution' | 'certifiedEmployer'

type MenuKey =
  | 'home'
  | 'profile'
  | 'introduction'
  | 'cm'
  | 'studyAbroad'
  | 'studyTourServices'
  | 'postJob'
  | 'settings'
  | 'security'

/** The dashboard menu, in its fixed order; both service entries ("study-tour services", "post a job") lead to /user/services. */
export const dashboardMenu: { key: MenuKey; href: string; Icon: LucideIcon; needs?: MenuNeed }[] = [
  { key: 'home', href: '/user/home', Icon: House },
  { key: 'profile', href: '/user/profile', Icon: UserRound },
  { key: 'introduction', href: '/user/introduction', Icon: FileText },
  { key: 'cm', href: '/user/cm', Icon: Building2, needs: 'certifiedOrganisation' },
  {
    key: 'studyAbroad',
    href: '/user/studyAbroad',
    Icon: GraduationCap,
    needs: 'certifiedInstitution',
  },
  { key: 'studyTourServices', href: '/user/services', Icon: Plane, needs: 'certifiedInstitution' },
  { key: 'postJob', href: '/user/services', Icon: Briefcase, needs: 'certifiedEmployer' },
  { key: 'settings', href: '/user/settings', Icon: Settings },
  { key: 'security', href: '/user/security', Icon: ShieldCheck },
]
