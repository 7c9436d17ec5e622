import { getTranslations } from 'next-intl/server'

import type { SiteSetting } from '@/payload-types'

/** The marketing figures of SPEC §1, as edited in site settings. */
export async function FiguresSection({ figures }: { figures: NonNullable<SiteSetting['figures']> }) {
  const t = await getTranslations('home')
  if (figures.length === 0) return null
  return (
    <section aria-labelledby="figures-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="figures-title" className="text-2xl font-bold sm:text-3xl">
        {t('figuresTitle')}
      </h2>
      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.id ?? figure.value} className="flex flex-col-reverse justify-end rounded-2xl border border-line bg-bg-elevated p-5">
            <dt className="mt-1 text-sm text-fg-muted">{figure.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
