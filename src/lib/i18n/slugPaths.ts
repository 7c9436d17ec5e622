import { type AppLocale, locales } from '@/i18n/locales'

/**
 * The locale-neutral path, in every language, of a document with a slug per language (null where a
 * language has none: that language shows the document under another language's slug, its content
 * falling back). `fallback` is the slug when no language has one of its own.
 */
export function slugPaths(
  slugs: Record<AppLocale, string | null>,
  fallback: string,
  pathOf: (slug: string) => string,
): Record<AppLocale, string> {
  const any = locales.map((l) => slugs[l]).find(Boolean) ?? fallback
  return Object.fromEntries(locales.map((l) => [l, pathOf(slugs[l] ?? any)])) as Record<
    AppLocale,
    string
  >
}
