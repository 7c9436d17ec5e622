'use client'

import { LogOut } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { signOut } from '@/actions/session'
import { toast } from '@/components/ui/toast'
import { signalNavigationCancel, signalNavigationStart } from '@/components/page/progressSignal'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { getPathname } from '@/i18n/navigation'
import { failureMessages } from '@/lib/actions/result'
import { clientFailureMessages } from '@/components/browser/clientFailure'

const SIGN_IN = '/my-account-login'

/** "logout": signs out, says so in a success toast (title "login/logout feature", text "Congratulations, logout successful") and goes to sign-in. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('auth')
  const m = useTranslations()
  const router = useProgressRouter()
  const locale = useLocale()
  const onClick = async () => {
    // Signing out is the way to the sign-in page: its progress shows from the click, through the
    // action, not only once the page is asked for.
    signalNavigationStart(getPathname({ href: SIGN_IN, locale }))
    const result = await signOut().catch(() => null)
    if (!result?.ok) {
      signalNavigationCancel()
      return toast.error(
        result
          ? m(clientFailureMessages.failed, { reason: m(failureMessages.failure) })
          : m(failureMessages.network),
      )
    }
    toast.success(t('logoutTitle'), { description: t('logoutDone') })
    // No refresh of its own: the action's cookie change already empties the router's cache, and a
    // refresh raced the push (the page left would re-render signed out and redirect elsewhere).
    router.push(SIGN_IN)
  }
  return (
    <button type="button" onClick={onClick} className={className}>
      <LogOut aria-hidden className="size-4" />
      {t('logout')}
    </button>
  )
}
