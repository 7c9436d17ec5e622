import { BookOpen, Briefcase, GraduationCap, Landmark, Plane, Users } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

const sections = [
  { key: 'coaches', href: '/search', Icon: Users },
  { key: 'studyAbroad', href: '/study-abroad', Icon: GraduationCap },
  { key: 'studyTour', href: '/study-tour', Icon: Plane },
  { key: 'tutoring', href: '/academic-tutoring', Icon: BookOpen },
  { key: 'universities', href: '/university', Icon: Landmark },
  { key: 'employment', href: '/employment/go-to-china', Icon: Briefcase },
] as const

/** Ways into the portal's sections (each section's pages arrive with later work). */
export async function SectionLinks() {
  const t = await getTranslations('home')
  return (
    <section aria-labelledby="sections-title" className="border-t border-line bg-bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="sections-title" className="text-2xl font-bold sm:text-3xl">
          {t('sectionsTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map(({ key, href, Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className="group flex h-full gap-4 rounded-2xl border border-line bg-bg-elevated p-5 transition-shadow hover:shadow-md"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold group-hover:underline">{t(`sections.${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-fg-muted">{t(`sections.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
