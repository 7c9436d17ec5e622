import type { TextField } from 'payload'

import { bi } from './bilingualLabel'

/** Lower-case letters, digits and single hyphens: safe in every URL. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** With `localized`, uniqueness holds per language. */
type Options = {
  localized?: boolean
  unique?: boolean
  description?: { en: string; zh: string }
  /** Names a route beside the document's own already takes (a coach's `book`, `p`, `reviews`). */
  reserved?: readonly string[]
}

/** The URL name of a document (`{name}`, `{slug}`, `{package}` in the spec's routes). */
export const slugField = ({
  localized = false,
  unique = true,
  description,
  reserved = [],
}: Options = {}): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  index: true,
  unique,
  localized,
  label: bi('URL name', '网址名称'),
  admin: { position: 'sidebar', description: description ?? bi('e.g. chen-wei', '例如 chen-wei') },
  validate: (value: string | null | undefined) =>
    value && reserved.includes(value)
      ? `“${value}” is taken by a page of the site: choose another / “${value}”已被网站页面占用，请换一个`
      : !value || SLUG_PATTERN.test(value)
        ? true
        : 'Use lower-case letters, digits and hyphens only',
})
