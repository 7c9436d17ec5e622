import type { Payload } from 'payload'

import { CORE_SAVE } from '@/lib/organisations/profileRules'
import { organisationKinds } from '@/lib/organisations/roles'
import type { Organisation, User } from '@/payload-types'

import { portrait } from '../catalogue/images'
import type { Lang } from '../helpers'

import { documentPhoto, logo } from './images'
import { as, certify, createMember, demoEmail, uploadAs } from './members'
import type { SeedManager, SeedOrganisation } from './types'

/** Chinese organisations fill in their certification in Chinese, the others in English. */
const languageOf = (org: SeedOrganisation): Lang => (org.country === 'CN' ? 'zh' : 'en')

/** The member applies for certification with their licence photo; the reviewer approves, which creates the organisation. */
async function certifiedOrganisation(payload: Payload, org: SeedOrganisation, reviewer: User) {
  const lang = languageOf(org)
  const member = await createMember(payload, {
    email: demoEmail('org', org.slug),
    role: org.role,
    firstName: org.contact.firstName,
    lastName: org.contact.lastName,
    preferredLocale: lang,
  })
  const licence = await documentPhoto(
    'Business Licence',
    [org.name.en, `Licence No. ${org.licenceNumber}`, `Established ${org.establishmentYear}`],
    `licence-${org.slug}`,
  )
  await certify(payload, member, reviewer, {
    type: 'organisation',
    organisation: {
      providerType: organisationKinds[org.role].providerType,
      schoolType: org.schoolType,
      name: org.name[lang],
      licenceNumber: org.licenceNumber,
      licencePhoto: await uploadAs(payload, member, 'certification-documents', licence),
      legalRepresentative: org.legalRepresentative,
      address: org.address[lang],
      website: org.website,
      businessScope: org.businessScope[lang],
      contactPerson:
        lang === 'zh'
          ? `${org.contact.lastName}${org.contact.firstName}`
          : `${org.contact.firstName} ${org.contact.lastName}`,
      contactPosition: org.contact.position,
      contactPhone: org.contactPhone,
      contactEmail: org.contactEmail,
      country: org.country,
      region: org.region[lang],
      description: org.description[lang],
    },
  })
  const { docs } = await payload.find({
    collection: 'organisations',
    where: { owner: { equals: member.id } },
    limit: 1,
    ...as(member),
  })
  return { member, organisation: docs[0]! }
}

/**
 * The member completes the profile section by section, as the profile forms save it (the
 * Organisations hook checks each): the core with the logo, the texts in each language, the social
 * links, then public display once both languages are complete.
 */
async function completeProfile(payload: Payload, org: SeedOrganisation, member: User, id: number) {
  const save = (data: Partial<Organisation>, locale: Lang = 'en', core = false) =>
    payload.update({
      collection: 'organisations',
      id,
      data,
      locale,
      context: core ? { [CORE_SAVE]: true } : undefined,
      ...as(member),
    })
  const logoId = await uploadAs(
    payload,
    member,
    'organisation-images',
    await logo(org.shortName.en, org.slug, org.colors),
    `${org.name.en} logo`,
  )
  await save(
    {
      logo: logoId,
      establishmentYear: org.establishmentYear,
      industry: org.industry,
      employeeCount: org.employeeCount,
      website: org.website,
      contactEmail: org.contactEmail,
      contactPhone: org.contactPhone,
      country: org.country,
    },
    'en',
    true,
  )
  for (const lang of ['en', 'zh'] as const)
    await save(
      {
        name: org.name[lang],
        shortName: org.shortName[lang],
        slogan: org.slogan[lang],
        description: org.description[lang],
        address: org.address[lang],
        region: org.region[lang],
        businessScope: org.businessScope[lang],
        certificationNames: org.certificationNames[lang],
      },
      lang,
    )
  await save({ socialLinks: org.socialLinks })
  if (org.showable) await save({ showable: true })
}

/** A service manager the member adds (with a photo); content staff then rate them. */
async function createManager(
  payload: Payload,
  member: User,
  staff: User,
  slug: string,
  m: SeedManager,
) {
  const texts = (lang: Lang) => ({
    name: m.name[lang],
    introduction: m.introduction[lang],
    businessAreaNames: m.businessAreaNames[lang],
  })
  const photo = await portrait(m.name.en, `${slug}-${m.slug}`)
  const avatar = await uploadAs(
    payload,
    member,
    'organisation-images',
    { ...photo, name: `manager-${slug}-${m.slug}.webp` },
    m.name.en,
  )
  const created = await payload.create({
    collection: 'service-managers',
    locale: 'en',
    data: {
      ...texts('en'),
      businessAreaCodes: m.businessAreaCodes,
      phone: m.phone,
      email: m.email,
      avatar,
    } as never,
    ...as(member),
  })
  await payload.update({
    collection: 'service-managers',
    id: created.id,
    locale: 'zh',
    data: texts('zh'),
    ...as(member),
  })
  await payload.update({
    collection: 'service-managers',
    id: created.id,
    data: { rating: m.rating },
    ...as(staff),
  })
  return created.id
}

/**
 * A certified organisation as its member leaves it after the real flows: certification approved by
 * `reviewer`, profile completed in both languages, service managers added. Returns the member and
 * the managers' ids by slug, for the listings.
 */
export async function seedOrganisation(payload: Payload, org: SeedOrganisation, reviewer: User) {
  const { member, organisation } = await certifiedOrganisation(payload, org, reviewer)
  await completeProfile(payload, org, member, organisation.id)
  const managers = new Map<string, number>()
  for (const m of org.managers)
    managers.set(m.slug, await createManager(payload, member, reviewer, org.slug, m))
  return { member, managers }
}
