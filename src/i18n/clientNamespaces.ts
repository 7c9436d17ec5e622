import type { Messages } from 'next-intl'

import { failureMessages } from '@/lib/actions/result'

type Namespace = keyof Messages

/**
 * Parts of the dashboard's namespace that only some pages' components read (a form or a panel of
 * one page): the dashboard layout gives the rest of the namespace, and each part is given, as
 * `dashboard.<part>`, under the routes that render its readers.
 */
export const dashboardPageParts = [
  'acceptPolicies',
  'bookings',
  'dataExport',
  'deleteAccount',
  'orders',
  'privacy',
  'sessions',
  'twoStep',
] as const satisfies readonly (keyof Messages['dashboard'])[]

type DashboardPart = `dashboard.${(typeof dashboardPageParts)[number]}`
type FailureMessage = (typeof failureMessages)[keyof typeof failureMessages]
/** What a provider is given: whole namespaces, one of the dashboard's page parts, or one message. */
export type MessageScope = Namespace | DashboardPart | FailureMessage

/**
 * The message namespaces the browser needs: the ones client components read (`useTranslations`,
 * the outcomes `useAction` words, the field errors `useActionForm` words). The rest (mail, page
 * texts rendered on the server) stay on the server. tests/unit/perf/clientNamespaces.test.ts
 * keeps the lists complete.
 */
export const commonClientNamespaces = [
  'a11y',
  'blocks',
  'carousel',
  'consultation',
  'error',
  'form',
  'header',
  'language',
  'offline',
  'request',
  'theme',
  'uploads',
  'validation',
] as const satisfies readonly Namespace[]

/**
 * What the root layout gives: the common namespaces and, of the other namespaces, the refusals
 * any server action may answer with (`failureMessages`: a wrong sign-in, a taken e-mail, a
 * damaged image), each on its own; the rest of those namespaces only where their forms are.
 */
export const commonClientScopes: readonly MessageScope[] = [
  ...commonClientNamespaces,
  ...Object.values(failureMessages).filter(
    (key) => !(commonClientNamespaces as readonly string[]).includes(key.split('.')[0]!),
  ),
]

/*
 * The rest are given only where they are read: each page pays in its HTML for the messages its
 * provider holds, and the chrome of every page for the common ones. A subtree's provider adds its
 * namespaces to those above it (components/providers/ClientMessages).
 */

/** Read by a listing's apply panel and its service managers' contact button (components/listings, applications). */
export const listingNamespaces = [
  'listings',
  'applications',
] as const satisfies readonly Namespace[]

/**
 * Read by the sign-in, sign-up and password forms (components/auth): given by the layout of those
 * pages (bare).
 */
export const accountNamespaces = ['auth', 'register'] as const satisfies readonly Namespace[]

/**
 * Read by the code and new-password fields (components/auth/AccountFields): under
 * /user/security/email-change and password-change (the deletion's form has them too).
 */
export const accountFieldsNamespaces = ['register'] as const satisfies readonly Namespace[]

/** Read by the contact form (components/leads/ContactForm). */
export const contactNamespaces = ['contact'] as const satisfies readonly Namespace[]

/**
 * Read by every dashboard page's own components (the menu, the member forms, the settings and
 * security pages): given by the dashboard layout. The namespaces below it are given only under
 * the routes whose components read them, each by its own small layout, so a member's home does
 * not carry the publishing, certification or order forms' words.
 */
export const dashboardNamespaces = [
  'dashboard',
  // The menu's sign-out button (components/auth/LogoutButton).
  'auth',
] as const satisfies readonly Namespace[]

/** Read by the certification forms (components/certification): under /user/certify. */
export const certifyNamespaces = ['certify'] as const satisfies readonly Namespace[]

/** Read by a conversation's page (components/messages; its `errors` the report form's): under /user/messages. */
export const messagesNamespaces = ['messages'] as const satisfies readonly Namespace[]

/** Read by the checkout and an order's buttons (components/orders; `orders.errors` the field error): under /user/orders. */
export const ordersNamespaces = [
  'orders',
  'dashboard.orders',
] as const satisfies readonly MessageScope[]

/** Read by a session's cancel button (components/dashboard): under /user/bookings, /user/coaching and /user/cm/sessions. */
export const sessionListNamespaces = [
  'dashboard.bookings',
] as const satisfies readonly MessageScope[]

/** Read by the data export's panel: under /user/security/data-export. */
export const dataExportNamespaces = [
  'dashboard.dataExport',
] as const satisfies readonly MessageScope[]

/** Read by the account deletion's form: under /user/security/delete-account. */
export const deleteAccountNamespaces = [
  'dashboard.deleteAccount',
  ...accountFieldsNamespaces,
] as const satisfies readonly MessageScope[]

/** Read by the signed-in devices' buttons: under /user/security/sessions. */
export const signInSessionsNamespaces = [
  'dashboard.sessions',
] as const satisfies readonly MessageScope[]

/** Read by the consent buttons (components/dashboard/ConsentButtons): under /user/privacy. */
export const privacyNamespaces = [
  'dashboard.privacy',
  'dashboard.acceptPolicies',
] as const satisfies readonly MessageScope[]

/** Read by the review form and the coach's reply form (components/reviews): under /user/bookings and /user/coaching. */
export const reviewsNamespaces = ['reviews'] as const satisfies readonly Namespace[]

/** Read by an organisation's profile forms (components/organisation): under /user/cm. */
export const organisationNamespaces = ['organisation'] as const satisfies readonly Namespace[]

/** Read by a member's list of applications (components/applications): under /user/applications. */
export const applicationsNamespaces = ['applications'] as const satisfies readonly Namespace[]

/**
 * Read by an organisation's publishing pages (components/publishing: the listing forms, their
 * service managers, the applicants): under /user/services and /user/studyAbroad.
 */
export const publishingNamespaces = [
  'organisation',
  'publishing',
  ...listingNamespaces,
] as const satisfies readonly Namespace[]

/**
 * Read by the second step of a sign-in and the two-step settings page (setting up an
 * authenticator, the recovery codes): given on those two pages only.
 */
export const twoStepNamespaces = ['twoStep', 'secondFactor'] as const satisfies readonly Namespace[]

/** The two-step settings page's own panel and forms, besides the authenticator's words. */
export const twoStepSettingsNamespaces = [
  ...twoStepNamespaces,
  'dashboard.twoStep',
] as const satisfies readonly MessageScope[]

/**
 * Read by the booking page's slot picker and form (components/booking): the page's own words and
 * the booking schema's field errors (`booking.errors`).
 */
export const bookingNamespaces = ['booking', 'bookingPage'] as const satisfies readonly Namespace[]

/** Read by a coach's dashboard pages (components/coaching): marking sessions, the hours form. */
export const coachingNamespaces = [
  'availability',
  'coaching',
] as const satisfies readonly Namespace[]

/** Read only by the recommender's components (components/recommender). */
export const recommenderNamespaces = ['recommender'] as const satisfies readonly Namespace[]

const picked = new WeakMap<Messages, WeakMap<readonly MessageScope[], Partial<Messages>>>()

/**
 * The namespaces and parts of `messages` given (the client provider's share): the dashboard's
 * namespace without its page parts, each part only where it is named. Made once per locale's
 * messages and list of scopes (the lists are constants), not on every request: the providers only
 * read it.
 */
export function pickNamespaces(messages: Messages, scopes: readonly MessageScope[]) {
  let byScopes = picked.get(messages)
  if (!byScopes) picked.set(messages, (byScopes = new WeakMap()))
  let share = byScopes.get(scopes)
  if (!share) byScopes.set(scopes, (share = pick(messages, scopes)))
  return share
}

function pick(messages: Messages, scopes: readonly MessageScope[]) {
  const share: Record<string, unknown> = {}
  for (const scope of scopes) {
    const [namespace, part] = scope.split('.') as [Namespace, string | undefined]
    if (part) {
      const parent = (share[namespace] ??= {}) as Record<string, unknown>
      parent[part] = (messages[namespace] as Record<string, unknown>)[part]
    } else if (namespace === 'dashboard') {
      const parts = new Set<string>(dashboardPageParts)
      share[namespace] = {
        ...(share[namespace] as object | undefined),
        ...Object.fromEntries(
          Object.entries(messages.dashboard).filter(([key]) => !parts.has(key)),
        ),
      }
    } else share[namespace] = messages[namespace]
  }
  return share as Partial<Messages>
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** `above` with `added`'s namespaces, a namespace in both (the dashboard and one of its page parts) joined. */
export const mergeMessages = (above: Partial<Messages>, added: Partial<Messages>) => {
  const merged: Record<string, unknown> = { ...above }
  for (const [namespace, value] of Object.entries(added)) {
    const existing = merged[namespace]
    merged[namespace] = isObject(existing) && isObject(value) ? { ...existing, ...value } : value
  }
  return merged as Partial<Messages>
}
