import type { PayloadRequest, TaskConfig } from 'payload'

import { type AppLocale, isLocale } from '@/i18n/locales'
import { applicantsPath, listingOfApplication } from '@/lib/applications/listings'
import { relationId } from '@/lib/db/relationId'
import {
  type ApplicationStatus,
  applicationStatuses,
  educationLevels,
  labelOf,
  type OfferingType,
} from '@/lib/enums'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { Application, Job, Offering, User } from '@/payload-types'

import { mailBrand } from './brand'
import { given } from './given'
import type { LeadMail as Mail } from './leadMail'
import { mailRetries, sendOnce } from './sendOnce'

/** The language a member reads their mail in. */
const mailLocale = (member: Pick<User, 'preferredLocale'>): AppLocale =>
  isLocale(member.preferredLocale) ? member.preferredLocale : 'en'

type Common = {
  to: string
  locale: AppLocale
  listingTitle: string
  /** Absolute, in the recipient's language. */
  link: string
  brand: string
}

/** The organisation's notice of a new application: the listing, the student's verified details, and where to answer. */
export function applicationReceivedMail({
  to,
  locale,
  listingTitle,
  applicant,
  link,
  brand,
}: Common & { applicant: Application['applicant'] }): Mail {
  const t = translatorFor(locale)
  const details = given({
    name: applicant?.name,
    educationLevel: labelOf(educationLevels, applicant?.educationLevel, locale),
    school: applicant?.school,
    major: applicant?.major,
  })
  return {
    to,
    subject: t('mail.applicationReceived.subject', { listing: listingTitle, brand }),
    text: t('mail.applicationReceived.body', { listing: listingTitle, ...details, link, brand }),
  }
}

/** The student's notice of a status change: the listing, the new status, and the way to all their applications. */
export function applicationStatusMail({
  to,
  locale,
  listingTitle,
  status,
  link,
  brand,
}: Common & { status: ApplicationStatus }): Mail {
  const t = translatorFor(locale)
  const label = labelOf(applicationStatuses, status, locale)
  return {
    to,
    subject: t('mail.applicationStatus.subject', { status: label, brand }),
    text: t('mail.applicationStatus.body', { listing: listingTitle, status: label, link, brand }),
  }
}

/** The application, the listing it is for (in `locale`) and a member, read as the system. */
async function applicationWith(req: PayloadRequest, id: number) {
  const application = await req.payload.findByID({ collection: 'applications', id, depth: 0, req })
  const listingIn = async (locale: AppLocale) => {
    const { kind, id: listingId } = listingOfApplication(application)
    const listing = (await req.payload.findByID({
      collection: kind,
      id: listingId,
      depth: 0,
      locale,
      req,
    })) as Offering | Job
    return { kind, listing }
  }
  // The hook sets the organisation and its member on every application.
  const member = (userId: Application['organisationOwner']) =>
    req.payload.findByID({ collection: 'users', id: relationId(userId)!, depth: 0, req })
  return { application, listingIn, member }
}

/**
 * A new application, mailed to the organisation's contact address (else its member's account
 * address) in its member's language. One per application, never sent twice.
 */
export const applicationReceivedMailTask: TaskConfig<'sendApplicationReceivedMail'> = {
  slug: 'sendApplicationReceivedMail',
  label: 'Send a new application to its organisation',
  inputSchema: [{ name: 'id', type: 'number', required: true }],
  retries: mailRetries,
  concurrency: ({ input }) => `application:${input.id}`,
  handler: async ({ input, req }) => {
    const { application, listingIn, member } = await applicationWith(req, input.id)
    const owner = await member(application.organisationOwner)
    const organisation = await req.payload.findByID({
      collection: 'organisations',
      id: relationId(application.organisation)!,
      depth: 0,
      req,
    })
    const locale = mailLocale(owner)
    const { kind, listing } = await listingIn(locale)
    const type = kind === 'offerings' ? ((listing as Offering).type as OfferingType) : null
    const mail = applicationReceivedMail({
      to: organisation.contactEmail || owner.email,
      locale,
      listingTitle: listing.title,
      applicant: application.applicant,
      link: siteUrl() + localizedPath(applicantsPath(kind, type), locale),
      brand: await mailBrand(req.payload, locale, req),
    })
    await sendOnce(req.payload, `application:${input.id}:received`, () =>
      req.payload.sendEmail(mail),
    )
    return { output: {} }
  },
}

/**
 * A status change, mailed to the student in their language: the status of the change itself, even
 * if the application has moved on since. Each change queues a job of its own (its id is the key).
 */
export const applicationStatusMailTask: TaskConfig<'sendApplicationStatusMail'> = {
  slug: 'sendApplicationStatusMail',
  label: 'Send an application’s new status to its student',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    {
      name: 'status',
      type: 'select',
      options: applicationStatuses.map((s) => s.value),
      required: true,
    },
  ],
  retries: mailRetries,
  // One application's changes go out one after another, in order.
  concurrency: ({ input }) => `application:${input.id}`,
  handler: async ({ input, job, req }) => {
    const { application, listingIn, member } = await applicationWith(req, input.id)
    const student = await member(application.owner)
    const locale = mailLocale(student)
    const { listing } = await listingIn(locale)
    const mail = applicationStatusMail({
      to: student.email,
      locale,
      listingTitle: listing.title,
      status: input.status,
      link: siteUrl() + localizedPath('/user/applications', locale),
      brand: await mailBrand(req.payload, locale, req),
    })
    await sendOnce(req.payload, `application:job:${job.id}`, () => req.payload.sendEmail(mail))
    return { output: {} }
  },
}
