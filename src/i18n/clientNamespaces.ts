import type { Messages } from 'next-intl'

type Namespace = keyof Messages

/**
 * The message namespaces the browser needs: the ones client components read (`useTranslations`,
 * the outcomes `useAction` words, the field errors `useActionForm` words). The rest (mail, page
 * texts rendered on the server) stay on the server. tests/unit/perf/clientNamespaces.test.ts
 * keeps the lists complete.
 */
export const commonClientNamespaces = [
  'a11y',
  'auth',
  'blocks',
  'carousel',
  'consultation',
  'error',
  'form',
  'header',
  'language',
  'offline',
  'register',
  'request',
  'secondFactor',
  'theme',
  'uploads',
  'validation',
] as const satisfies readonly Namespace[]

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

/** Read by the contact form (components/leads/ContactForm). */
export const contactNamespaces = ['contact'] as const satisfies readonly Namespace[]

/**
 * Read only by the member dashboard's components (components/dashboard, organisation, publishing,
 * certification, orders, reviews, messages), which also shows a member's applications; `orders`
 * words the checkout's field error (its `errors`), `reviews` the review form's and the coach's
 * reply form's, `messages` a conversation's page (its `errors` the report form's). The "Ask a
 * question" buttons, on public pages too, are worded on the server and need none of these.
 */
export const dashboardNamespaces = [
  'certify',
  'dashboard',
  'messages',
  'orders',
  'organisation',
  'publishing',
  'reviews',
  ...listingNamespaces,
] as const satisfies readonly Namespace[]

/**
 * Read by the second step of a sign-in and the two-step settings page (setting up an
 * authenticator, the recovery codes): given on those two pages only.
 */
export const twoStepNamespaces = ['twoStep'] as const satisfies readonly Namespace[]

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

/** The namespaces of `messages` given, in a new object (the client provider's share). */
export const pickNamespaces = (messages: Messages, namespaces: readonly Namespace[]) =>
  Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Partial<Messages>
