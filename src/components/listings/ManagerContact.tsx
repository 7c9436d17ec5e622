'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { useSignedIn } from '@/components/auth/useSignedIn'
import { Link } from '@/i18n/navigation'
import { loginRedirectPath } from '@/lib/auth/guard'

// Only signed-in visitors see the details: their part is fetched once the session says so.
const ManagerContactDetails = dynamic(
  () => import('./ManagerContactDetails').then((module) => module.ManagerContactDetails),
  { ssr: false },
)

/**
 * A service manager's phone and e-mail, which the API gives signed-in accounts only: asked by the
 * browser, so the cached page stays the same for everyone. Anonymous visitors are asked to sign in.
 */
export function ManagerContact({ managerId }: { managerId: number }) {
  const t = useTranslations('listings')
  const signedIn = useSignedIn()
  const pathname = usePathname()
  if (signedIn === false)
    return (
      <Link
        href={loginRedirectPath(pathname)}
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        {t('signInForContact')}
      </Link>
    )
  return signedIn ? <ManagerContactDetails managerId={managerId} /> : null
}
