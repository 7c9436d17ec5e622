import { useTranslations } from 'next-intl'

/** While the panel asks who the visitor is: the space the answer will take, said to screen readers. */
export function PanelLoading() {
  const t = useTranslations('applications.apply')
  return (
    <div className="h-12 rounded-full bg-bg-muted motion-safe:animate-pulse">
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
