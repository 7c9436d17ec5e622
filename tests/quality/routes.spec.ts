import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test'

import { createUser } from '../e2e/helpers'

import { localized, locales, memberRoutes, publicRoutes, seeded } from './seeded'

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`

/** route → locale form → what was found ('200', '→ /final', or the problem). */
const table = new Map<string, Map<string, string>>()
function note(route: string, form: string, result: string) {
  if (!table.has(route)) table.set(route, new Map())
  table.get(route)!.set(form || '/', result)
}

test.afterAll(() => {
  const rows = [...table].map(([route, forms]) => ({
    route,
    ...Object.fromEntries(locales.map((l) => [l || '/', forms.get(l || '/') ?? ''])),
  }))
  console.log('Route crawl (status or final address per locale form):')
  console.table(rows)
})

/** Status after following redirects, and where it ended (path only). */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  const final = new URL(response.url())
  return { status: response.status(), final: final.pathname + final.search }
}

/** Where a locale form of a route settles: English is the default language, served without a prefix. */
function canonical(prefix: string, route: string) {
  return prefix === '/en' ? route : localized(prefix, route)
}

function sameLanguage(prefix: string, final: string) {
  return (prefix === '/zh') === /^\/zh(\/|$|\?)/.test(final)
}

/** Each route in the locale form answers 404; anything else is noted as a failure. */
async function expectNotFound(
  context: APIRequestContext,
  prefix: string,
  failures: string[],
  routes: string[],
) {
  for (const route of routes) {
    const path = localized(prefix, route)
    const { status } = await visit(context, path)
    note(route, prefix, String(status))
    if (status !== 404) failures.push(`${path}: ${status}, not 404`)
  }
}

/** A fresh cookie jar per locale form: a /zh visit saves Chinese, which unprefixed addresses then follow. */
async function jar() {
  return newRequest.newContext({ baseURL })
}

test('every public route answers 200 (or its documented redirect) in each locale form, and unknown paths 404', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const s = await seeded(request)
  const failures: string[] = []

  for (const prefix of locales) {
    const context = await jar()
    for (const route of publicRoutes(s)) {
      const path = localized(prefix, route)
      const { status, final } = await visit(context, path)
      const expected = canonical(prefix, route)
      // An article's slug is per language: the English one redirects to the Chinese one under /zh.
      const moved = route === `/article/${s.article}` && final.startsWith(`${prefix}/article/`)
      const ok = status === 200 && (final === expected || moved)
      note(route, prefix, !ok ? `${status} ${final}` : final === path ? '200' : `→ ${final}`)
      if (!ok) failures.push(`${path}: ${status} at ${final}`)
    }

    // Aliases the spec names: each ends, after its redirects, on a page of the same language.
    for (const [route, target] of [
      ['/coach', /\/package$|\/search|\/coach/],
      [`/coach/${s.coach}/p`, new RegExp(`/coach/${s.coach}$`)],
      [`/university/details/${s.university.id}`, new RegExp(`/university/${s.university.slug}$`)],
      ['/university/details', /\/university$/],
      // A saved result set is its member's: signed out, the sign-in page.
      ['/tools/recommender/999999999', /\/my-account-login\?redirect=/],
    ] as const) {
      const path = localized(prefix, route)
      const { status, final } = await visit(context, path)
      const ok = status === 200 && target.test(final) && sameLanguage(prefix, final)
      note(route, prefix, ok ? `→ ${final}` : `${status} ${final}`)
      if (!ok) failures.push(`${path}: ${status} at ${final}`)
    }

    await expectNotFound(context, prefix, failures, [
      '/nope',
      '/coach/x/y/z',
      `/coach/${s.coach}/p/${s.pkg}/extra`,
      `/article/${s.article}/extra`,
      `/university/${s.university.slug}/extra`,
      '/university/details/a/b',
      '/employment/job/0/extra',
      '/lifecycle/signup/nope',
    ])
    await context.dispose()
  }
  expect(failures).toEqual([])
})

test('every /user route answers a signed-in member in each locale form; extra segments 404', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const account = await createUser(request, ['student'])
  const failures: string[] = []
  for (const prefix of locales) {
    const context = await jar()
    const login = await context.post('/api/users/login', {
      data: account,
      headers: { Origin: baseURL },
    })
    expect(login.ok()).toBe(true)
    for (const route of memberRoutes) {
      const path = localized(prefix, route)
      const { status, final } = await visit(context, path)
      // A page a student may not use sends them on, to a page that is there.
      const ok = status === 200 && sameLanguage(prefix, final) && !final.includes('login')
      note(route, prefix, !ok ? `${status} ${final}` : final === path ? '200' : `→ ${final}`)
      if (!ok) failures.push(`${path}: ${status} at ${final}`)
    }
    await expectNotFound(context, prefix, failures, [
      '/user/cm/foo/bar',
      '/user/nope',
      '/user/home/extra',
      '/tools/recommender/999999999',
    ])
    await context.dispose()
  }
  expect(failures).toEqual([])
})

// Console errors, failed requests and links without a target: public-pages.spec.ts, with the other checks of each page load.
