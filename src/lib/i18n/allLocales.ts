import { plainText } from '@/lib/richtext/plainText'

/** A text in the portal's two languages, either possibly missing. */
export type Bilingual = { en?: string | null; zh?: string | null }

type Localized = { en?: unknown; zh?: unknown }
const localesOf = (value: unknown): Localized =>
  value && typeof value === 'object' ? (value as Localized) : {}

/** A localized text field of a document read with `locale: 'all'`, in both languages. */
export function bothLanguages(value: unknown): Bilingual {
  const { en, zh } = localesOf(value)
  return { en: typeof en === 'string' ? en : null, zh: typeof zh === 'string' ? zh : null }
}

/** A localized rich-text field read with `locale: 'all'`, as plain text in both languages. */
export function bothLanguagesPlain(value: unknown): Bilingual {
  const { en, zh } = localesOf(value)
  return { en: plainText(en), zh: plainText(zh) }
}
