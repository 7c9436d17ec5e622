'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { isLocale } from '@/i18n/locales'
import { statusLabel } from '@/lib/certification/workflow'
import { formatDate } from '@/lib/format'

type Entry = { at?: string | null; from?: string | null; to?: string | null }

/** A history row says what happened and when ("Pending Review → Rejected · 22 November 2026 at 16:30"), in the admin's language. */
export function HistoryRowLabel() {
  const { data } = useRowLabel<Entry>()
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : 'en'
  const change = `${data.from ? statusLabel(data.from, locale) : '—'} → ${statusLabel(data.to, locale)}`
  return <span>{data.at ? `${change} · ${formatDate(data.at, locale, true)}` : change}</span>
}
