import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { routing } from '@/i18n/routing'
import { locales } from '@/i18n/locales'
import { loginRedirectPath, needsSignIn } from '@/lib/auth/guard'
import { publicListPath, shareableCacheControl } from '@/lib/cache/publicLists'
import { withoutControlCharacters } from '@/lib/http/cleanUrl'

const handleI18n = createMiddleware(routing)
const prefixed = new RegExp(`^/(${locales.join('|')})(/|$)`)

/**
 * Redirects only: the locale rules (English unprefixed, /zh prefixed; the browser language counts on
 * `/` only), the early sign-in redirect for /user, and away from control characters in the address
 * (no page means one; the database refuses them).
 * Pages, route handlers and server actions check the session again themselves.
 * The public list pages also say that they may be shared (see publicLists.ts).
 */
export default function proxy(request: NextRequest) {
  const response = route(request)
  if (
    request.method === 'GET' &&
    publicListPath.test(request.nextUrl.pathname) &&
    !response.headers.has('location')
  ) {
    response.headers.set('Cache-Control', shareableCacheControl)
  }
  return response
}

function route(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const cleaned = withoutControlCharacters(pathname, request.nextUrl.searchParams)
  if (cleaned !== null) return NextResponse.redirect(new URL(cleaned, request.url), 308)
  const signedIn = request.cookies.has('payload-token')
  if (needsSignIn(pathname, signedIn)) {
    const locale = pathname.match(prefixed)?.[1]
    const login =
      (locale && locale !== routing.defaultLocale ? `/${locale}` : '') +
      loginRedirectPath(pathname + search)
    return NextResponse.redirect(new URL(login, request.url))
  }

  // Browser language may choose the locale on the root path only.
  if (pathname !== '/' && !prefixed.test(pathname) && request.headers.has('accept-language')) {
    const headers = new Headers(request.headers)
    headers.delete('accept-language')
    return handleI18n(new NextRequest(request.url, { headers, method: request.method }))
  }
  return handleI18n(request)
}

export const config = {
  // Everything but the Payload app, Next internals and the app's own files (icons, the manifest,
  // public/icons). Other paths with a dot (bots probing /wp-login.php) come here too, so they get
  // the 404 page in a real locale instead of reaching [locale] as a "locale" of their own.
  matcher: [
    '/((?!api|admin|_next|_vercel|next|icon\\.svg|favicon\\.ico|apple-icon\\.png|manifest\\.webmanifest|icons/|robots\\.txt|sitemap\\.xml).*)',
  ],
}
