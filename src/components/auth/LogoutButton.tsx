'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { signOut } from '@/actions/session'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { failureMessages } from '@/lib/actions/result'

/** "logout": signs out, says so in a success toast (title "login/logout feature", text "Congratulations, logout successful") and goes to sign-in. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('auth')
  const m = useTranslations()
  const router = useRouter()
  const onClick = async () => {
    const result = await signOut().catch(() => null)
    if (!result?.ok)
      return toast.error(m(result ? failureMessages.failure : failureMessages.network))
    toast.success(t('logoutTitle'), { description: t('logoutDone') })
    router.push('/my-account-login')
    router.refresh()
  }
  return (
    <button type="button" onClick={onClick} className={className}>
      <LogOut aria-hidden className="size-4" />
      {t('logout')}
    </button>
  )
}
