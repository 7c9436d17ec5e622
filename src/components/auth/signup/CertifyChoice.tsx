import { BadgeCheck } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import { type PortalRole, portalRoles } from '@/lib/auth/roles'
import type { User } from '@/payload-types'

/** The end of sign-up: the role's "Certify Now" (students certify as students, the others as organisations) or the dashboard. */
export async function CertifyChoice({ user }: { user: User }) {
  const t = await getTranslations('register')
  const role = (user.roles.find((r) => (portalRoles as readonly string[]).includes(r)) ??
    'student') as PortalRole
  return (
    <div className="mt-6">
      <p className="flex items-start gap-2 rounded-xl bg-brand-soft p-4 text-sm">
        <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        {t(`certifyLead.${role}`)}
      </p>
      <div className="mt-6 grid gap-3">
        <Link
          href={role === 'student' ? '/user/certify/student' : '/user/certify/org'}
          className={buttonClass('primary')}
        >
          {t('certifyNow')}
        </Link>
        <Link href="/user/home" className={buttonClass('secondary')}>
          {t('later')}
        </Link>
      </div>
    </div>
  )
}
