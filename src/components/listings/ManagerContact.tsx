'use client'

import { Mail, Phone } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { useSignedIn } from '@/components/auth/useSignedIn'
import { Link } from '@/i18n/navigation'
import { loginRedirectPath } from '@/lib/auth/guard'

type Contact = { phone?: string | null; email?: string | null }

const fetchContact = (url: string) =>
  fetch(url, { credentials: 'include' }).then((res) =>
    res.ok ? res.json() : {},
  ) as Promise<Contact>

/**
 * A service manager's phone and e-mail, which the API gives signed-in accounts only: asked by the
 * browser, so the cached page stays the same for everyone. Anonymous visitors are asked to sign in.
 */
export function ManagerContact({ managerId }: { managerId: number }) {
  const t = useTranslations('listings')
  const signedIn = useSignedIn()
  const pathname = usePathname()
  const { data } = useSWR(
    signedIn
      ? `/api/service-managers/${managerId}?depth=0&select[phone]=true&select[email]=true`
      : null,
    fetchContact,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  )
  if (signedIn === false)
    return (
      <Link
        href={loginRedirectPath(pathname)}
        className="text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        {t('signInForContact')}
      </Link>
    )
  if (!data?.phone && !data?.email) return null
  const line = 'flex items-center gap-2 break-all text-sm font-medium text-brand hover:underline'
  return (
    <ul className="space-y-1.5">
      {data.phone && (
        <li>
          <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} className={line}>
            <Phone aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('phone')}: </span>
            {data.phone}
          </a>
        </li>
      )}
      {data.email && (
        <li>
          <a href={`mailto:${data.email}`} className={line}>
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('email')}: </span>
            {data.email}
          </a>
        </li>
      )}
    </ul>
  )
}
