'use client'

import { Mail, Phone } from 'lucide-react'
import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { swrOptions } from '@/components/browser/swr'

type Contact = { phone?: string | null; email?: string | null }

const fetchContact = (url: string) =>
  fetch(url, { credentials: 'include' }).then((res) =>
    res.ok ? res.json() : {},
  ) as Promise<Contact>

/** A service manager's phone and e-mail, asked with a signed-in visitor's own session. */
export function ManagerContactDetails({ managerId }: { managerId: number }) {
  const t = useTranslations('listings')
  const { data } = useSWR(
    `/api/service-managers/${managerId}?depth=0&select[phone]=true&select[email]=true`,
    fetchContact,
    { ...swrOptions, revalidateOnFocus: false, shouldRetryOnError: false },
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
