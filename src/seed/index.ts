import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { ensureRecommenderIndex } from '@/lib/recommender/indexing'
import { hasSecondFactor, provisionSecondFactor } from '@/lib/secondFactor/store'
import { typedAuthenticatorSecret } from '@/lib/secondFactor/totp'
import { indexAllTitles } from '@/lib/search/titleSearch'

import { seedBankTransfer } from './bankTransfer'
import { seedAvailability, seedCoachAccount } from './availability'
import { seedCatalogue } from './catalogue'
import { seedOrganisations } from './organisations'
import { seedLocations } from './locations'
import { seedOfferPages } from './pages'
import { seedPolicies } from './policies'
import { seedReviews } from './reviews'
import { brand, figures, footerNav, headerNav } from './siteSettings'
import { seedWechatQr } from './wechatQr'

export type SeedReport = {
  admin: { email: string; password?: string; created: boolean }
  settingsSeeded: boolean
  catalogueCreated: number
  pagesCreated: number
}

/** 16 characters of letters and digits, always containing both (passwords are 8–16 characters and must combine the two). */
const generatePassword = () => {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const body = Array.from(crypto.randomBytes(14), (byte) => alphabet[byte % alphabet.length]).join(
    '',
  )
  return `${body}a7`
}

async function seedAdmin(payload: Payload): Promise<SeedReport['admin']> {
  const email = (process.env.ADMIN_EMAIL ?? 'admin@edubridge.local').toLowerCase()
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
  })
  if (existing.totalDocs > 0) {
    await provisionAdminAuthenticator(payload, existing.docs[0].id)
    return { email, created: false }
  }
  const password = process.env.ADMIN_PASSWORD ?? generatePassword()
  const admin = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['admin'], firstName: 'Site', lastName: 'Admin' },
  })
  await provisionAdminAuthenticator(payload, admin.id)
  return { email, password: process.env.ADMIN_PASSWORD ? undefined : password, created: true }
}

/**
 * ADMIN_TOTP_SECRET (base32) becomes the first admin's authenticator while it has none, so
 * automation (CI, the demo, scripted checks) can compute its codes. Without it, the admin scans a
 * QR code at the first sign-in like every other member of staff.
 */
async function provisionAdminAuthenticator(payload: Payload, adminId: number) {
  const typed = process.env.ADMIN_TOTP_SECRET
  if (!typed || (await hasSecondFactor(payload, adminId))) return
  const secret = typedAuthenticatorSecret(typed)
  // A shorter key would be stored and then refuse every code: the admin could never sign in.
  if (!secret)
    throw new Error('ADMIN_TOTP_SECRET must be base32 (letters A–Z and digits 2–7, 26 or more).')
  await provisionSecondFactor(payload, adminId, secret)
}

async function seedSiteSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    locale: 'en',
    fallbackLocale: false,
  })
  if (current.brandName) return false
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      ...brand.en,
      contactEmail: brand.contactEmail,
      contactPhone: brand.contactPhone,
      wechatId: brand.wechatId,
      figures: figures.map(({ value, en }) => ({ value, label: en })),
      // No social links: the demo brand has no pages on the networks, and the footer shows none.
      socialLinks: [],
      headerNav: headerNav.map(({ href, en }) => ({ href, label: en })),
      footerNav: footerNav.map(({ en, links }) => ({
        title: en,
        links: links.map((l) => ({ href: l.href, label: l.en })),
      })),
      meta: {
        title: 'EduBridge',
        description:
          'Admissions consulting led by former admissions officers of elite universities.',
      },
    },
  })
  // Array rows keep their ids across locales: the zh pass fills the labels of the same rows.
  const saved = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'zh',
    data: {
      ...brand.zh,
      figures: saved.figures?.map((row, i) => ({ ...row, label: figures[i].zh })),
      headerNav: saved.headerNav?.map((row, i) => ({ ...row, label: headerNav[i].zh })),
      footerNav: saved.footerNav?.map((column, i) => ({
        ...column,
        title: footerNav[i].zh,
        links: column.links?.map((link, j) => ({ ...link, label: footerNav[i].links[j].zh })),
      })),
      meta: { title: '育桥教育', description: '由名校前招生官领衔的升学咨询与留学服务。' },
    },
  })
  return true
}

/**
 * What a production database needs besides its migrations, with no demo content: the brand's site
 * settings and the recommender's index, and the first admin when ADMIN_EMAIL and ADMIN_PASSWORD
 * are both given (a generated password would be shown on a deploy log).
 */
export async function seedEssentials(payload: Payload) {
  const admin =
    process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD ? await seedAdmin(payload) : null
  await seedSiteSettings(payload)
  await seedPolicies(payload)
  await seedLocations(payload)
  await ensureRecommenderIndex(payload)
  return { admin }
}

/** Idempotent: creates only what is missing, so running it again adds nothing twice. */
export async function seed(payload: Payload): Promise<SeedReport> {
  const admin = await seedAdmin(payload)
  const settingsSeeded = await seedSiteSettings(payload)
  await seedPolicies(payload)
  await seedWechatQr(payload)
  const catalogueCreated = await seedCatalogue(payload)
  await seedAvailability(payload)
  await seedCoachAccount(payload)
  await seedReviews(payload)
  await seedLocations(payload)
  await seedBankTransfer(payload)
  const pagesCreated = await seedOfferPages(payload)
  await seedOrganisations(payload)
  await ensureRecommenderIndex(payload)
  // The seed's writes skip the search hooks: every title is indexed once, here.
  await indexAllTitles(payload.db.drizzle)
  return { admin, settingsSeeded, catalogueCreated, pagesCreated }
}
