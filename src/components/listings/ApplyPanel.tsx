'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { PanelLoading } from '@/components/applications/PanelLoading'
import { useSessionMember } from '@/components/auth/useSignedIn'
import { PrivacyNotice, privacyNoticeTags } from '@/components/legal/PrivacyNotice'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import { hasRole } from '@/lib/auth/roles'
import { loginRedirectPath } from '@/lib/auth/guard'
import type { ListingKind } from '@/lib/organisations/roles'

// Only a signed-in student's panel asks for more (their application and certification): it is
// fetched once the session says so, never with the page.
const StudentApply = dynamic(
  () => import('@/components/applications/StudentApply').then((module) => module.StudentApply),
  { ssr: false, loading: PanelLoading },
)

type Props = {
  /** The listing applied to. */
  kind: ListingKind
  id: number
  /** Takes no more applications (closed, or past its deadline). */
  closed: boolean
}

/**
 * Applying for a listing. The page around it is cached for everyone, so who the visitor is (signed
 * in, a student, certified, already applied) is asked from the browser with their own session:
 * visitors are asked to sign in and come back here, organisations and staff told only students
 * apply, students shown their application, the way to certify, or the form.
 */
export function ApplyPanel({ kind, id, closed }: Props) {
  const t = useTranslations('applications.apply')
  // With its locale prefix: where the login page sends the visitor back to.
  const pathname = usePathname()
  const member = useSessionMember()

  // Said where one may still apply: to students, and visitors before they sign in; not to organisations or staff.
  const mayApply =
    !closed && (member === null || (member !== undefined && hasRole(member, 'student')))

  const body = () => {
    if (member === undefined) return <PanelLoading />
    if (member && hasRole(member, 'student'))
      return <StudentApply kind={kind} id={id} closed={closed} student={member.id} />
    if (closed) return <p className="text-fg-muted">{t('closed')}</p>
    if (member) return <p className="text-fg-muted">{t('studentsOnly')}</p>
    return (
      <Link href={loginRedirectPath(pathname)} className={buttonClass('primary', 'w-full')}>
        {t('signIn')}
      </Link>
    )
  }

  return (
    <section
      id="apply"
      aria-labelledby="apply-panel-title"
      data-testid="apply-panel"
      className="rounded-2xl border border-line bg-bg-elevated p-5"
    >
      <h2 id="apply-panel-title" className="mb-4 text-lg font-bold">
        {t('title')}
      </h2>
      {body()}
      {mayApply && (
        <PrivacyNotice className="mt-4">{t.rich('privacyNotice', privacyNoticeTags)}</PrivacyNotice>
      )}
    </section>
  )
}
