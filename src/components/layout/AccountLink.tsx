'use client'

import { CircleUserRound } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { useSignedIn } from '@/components/auth/useSignedIn'
import { Link } from '@/i18n/navigation'

/** Sign-in link, or the account link once the session is known; keeps cached pages user-neutral. */
export function AccountLink() {
  const t = useTranslations('header')
  const signedIn = Boolean(useSignedIn())
  return (
    <Link
      href={signedIn ? '/user' : '/my-account-login'}
      className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2 sm:px-3 text-sm font-medium text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
    >
      <CircleUserRound aria-hidden className="size-5" />
      <span className="max-sm:sr-only">{signedIn ? t('dashboard') : t('signIn')}</span>
    </Link>
  )
}
