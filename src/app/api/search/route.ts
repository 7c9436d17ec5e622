import type { NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'

import { suggestSite } from '@/data/siteSearch'
import { defaultLocale, isLocale, locales } from '@/i18n/locales'
import { SITE_SEARCH_MAX_LIMIT, SITE_SEARCH_MAX_QUERY } from '@/lib/search/siteSearch'
import { usableText } from '@/lib/validation/text'

const params = z.object({
  q: z
    .string()
    .trim()
    .max(SITE_SEARCH_MAX_QUERY, { error: 'tooLong' })
    .refine(usableText, { error: 'invalid' })
    .default(''),
  locale: z.enum(locales, { error: 'invalid' }).default(defaultLocale),
  limit: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(SITE_SEARCH_MAX_LIMIT, { error: 'invalid' })
    .default(8),
})

/**
 * The header search's suggestions: GET ?q=&locale=&limit= answers the published coaches,
 * universities, articles, programmes and jobs matching `q`, at most `limit` in all (shared across
 * kinds), titles and paths in `locale`. Public data, the same for everyone, so shared caches may
 * keep it for a minute. Input it cannot use is a 400 with a message in the asked-for language.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const raw = Object.fromEntries(
    (['q', 'locale', 'limit'] as const).flatMap((key) => {
      const value = query.get(key)
      return value === null || (key !== 'q' && value === '') ? [] : [[key, value]]
    }),
  )
  const parsed = params.safeParse(raw)
  if (!parsed.success) {
    const asked = query.get('locale')
    const locale = isLocale(asked) ? asked : defaultLocale
    const t = await getTranslations({ locale, namespace: 'siteSearch.errors' })
    const tooLong = parsed.error.issues.some((issue) => issue.message === 'tooLong')
    return Response.json(
      {
        error: tooLong ? 'tooLong' : 'invalid',
        message: tooLong ? t('tooLong', { max: SITE_SEARCH_MAX_QUERY }) : t('invalid'),
      },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    )
  }
  const { q, locale, limit } = parsed.data
  const result = await suggestSite(q, locale, limit)
  return Response.json(result, {
    headers: { 'cache-control': 'public, max-age=60' },
  })
}
