import { useLocale, useTranslations } from 'next-intl'

import type { Option } from '@/lib/enums'

/** A drop-down's options from an enumeration, in the page's language, after an empty "Choose…". */
export function ChoiceOptions({ options }: { options: readonly Option<string>[] }) {
  const t = useTranslations('organisation')
  const locale = useLocale()
  return (
    <>
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label[locale]}
        </option>
      ))}
    </>
  )
}
