import { getTranslations } from 'next-intl/server'

/** First tab stop on every page: jumps past the header to the main content. */
export async function SkipLink() {
  const t = await getTranslations('a11y')
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  )
}
