import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/**
 * "Start Free Consultation". The booking form is not built yet, so this links to the contact page
 * with the coach (and package) preselected; the consultation modal will replace the link target.
 */
export async function ConsultationButton({ coach, plan, className = '' }: { coach?: string; plan?: string; className?: string }) {
  const t = await getTranslations('coaches')
  const query = { ...(coach ? { coach } : {}), ...(plan ? { plan } : {}) }
  return (
    <Link
      href={{ pathname: '/contact-us', query }}
      data-consultation-coach={coach}
      data-consultation-plan={plan}
      className={`inline-flex h-12 items-center justify-center rounded-full bg-brand px-6 font-semibold text-brand-fg shadow-sm transition-colors hover:bg-brand-strong ${className}`}
    >
      {t('startConsultation')}
    </Link>
  )
}
