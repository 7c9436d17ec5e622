import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { Avatars } from './collections/Avatars'
import { CertificationDocuments } from './collections/CertificationDocuments'
import { Certifications } from './collections/Certifications'
import { Coaches } from './collections/Coaches'
import { Consultations } from './collections/Consultations'
import { ContactMessages } from './collections/ContactMessages'
import { Media } from './collections/Media'
import { Packages } from './collections/Packages'
import { Pages } from './collections/Pages'
import { Specialties } from './collections/Specialties'
import { Universities } from './collections/Universities'
import { Users } from './collections/Users'
import { VerificationCodes } from './collections/VerificationCodes'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, localeNames, locales } from './i18n/locales'
import { expireCertificationsTask } from './lib/certification/expiry'
import { keepPoolAlive } from './lib/db/keepPoolAlive'
import { generateDescription, generateTitle } from './lib/seo/generate'
import { mailAdapter } from './lib/mail/adapter'
import { certificationMailTask } from './lib/mail/certificationMail'
import { leadMailTask } from './lib/mail/leadMail'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  telemetry: false,
  admin: {
    user: Users.slug,
    // No Gravatar: staff e-mail addresses are not sent to a third party (and the panel works offline).
    avatar: 'default',
    importMap: { baseDir: dirname, autoGenerate: false },
    meta: { titleSuffix: ' - EduBridge Admin' },
  },
  collections: [Pages, Coaches, Packages, Universities, Articles, Specialties, Consultations, ContactMessages, Media, Users, Avatars, Certifications, CertificationDocuments, VerificationCodes],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { en, zh }, fallbackLanguage: 'en' },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // The schema only ever changes through committed migrations in src/migrations.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: mailAdapter(),
  onInit: keepPoolAlive,
  sharp,
  plugins: [
    seoPlugin({
      collections: [Pages.slug, Coaches.slug, Packages.slug, Universities.slug, Articles.slug],
      globals: [SiteSettings.slug],
      uploadsCollection: Media.slug,
      tabbedUI: true,
      generateTitle,
      generateDescription,
    }),
  ],
  // Every minute the web server runs due scheduled publishes (articles) and mails still waiting
  // (a failed send retries with back-off); not while building, migrating, seeding or testing.
  // New submissions also start the mail queue at once (see the form actions).
  jobs: {
    tasks: [leadMailTask, certificationMailTask, expireCertificationsTask],
    autoRun: [
      { cron: '* * * * *', limit: 100, queue: 'default' },
      { cron: '* * * * *', limit: 100, queue: 'mail' },
    ],
    shouldAutoRun: () => process.env.RUN_SCHEDULED_JOBS === '1',
  },
  // Generated files are committed and regenerated on purpose (npm run generate:types / generate:importmap),
  // never as a side effect of starting Payload (a test run or the demo would rewrite them).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
