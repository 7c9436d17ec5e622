'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { toast } from 'sonner'

import { useRouter } from '@/i18n/navigation'
import { signOut } from '@/lib/accounts/actions/session'

/** "logout": signs out, says so (SPEC §4/§8: "login/logout feature" / "Congratulations, logout successful") and goes to sign-in. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslations('auth')
  const r = useTranslations('register')
  const router = useRouter()
  const onClick = async () => {
    const result = await signOut().catch(() => null)
    if (!result?.ok) return toast.error(r('failure'))
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
