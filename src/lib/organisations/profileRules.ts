import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { type AppLocale, defaultLocale, isLocale } from '@/i18n/locales'
import { hasRole } from '@/lib/auth/roles'
import { issueMessage } from '@/lib/certification/details'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldIssues, formInput } from '@/lib/validation/issues'
import type { Organisation } from '@/payload-types'

import {
  coreFields,
  coreSchema,
  formValuesOf,
  type LanguageField,
  languageFields,
  languageSchemas,
  socialLinksSchema,
} from './profileSchema'

/** A field's problem as a message key of `organisation.errors`, by field name. */
export type ProfileIssues = Record<string, string>
/** One language's texts as stored (empty fields may be null). */
export type StoredTexts = Partial<Record<LanguageField, string | null>>

export const otherLanguage = (language: AppLocale): AppLocale => (language === 'en' ? 'zh' : 'en')

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

const issuesOf = (schema: z.ZodType, values: object): ProfileIssues => {
  const parsed = schema.safeParse(values, formInput)
  return parsed.success ? {} : fieldIssues(parsed.error)
}

/** Core information, as it would be stored. */
export const coreIssues = (stored: object) => issuesOf(coreSchema, formValuesOf(stored, coreFields))

/** Social media links, as they would be stored. */
export const socialLinkIssues = (stored: Pick<Organisation, 'socialLinks'>) =>
  issuesOf(socialLinksSchema, { socialLinks: stored.socialLinks ?? [] })

/**
 * One language's texts, as they would be stored: its section's schema, and each text the other
 * language has (the short name too) given in this one as well ("paired:zh.shortName").
 */
export function languageIssues(
  language: AppLocale,
  texts: StoredTexts,
  other: StoredTexts,
): ProfileIssues {
  const issues = issuesOf(languageSchemas[language], formValuesOf(texts, languageFields))
  for (const field of languageFields)
    if (!issues[field] && !filled(texts[field]) && filled(other[field]))
      issues[field] = `paired:${language}.${field}`
  return issues
}

/** Public display is for a profile complete in both languages. */
export function displayIssues(texts: Record<AppLocale, StoredTexts>): ProfileIssues {
  const incomplete = (['zh', 'en'] as const).some(
    (language) =>
      Object.keys(languageIssues(language, texts[language], texts[otherLanguage(language)]))
        .length > 0,
  )
  return incomplete ? { showable: 'displayNeedsBoth' } : {}
}

/** An issue in words, in a language (the hook's refusals; the forms word them with their own translator). */
export function profileMessage(locale: AppLocale, key: string): string {
  const t = translatorFor(locale)
  return issueMessage((k, values) => t(`organisation.${k}` as never, values as never), key)
}

/**
 * Whether the profile rules apply to this change: a member's, not the certification workflow's
 * (which says so in its context) nor content staff's.
 */
export const isMembersChange = (req: PayloadRequest) =>
  Boolean(req.user) && !req.context.organisationSystem && !hasRole(req.user, 'admin', 'editor')

/** Tells the hook that a save is of the core section even if nothing in it changed. */
export const CORE_SAVE = 'organisationCoreSave'

const comparable = (value: unknown): string =>
  JSON.stringify(
    Array.isArray(value)
      ? value.map((row: { platform?: unknown; url?: unknown }) => [row.platform, row.url])
      : (value ?? ''),
  )
const changed = (data: object, stored: object, fields: readonly string[]) =>
  fields.some(
    (field) =>
      comparable((data as Record<string, unknown>)[field]) !==
      comparable((stored as Record<string, unknown>)[field]),
  )

/** The organisation's texts in a language, read inside the change's transaction; the request keeps its own language. */
async function storedTexts(
  req: PayloadRequest,
  id: number,
  locale: AppLocale,
): Promise<StoredTexts> {
  const { locale: requestLocale, fallbackLocale } = req
  try {
    return await req.payload.findByID({
      collection: 'organisations',
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
      req,
    })
  } finally {
    req.locale = requestLocale
    req.fallbackLocale = fallbackLocale
  }
}

/**
 * A member's change of their organisation, checked on what would be stored (`data` holds every
 * field, the request's own values over the stored ones): the texts of the request's language when
 * any changed, the core when any core field changed (or the core form was saved), the links when
 * they changed, and public display when it is being turned on. `coreSaved`: the core passed.
 */
export async function memberChangeIssues(
  req: PayloadRequest,
  data: Partial<Organisation>,
  stored: Organisation,
): Promise<{ issues: ProfileIssues; coreSaved: boolean }> {
  const language = isLocale(req.locale) ? req.locale : defaultLocale
  const savingCore =
    Boolean(req.context[CORE_SAVE]) || changed(data, stored, [...coreFields, 'logo'])
  const savingTexts = changed(data, stored, languageFields)
  const showing = data.showable === true && stored.showable !== true
  const core = savingCore ? coreIssues(data) : {}
  const issues: ProfileIssues = { ...core }
  if (changed(data, stored, ['socialLinks'])) Object.assign(issues, socialLinkIssues(data))
  if (savingTexts || showing) {
    const other = await storedTexts(req, stored.id, otherLanguage(language))
    if (savingTexts) Object.assign(issues, languageIssues(language, data, other))
    if (showing)
      Object.assign(
        issues,
        displayIssues({ [language]: data, [otherLanguage(language)]: other } as Record<
          AppLocale,
          StoredTexts
        >),
      )
  }
  return { issues, coreSaved: savingCore && Object.keys(core).length === 0 }
}
