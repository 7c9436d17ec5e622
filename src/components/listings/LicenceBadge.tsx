import { ShieldCheck } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

/** Shown for a certified organisation: the portal has checked its licence. */
export async function LicenceBadge() {
  const t = await getTranslations('listings')
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-success px-2.5 py-0.5 text-xs font-semibold text-success">
      <ShieldCheck aria-hidden className="size-3.5" />
      {t('licenceVerified')}
    </span>
  )
}
