import type { Metadata } from 'next'

import { type AppLocale, defaultLocale, localeIso, locales } from '@/i18n/locales'

type OriginEnv = Readonly<Record<string, string | undefined>>

/**
 * The public origin as configured: PUBLIC_ORIGIN (an http(s) origin such as
 * `https://edubridge.example`, trailing slashes trimmed), else `http://localhost:$PORT` (PORT
 * default 3000). A PUBLIC_ORIGIN that is not an http(s) origin is not used: `problem` says why
 * (`npm start` / `npm run dev` refuse to start with it; siteUrl() warns and uses the default).
 * Read from the environment at each call, so a server started with another value needs no rebuild.
 */
export function resolvePublicOrigin(env: OriginEnv = process.env): {
  origin: string
  problem?: string
} {
  const port = env.PORT?.trim() || '3000'
  const fallback = `http://localhost:${port}`
  const raw = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '')
  if (!raw) return { origin: fallback }
  const problem = (why: string, value: string | null = env.PUBLIC_ORIGIN ?? null) => ({
    origin: fallback,
    problem: `PUBLIC_ORIGIN${value === null ? '' : `=${JSON.stringify(value)}`} is not an http(s) origin: ${why} (expected e.g. https://edubridge.example)`,
  })
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return problem('not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return problem(`its scheme is ${url.protocol.slice(0, -1)}`)
  // (Not echoed: it would print the password.)
  if (url.username || url.password) return problem('it holds a user name or password', null)
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(raw))
    return problem('it has a path, query or fragment')
  return { origin: url.origin }
}

// One warning per process and value (server bundles each have their own copy of this module).
const warnedKey = Symbol.for('edubridge.publicOriginWarnings')
const warnedGlobal = globalThis as typeof globalThis & { [warnedKey]?: Set<string> }

/** The public origin for absolute links (mail, canonical, hreflang, Open Graph, sitemap, robots), read at run time. */
export function siteUrl(): string {
  const { origin, problem } = resolvePublicOrigin()
  const warned = (warnedGlobal[warnedKey] ??= new Set())
  if (problem && !warned.has(problem)) {
    warned.add(problem)
    console.warn(`[edubridge] ${problem}; ignored, absolute links use ${origin}`)
  }
  return origin
}

/** The public URL path of `path` (locale-neutral, e.g. "/coach/chen-wei") in `locale`. */
export const localizedPath = (path: string, locale: AppLocale) =>
  locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`

type PageMeta = {
  locale: AppLocale
  /** Locale-neutral path of this page in each language (differs only for per-language slugs). */
  paths: string | Record<AppLocale, string>
  title?: string
  description?: string | null
  image?: string | null
  noIndex?: boolean
}

/** Title, description, canonical URL, hreflang alternates (en, zh, x-default) and Open Graph for a page. */
export function pageMetadata({
  locale,
  paths,
  title,
  description,
  image,
  noIndex,
}: PageMeta): Metadata {
  const pathIn = (l: AppLocale) => localizedPath(typeof paths === 'string' ? paths : paths[l], l)
  const languages = Object.fromEntries(locales.map((l) => [localeIso[l], pathIn(l)]))
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: {
      canonical: pathIn(locale),
      languages: { ...languages, 'x-default': pathIn(defaultLocale) },
    },
    openGraph: {
      type: 'website',
      locale: localeIso[locale].replace('-', '_'),
      url: pathIn(locale),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(noIndex ? { robots: { index: false } } : {}),
  }
}
