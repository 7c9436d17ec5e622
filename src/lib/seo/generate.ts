import type { GenerateDescription, GenerateTitle } from '@payloadcms/plugin-seo/types'

import { plainText } from '@/lib/richtext/plainText'

type Doc = {
  brandName?: string
  name?: string
  title?: string
  headline?: string
  summary?: string
  excerpt?: string
  description?: unknown
}

/** The SEO title suggested in the admin: the document's own name or title. */
export const generateTitle: GenerateTitle = ({ doc }) => {
  const d = doc as Doc
  return d.title ?? d.name ?? d.brandName ?? ''
}

/** The SEO description suggested in the admin: the document's summary, cut to 160 characters. */
export const generateDescription: GenerateDescription = ({ doc }) => {
  const d = doc as Doc
  const text = d.headline ?? d.summary ?? d.excerpt ?? plainText(d.description)
  return text.length > 160 ? `${text.slice(0, 157)}…` : text
}
