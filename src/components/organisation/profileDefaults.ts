import type { AppLocale } from '@/i18n/locales'
import {
  coreFields,
  type CoreInput,
  formValuesOf,
  type LanguageInput,
  languageFields,
  type ManagerInput,
  storedSocialLinks,
} from '@/lib/organisations/profileSchema'
import type { Organisation, OrganisationImage, ServiceManager } from '@/payload-types'

/** A stored picture's address (a populated upload), or none. */
export const imageUrlOf = (image: number | OrganisationImage | null | undefined) =>
  (typeof image === 'object' && image?.url) || null

/** What each section of the profile form starts from: the organisation as stored, in both languages. */
export function profileDefaults(organisation: Record<AppLocale, Organisation>) {
  const { en, zh } = organisation
  return {
    core: {
      ...formValuesOf(en, coreFields),
      establishmentYear: String(en.establishmentYear ?? ''),
    } as CoreInput,
    zh: formValuesOf(zh, languageFields) as LanguageInput,
    en: formValuesOf(en, languageFields) as LanguageInput,
    social: { socialLinks: storedSocialLinks(en) },
    display: { showable: Boolean(en.showable) },
    coreSaved: Boolean(en.coreSavedAt),
    licenceNumber: en.licenceNumber ?? null,
    logoUrl: imageUrlOf(en.logo),
    name: en.name || zh.name,
  }
}
export type ProfileDefaults = ReturnType<typeof profileDefaults>

/** What the service manager form starts from: the manager as stored in both languages, or nothing. */
export function managerDefaults(manager: Record<AppLocale, ServiceManager> | null): ManagerInput {
  const { en, zh } = manager ?? {}
  return {
    nameZh: zh?.name ?? '',
    nameEn: en?.name ?? '',
    introductionZh: zh?.introduction ?? '',
    introductionEn: en?.introduction ?? '',
    businessAreaNamesZh: zh?.businessAreaNames ?? '',
    businessAreaNamesEn: en?.businessAreaNames ?? '',
    businessAreaCodes: en?.businessAreaCodes ?? [],
    phone: en?.phone ?? '',
    email: en?.email ?? '',
  }
}
