import fs from 'node:fs'
import path from 'node:path'

import type { Messages } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  accountFieldsNamespaces,
  accountNamespaces,
  applicationsNamespaces,
  bookingNamespaces,
  certifyNamespaces,
  dashboardPageParts,
  dataExportNamespaces,
  deleteAccountNamespaces,
  coachingNamespaces,
  commonClientNamespaces,
  commonClientScopes,
  contactNamespaces,
  dashboardNamespaces,
  listingNamespaces,
  mergeMessages,
  messagesNamespaces,
  ordersNamespaces,
  pickNamespaces,
  organisationNamespaces,
  privacyNamespaces,
  publishingNamespaces,
  recommenderNamespaces,
  reviewsNamespaces,
  sessionListNamespaces,
  signInSessionsNamespaces,
  twoStepSettingsNamespaces,
  twoStepNamespaces,
} from '../../../src/i18n/clientNamespaces'
import en from '../../../messages/en.json'
import { failureMessages } from '../../../src/lib/actions/result'

const src = path.resolve(import.meta.dirname, '../../../src')
const files = (fs.readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(src, file))
const source = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]))
const relative = (file: string) => path.relative(src, file)

const pageParts = new Set<string>(dashboardPageParts.map((part) => `dashboard.${part}`))
/**
 * Each file's message namespaces read through the hook (the server's getTranslations needs none):
 * a dashboard page part as `dashboard.<part>`, any other part as its namespace.
 */
const hookNamespaces = (text: string) =>
  [...text.matchAll(/useTranslations\('([A-Za-z0-9]+)(\.[A-Za-z0-9]+)?/g)].map((match) =>
    pageParts.has(match[1]! + match[2]) ? match[1]! + match[2] : match[1]!,
  )
/** A form's own outcome messages: a map `satisfies OutcomeWording` or `: OutcomeWording =`, or `wording: {…}`. */
const outcomeMaps =
  /\{([^{}]*)\}\s*satisfies OutcomeWording\b|(?:: OutcomeWording =|wording:) \{([^{}]*)\}/g
/** Namespaces named as text: the keys of a form's outcome messages, and its `fieldErrors`. */
const formNamespaces = (text: string) => [
  ...[...text.matchAll(outcomeMaps)].flatMap((map) =>
    [...(map[1] ?? map[2]!).matchAll(/'([A-Za-z0-9]+)\./g)].map((key) => key[1]!),
  ),
  ...[...text.matchAll(/fieldErrors: '([A-Za-z0-9]+)/g)].map((match) => match[1]!),
]

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined
  if (!base) return undefined
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => source.has(file))
}
/** Who imports each file (statically or with import()). */
const importers = new Map<string, Set<string>>()
for (const [file, text] of source)
  for (const match of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
    const target = resolveImport(file, match[1]!)
    if (!target) continue
    if (!importers.has(target)) importers.set(target, new Set())
    importers.get(target)!.add(file)
  }
/**
 * Where each namespace beyond the common ones is given: under a layout (`routes`: every route
 * below it) or by a component that wraps its subtree in a provider (`providers`).
 */
const dashboard = 'app/(frontend)/[locale]/(dashboard)/user/'
type Scope = { namespaces: readonly string[]; routes?: string[]; providers?: string[] }
const scopes: Scope[] = [
  { namespaces: accountNamespaces, routes: ['app/(frontend)/[locale]/(bare)/'] },
  {
    namespaces: accountFieldsNamespaces,
    routes: [`${dashboard}security/email-change/`, `${dashboard}security/password-change/`],
  },
  { namespaces: dashboardNamespaces, routes: ['app/(frontend)/[locale]/(dashboard)/'] },
  { namespaces: certifyNamespaces, routes: [`${dashboard}certify/`] },
  { namespaces: messagesNamespaces, routes: [`${dashboard}messages/`] },
  { namespaces: ordersNamespaces, routes: [`${dashboard}orders/`] },
  { namespaces: reviewsNamespaces, routes: [`${dashboard}bookings/`, `${dashboard}coaching/`] },
  { namespaces: organisationNamespaces, routes: [`${dashboard}cm/`] },
  { namespaces: applicationsNamespaces, routes: [`${dashboard}applications/`] },
  {
    namespaces: sessionListNamespaces,
    routes: [`${dashboard}bookings/`, `${dashboard}coaching/`, `${dashboard}cm/sessions/`],
  },
  { namespaces: dataExportNamespaces, routes: [`${dashboard}security/data-export/`] },
  { namespaces: deleteAccountNamespaces, routes: [`${dashboard}security/delete-account/`] },
  { namespaces: signInSessionsNamespaces, routes: [`${dashboard}security/sessions/`] },
  { namespaces: privacyNamespaces, routes: [`${dashboard}privacy/`] },
  { namespaces: twoStepSettingsNamespaces, routes: [`${dashboard}security/two-step/`] },
  {
    namespaces: publishingNamespaces,
    routes: [`${dashboard}services/`, `${dashboard}studyAbroad/`],
  },
  {
    namespaces: recommenderNamespaces,
    routes: ['app/(frontend)/[locale]/(site)/tools/recommender/'],
  },
  {
    namespaces: listingNamespaces,
    providers: [
      'components/listings/ListingDetail.tsx',
      'components/listings/OrganisationView.tsx',
      'components/booking/BookingPage.tsx',
    ],
  },
  { namespaces: contactNamespaces, providers: ['components/leads/ContactPage.tsx'] },
  { namespaces: bookingNamespaces, providers: ['components/booking/BookingPage.tsx'] },
  {
    namespaces: coachingNamespaces,
    routes: [
      'app/(frontend)/[locale]/(dashboard)/user/coaching/',
      'app/(frontend)/[locale]/(dashboard)/user/cm/sessions/',
    ],
  },
  {
    namespaces: twoStepNamespaces,
    routes: [
      'app/(frontend)/[locale]/(bare)/my-account-login/second-factor/',
      'app/(frontend)/[locale]/(dashboard)/user/security/two-step/',
    ],
  },
]
const known = new Set<string>([
  ...commonClientNamespaces,
  ...scopes.flatMap((scope) => scope.namespaces),
])

/** A file Next renders a route by (the page factories in `_routes/` are followed up to them). */
const isRouteFile = (name: string) =>
  name.startsWith('app/') &&
  /(^|\/)(page|layout|template|default|not-found|error)\.tsx?$/.test(name)

/** The route files that render a file without passing through one of `providers` on the way up. */
const routesWithout = (file: string, providers: Set<string>) => {
  const seen = new Set<string>([file])
  const queue = [file]
  for (const current of queue)
    for (const importer of importers.get(current) ?? [])
      if (!seen.has(importer) && !providers.has(relative(importer))) {
        seen.add(importer)
        queue.push(importer)
      }
  return [...seen].map(relative).filter(isRouteFile)
}

/** Each scoped namespace with every layout and provider that gives it. */
const givenBy = new Map<string, { routes: string[]; providers: Set<string> }>()
for (const scope of scopes)
  for (const namespace of scope.namespaces) {
    const given = givenBy.get(namespace) ?? { routes: [], providers: new Set<string>() }
    given.routes.push(...(scope.routes ?? []))
    for (const provider of scope.providers ?? []) given.providers.add(provider)
    givenBy.set(namespace, given)
  }

describe('the messages the browser is given', () => {
  it('include every namespace a component reads with the hook or a form words with', () => {
    const missing = [...source].flatMap(([file, text]) =>
      [...hookNamespaces(text), ...formNamespaces(text)]
        .filter((namespace) => !known.has(namespace))
        .map((namespace) => `${relative(file)}: ${namespace}`),
    )
    expect(missing).toEqual([])
  })

  it('include, everywhere, the messages server refusals are worded in, and of their namespaces only those', () => {
    const everywhere = pickNamespaces(en as Messages, commonClientScopes) as Record<
      string,
      Record<string, unknown>
    >
    expect(
      Object.values(failureMessages).filter((key) => {
        const [namespace, name] = key.split('.') as [string, string]
        return typeof everywhere[namespace]?.[name] !== 'string'
      }),
    ).toEqual([])
    // The sign-up form's own words stay on its pages: only its refusals are everywhere.
    expect(Object.keys(everywhere.register!).sort()).toEqual(
      Object.values(failureMessages)
        .filter((key) => key.startsWith('register.'))
        .map((key) => key.slice('register.'.length))
        .sort(),
    )
  })

  it.each([...givenBy])(
    'give %s only where its readers are rendered',
    (namespace, { routes, providers }) => {
      const readers = [...source]
        .filter(([, text]) =>
          [...hookNamespaces(text), ...formNamespaces(text)].includes(namespace),
        )
        .map(([file]) => file)
      expect(readers.length).toBeGreaterThan(0)
      const elsewhere = readers.flatMap((file) =>
        routesWithout(file, providers)
          .filter((route) => !routes.some((prefix) => route.startsWith(prefix)))
          .map((route) => `${relative(file)} ← ${route}`),
      )
      expect(elsewhere).toEqual([])
    },
  )
})

describe('picking and joining the messages given', () => {
  const messages = {
    dashboard: { title: 'Dashboard', orders: { pay: 'Pay' }, dataExport: { ask: 'Ask' } },
    orders: { errors: { empty: 'Empty' } },
  } as unknown as Messages

  it("gives the dashboard's namespace without its page parts, and a part only where named", () => {
    expect(pickNamespaces(messages, ['dashboard'])).toEqual({ dashboard: { title: 'Dashboard' } })
    expect(pickNamespaces(messages, ['orders', 'dashboard.orders'])).toEqual({
      orders: { errors: { empty: 'Empty' } },
      dashboard: { orders: { pay: 'Pay' } },
    })
  })

  it("joins a page part to the dashboard's namespace given above it", () => {
    const above = pickNamespaces(messages, ['dashboard'])
    const merged = mergeMessages(above, pickNamespaces(messages, ['dashboard.dataExport']))
    expect(merged).toEqual({ dashboard: { title: 'Dashboard', dataExport: { ask: 'Ask' } } })
    expect(above).toEqual({ dashboard: { title: 'Dashboard' } })
  })

  it('picks a list of scopes once per set of messages, not on every request', () => {
    const scopes = ['orders', 'dashboard.orders'] as const
    expect(pickNamespaces(messages, scopes)).toBe(pickNamespaces(messages, scopes))
    const other = { ...messages, orders: { errors: { empty: 'Leer' } } } as unknown as Messages
    expect(pickNamespaces(other, scopes)).toEqual({
      orders: { errors: { empty: 'Leer' } },
      dashboard: { orders: { pay: 'Pay' } },
    })
  })
})
