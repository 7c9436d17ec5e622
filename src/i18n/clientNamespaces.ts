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
  'applications',
  'auth',
  'blocks',
  'carousel',
  'consultation',
  'contact',
  'error',
  'header',
  'language',
  'listings',
  'offline',
  'register',
  'request',
  'theme',
  'uploads',
  'validation',
] as const satisfies readonly Namespace[]

/** Read only by the member dashboard's components (components/dashboard, organisation, publishing, certification). */
export const dashboardNamespaces = [
  'certify',
  'dashboard',
  'organisation',
  'publishing',
] as const satisfies readonly Namespace[]

/** Read only by the recommender's components (components/recommender). */
export const recommenderNamespaces = ['recommender'] as const satisfies readonly Namespace[]

/** The namespaces of `messages` given, in a new object (the client provider's share). */
export const pickNamespaces = (messages: Messages, namespaces: readonly Namespace[]) =>
  Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as Partial<Messages>
