'use server'

import { z } from 'zod'

import { getMyOrganisation, getMyServiceManager } from '@/data/myOrganisation'
import { type AppLocale, locales } from '@/i18n/locales'
import { asMember, type Changed, changeAsMember } from '@/lib/actions/changeAsMember'
import { type ActionContext, ActionRefusal, defineAction, parseWith } from '@/actions/defineAction'
import { failedChange } from '@/lib/actions/refusal'
import type { ActionFailure } from '@/lib/actions/result'
import { relationId } from '@/lib/db/relationId'
import { translatorFor } from '@/lib/i18n/translate'
import {
  CORE_SAVE,
  displayIssues,
  languageIssues,
  otherLanguage,
  type ProfileIssues,
} from '@/lib/organisations/profileRules'
import {
  coreSchema,
  displaySchema,
  languageSchemas,
  managerSchema,
  socialLinksSchema,
  storedSocialLinks,
} from '@/lib/organisations/profileSchema'
import { storeOrganisationImage } from '@/lib/uploads/organisationImage'
import { documentId } from '@/lib/validation/documentId'
import type { Organisation } from '@/payload-types'

type Context = ActionContext<true>

/** Empty texts are stored as nothing. */
const asStored = (values: object) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
  )

/** A form's fields sent as JSON beside its file; anything unreadable is no input (the schema refuses it). */
const jsonOf = (value: FormDataEntryValue | null): unknown => {
  try {
    return JSON.parse(String(value))
  } catch {
    return undefined
  }
}

/** Answers at once with a failure and its reason (in the member's language). */
const refuse = (reason: string): never => {
  throw new ActionRefusal({ ok: false, error: 'failure', reason })
}

/** A refusal of the rules the Organisations hook applies too, said on the fields in the member's own language. */
const invalidIf = (fields: ProfileIssues): ActionFailure | null =>
  Object.keys(fields).length > 0 ? { ok: false, error: 'invalid', fields } : null

/** A failed save: a hook's refusal with its own reason (and field), anything else in general words (and logged). */
const failed = (context: Context) => ({
  answer: (error: unknown) => failedChange(error, context, 'An organisation profile change failed'),
})

/** Answers at once with a change's failure; else what it did. */
const unlessFailed = <Done>(changed: Changed<Done>): Done => {
  if (!changed.ok) throw new ActionRefusal(changed)
  return changed.done
}

/**
 * The member's organisation in both languages, read as the member. A member without one is told to
 * certify first; every section but the core waits for the core's first save.
 */
async function organisationOf({ user, locale }: Context, waitsForCore = true) {
  const [en, zh] = await Promise.all([getMyOrganisation(user, 'en'), getMyOrganisation(user, 'zh')])
  const t = translatorFor(locale)
  if (!en || !zh) return refuse(t('organisations.refusals.noOrganisation'))
  if (waitsForCore && !en.coreSavedAt) return refuse(t('organisation.coreFirst'))
  return { en, zh }
}

/**
 * Saves a section as the member (its texts in their own language); the hook checks it again. The
 * action has already applied the hook's rules in the member's words: a refusal here is a rare race.
 */
async function update(
  context: Context,
  id: number,
  data: Partial<Organisation>,
  {
    locale = context.locale,
    core = false,
    onFailure,
  }: { locale?: AppLocale; core?: boolean; onFailure?: () => unknown } = {},
): Promise<Organisation> {
  return unlessFailed(
    await changeAsMember(
      context,
      (member) =>
        member.update({
          collection: 'organisations',
          id,
          data,
          depth: 1,
          locale,
          context: core ? { [CORE_SAVE]: true } : undefined,
        }),
      { ...failed(context), onFailure },
    ),
  )
}

/** A picture sent with a form (a logo, a manager's photo), stored as the member's; none when no file came. */
async function storeImage(context: Context, file: FormDataEntryValue | null, name: string) {
  if (!(file instanceof File) || file.size === 0) return null
  const { payload, user, locale } = context
  // Stored as the member by storeOrganisationImage.
  const saved = unlessFailed(
    await changeAsMember(
      context,
      () => storeOrganisationImage(payload, { file, name, user, locale }),
      failed(context),
    ),
  )
  if ('problem' in saved) throw new ActionRefusal({ ok: false, error: saved.problem })
  return saved.image
}

/** A picture no longer shown goes (a failure leaves it for the orphan clean-up). */
const dropImage = (context: Context, id: number | null | undefined) =>
  id
    ? asMember(context)
        .delete({ collection: 'organisation-images', id })
        .catch(() => undefined)
    : undefined

/** Core information with the logo: "submitted" on its first save, "updated" afterwards. */
export const saveOrganisationCore = defineAction({
  name: 'saveOrganisationCore',
  schema: z.instanceof(FormData),
  member: true,
  run: async (form, context) => {
    const values = parseWith(coreSchema, jsonOf(form.get('data')))
    const { en: organisation } = await organisationOf(context, false)
    const logo = await storeImage(context, form.get('logo'), 'logo')
    await update(
      context,
      organisation.id,
      { ...asStored(values), ...(logo ? { logo: logo.id } : {}) },
      { core: true, onFailure: () => dropImage(context, logo?.id) },
    )
    if (logo) await dropImage(context, relationId(organisation.logo))
    const outcome: 'submitted' | 'updated' = organisation.coreSavedAt ? 'updated' : 'submitted'
    return { ok: true, outcome, logoUrl: logo?.url ?? null }
  },
})

/** Chinese or English information, saved in its own language. */
export const saveOrganisationTexts = defineAction({
  name: 'saveOrganisationTexts',
  schema: z.enum(locales),
  member: true,
  run: async (language, context, input: unknown) => {
    const values = parseWith(languageSchemas[language], input)
    const organisation = await organisationOf(context)
    const refused = invalidIf(
      languageIssues(language, values, organisation[otherLanguage(language)]),
    )
    if (refused) return refused
    await update(context, organisation.en.id, asStored(values), { locale: language })
    return { ok: true }
  },
})

/** The social media links as the form lists them; a stored row keeps its id (any other id is dropped). */
export const saveOrganisationSocialLinks = defineAction({
  name: 'saveOrganisationSocialLinks',
  schema: socialLinksSchema,
  member: true,
  run: async ({ socialLinks }, context) => {
    const { en } = await organisationOf(context)
    const known = new Set(storedSocialLinks(en).map((link) => link.id))
    const rows = socialLinks.map(({ id, platform, url }) =>
      id && known.has(id) ? { id, platform, url } : { platform, url },
    )
    return {
      ok: true,
      links: storedSocialLinks(await update(context, en.id, { socialLinks: rows })),
    }
  },
})

/** One stored social media link deleted at once (the form's other rows keep their unsaved edits). */
export const deleteOrganisationSocialLink = defineAction({
  name: 'deleteOrganisationSocialLink',
  schema: z.string().min(1).max(64),
  member: true,
  run: async (id, context) => {
    const { en } = await organisationOf(context)
    const socialLinks = storedSocialLinks(en).filter((link) => link.id !== id)
    return { ok: true, links: storedSocialLinks(await update(context, en.id, { socialLinks })) }
  },
})

/** Public display: turned on only for a profile complete in both languages. */
export const saveOrganisationDisplay = defineAction({
  name: 'saveOrganisationDisplay',
  schema: displaySchema,
  member: true,
  run: async ({ showable }, context) => {
    const organisation = await organisationOf(context)
    const refused = showable ? invalidIf(displayIssues(organisation)) : null
    if (refused) return refused
    await update(context, organisation.en.id, { showable })
    return { ok: true }
  },
})

/** The id of a manager being edited (none: a new one); past the database's integer range it is no id. */
const managerId = z.coerce.number().pipe(documentId)

/** A manager's texts in one language, as the form names them (nameZh, nameEn…). */
const managerTexts = (values: z.output<typeof managerSchema>, language: AppLocale) => {
  const suffix = language === 'zh' ? 'Zh' : 'En'
  return asStored({
    name: values[`name${suffix}`],
    introduction: values[`introduction${suffix}`],
    businessAreaNames: values[`businessAreaNames${suffix}`],
  })
}

/**
 * Adds a service manager (or edits one of the member's) with its photo, as the member: the
 * collection puts it in the member's organisation. Saved in the member's language first (a refusal
 * is then in their words), then the other; a new manager whose second half fails goes again.
 */
export const saveServiceManager = defineAction({
  name: 'saveServiceManager',
  schema: z.instanceof(FormData),
  member: true,
  run: async (form, context) => {
    const { user, locale } = context
    const values = parseWith(managerSchema, jsonOf(form.get('data')))
    const id = form.has('id') ? parseWith(managerId, form.get('id')) : null
    const existing = id === null ? null : await getMyServiceManager(user, id, locale)
    if (id !== null && !existing) refuse(translatorFor(locale)('organisation.managers.notFound'))
    const avatar = await storeImage(context, form.get('avatar'), 'manager')
    const common = {
      businessAreaCodes: values.businessAreaCodes,
      phone: values.phone,
      email: values.email || null,
      ...(avatar ? { avatar: avatar.id } : {}),
      ...managerTexts(values, locale),
    }
    const as = { collection: 'service-managers', depth: 0 } as const
    let created: number | null = null
    const saved = await changeAsMember(
      context,
      async (member) => {
        const manager = existing
          ? await member.update({ ...as, id: existing.id, data: common, locale })
          : await member.create({ ...as, data: common as never, locale })
        if (!existing) created = manager.id
        const other = otherLanguage(locale)
        await member.update({
          ...as,
          id: manager.id,
          data: managerTexts(values, other),
          locale: other,
        })
      },
      {
        ...failed(context),
        onFailure: async () => {
          if (created)
            await asMember(context)
              .delete({ ...as, id: created })
              .catch(() => undefined)
          await dropImage(context, avatar?.id)
        },
      },
    )
    if (!saved.ok) return saved
    if (avatar) await dropImage(context, relationId(existing?.avatar))
    return { ok: true }
  },
})

/** Deletes one of the member's service managers, and its photo. */
export const deleteServiceManager = defineAction({
  name: 'deleteServiceManager',
  schema: managerId,
  member: true,
  run: async (id, context) => {
    const { user, locale } = context
    const manager = await getMyServiceManager(user, id, locale)
    if (!manager) return refuse(translatorFor(locale)('organisation.managers.notFound'))
    const deleted = await changeAsMember(
      context,
      (member) => member.delete({ collection: 'service-managers', id }),
      failed(context),
    )
    if (!deleted.ok) return deleted
    await dropImage(context, relationId(manager.avatar))
    return { ok: true }
  },
})
