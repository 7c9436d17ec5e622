import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ApplicationDocuments } from '@/collections/ApplicationDocuments'
import { Applications } from '@/collections/Applications'
import { Articles } from '@/collections/Articles'
import { AccountSessions } from '@/collections/AccountSessions'
import { Availabilities } from '@/collections/Availabilities'
import { Bookings } from '@/collections/Bookings'
import { Orders } from '@/collections/Orders'
import { PaymentEvents } from '@/collections/PaymentEvents'
import { Reviews } from '@/collections/Reviews'
import { Conversations } from '@/collections/Conversations'
import { Messages } from '@/collections/Messages'
import { MessageAttachments } from '@/collections/MessageAttachments'
import { Transactions } from '@/collections/Transactions'
import { AuditEntries } from '@/collections/AuditEntries'
import { Consents } from '@/collections/Consents'
import { DataExports } from '@/collections/DataExports'
import { SecondFactors } from '@/collections/SecondFactors'
import { Avatars } from '@/collections/Avatars'
import { CertificationDocuments } from '@/collections/CertificationDocuments'
import { Certifications } from '@/collections/Certifications'
import { Coaches } from '@/collections/Coaches'
import { applySystemRules } from '@/collections/systemRules'
import { Consultations } from '@/collections/Consultations'
import { ContactMessages } from '@/collections/ContactMessages'
import { Jobs } from '@/collections/Jobs'
import { Media } from '@/collections/Media'
import { Offerings } from '@/collections/Offerings'
import { OrganisationImages } from '@/collections/OrganisationImages'
import { Organisations } from '@/collections/Organisations'
import { Packages } from '@/collections/Packages'
import { Pages } from '@/collections/Pages'
import { RecommendationSets } from '@/collections/RecommendationSets'
import { ServiceManagers } from '@/collections/ServiceManagers'
import { Specialties } from '@/collections/Specialties'
import { Universities } from '@/collections/Universities'
import { Users } from '@/collections/Users'
import { VerificationCodes } from '@/collections/VerificationCodes'
import { SiteSettings } from '@/globals/SiteSettings'
import { PrivacyPolicy, TermsOfUse } from '@/globals/Policies'
import { defaultLocale, localeNames, locales } from '@/i18n/locales'
import { adminDateFormat, adminTranslations } from '@/lib/i18n/adminI18n'
import { adminRunsJobs } from '@/access/adminRunsJobs'
import { listCostRule } from '@/lib/http/graphqlCost'
import { portalOrigins } from '@/lib/http/origin'
import { refusalLoggingLevels } from '@/lib/validation/refusal'
import { confirmCommits } from '@/lib/db/confirmCommits'
import { capCounts } from '@/lib/db/countCap'
import { answerClientFaults } from '@/lib/errors/clientFaults'
import { evenRefusedSignIns } from '@/collections/Users/hooks/guardAccountDoors'
import { databasePoolOptions, watchDatabasePool } from '@/lib/db/pool'
import { rollbackFailedJobUpdates } from '@/lib/jobs/rollbackFailedJobUpdates'
import { jobTaskConfigs } from '@/lib/jobs/tasks'
import { generateDescription, generateTitle } from '@/lib/seo/generate'
import { mailAdapter } from '@/lib/mail/adapter'
import { objectStorage } from '@/lib/storage/plugin'
import { webConcurrency } from '@/lib/webConcurrency'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  // Relative: media URLs stay on this server's paths (next/image serves local paths only); absolute
  // links use the public origin read at run time (siteUrl in src/lib/seo/metadata.ts).
  serverURL: '',
  // A session cookie counts only on requests from the portal's own origins (the server refuses
  // changes from any other before they get here: src/lib/http/origin.ts).
  csrf: portalOrigins(),
  telemetry: false,
  // A list counts once per document it may return: many aliases of one list are refused.
  graphQL: {
    validationRules: ({ variableValues, contextValue }) => [
      listCostRule(
        variableValues ?? {},
        (contextValue as { req?: { locale?: string } } | undefined)?.req?.locale,
      ),
    ],
  },
  admin: {
    user: Users.slug,
    // No Gravatar: staff e-mail addresses are not sent to a third party (and the panel works offline).
    avatar: 'default',
    importMap: { baseDir: dirname, autoGenerate: false },
    meta: { titleSuffix: ' - EduBridge Admin' },
    // A password accepted for staff opens nothing until the second factor: on to that step.
    components: { beforeLogin: ['@/components/admin/SecondFactorRedirect#SecondFactorRedirect'] },
    dateFormat: adminDateFormat,
  },
  collections: [
    Pages,
    Coaches,
    Packages,
    Universities,
    Articles,
    Specialties,
    Consultations,
    ContactMessages,
    Availabilities,
    Bookings,
    Orders,
    Transactions,
    PaymentEvents,
    Reviews,
    Conversations,
    Messages,
    MessageAttachments,
    Media,
    Users,
    Avatars,
    Certifications,
    CertificationDocuments,
    Organisations,
    ServiceManagers,
    Offerings,
    Jobs,
    Applications,
    OrganisationImages,
    ApplicationDocuments,
    RecommendationSets,
    VerificationCodes,
    AuditEntries,
    DataExports,
    AccountSessions,
    SecondFactors,
    Consents,
  ],
  globals: [SiteSettings, PrivacyPolicy, TermsOfUse],
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeNames[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { en, zh }, fallbackLanguage: 'en', translations: adminTranslations },
  db: postgresAdapter({
    pool: databasePoolOptions(process.env.DATABASE_URL || '', webConcurrency()),
    // The schema only ever changes through committed migrations in migrations/.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: mailAdapter(),
  // What a client sent and the database could not use is the client's fault: 400, not 500.
  hooks: { afterError: [answerClientFaults, evenRefusedSignIns] },
  loggingLevels: refusalLoggingLevels,
  onInit: (payload) => {
    watchDatabasePool(payload)
    confirmCommits(payload)
    capCounts(payload)
    rollbackFailedJobUpdates(payload)
  },
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
    // Last, so it covers every upload collection: their files go to the S3_BUCKET when one is set.
    objectStorage(),
  ],
  // Jobs (mails, scheduled publishes, expiry) are only queued by requests; one runner per
  // deployment runs them (src/lib/jobs/runner.ts, in the web server or `npm run worker`).
  // Payload's job endpoints (/api/payload-jobs/run, /handle-schedules) are for admins only.
  jobs: {
    tasks: jobTaskConfigs,
    // Jobs sharing a concurrency key (one mail, one application's decisions, the expiry) never run at once.
    enableConcurrencyControl: true,
    access: { run: adminRunsJobs, queue: adminRunsJobs, cancel: adminRunsJobs },
  },
  // Generated files are committed and regenerated on purpose (npm run generate:types / generate:importmap),
  // never as a side effect of starting Payload (a test run or the demo would rewrite them).
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
}).then(applySystemRules)
