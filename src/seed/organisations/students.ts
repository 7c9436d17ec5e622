import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { documentPhoto } from './images'
import { as, certify, createMember, demoEmail, uploadAs } from './members'
import type { SeedApplication, SeedStudent } from './types'

/** The listing a demo application names by its English title. */
function listingOf({ listing }: SeedApplication) {
  const [collection, title] =
    'offering' in listing
      ? (['offerings', listing.offering] as const)
      : (['jobs', listing.job] as const)
  return { collection, title }
}

/**
 * The student applies (the application's rules check the listing and the certification); the
 * organisation's member then moves it along, and the student withdraws where the story says so.
 */
async function apply(payload: Payload, student: User, application: SeedApplication) {
  const { collection, title } = listingOf(application)
  const { docs } = await payload.find({
    collection,
    where: { title: { equals: title } },
    locale: 'en',
    limit: 1,
    depth: 1,
  })
  const listing = docs[0]
  if (!listing) throw new Error(`Demo application to a missing listing: ${title}`)
  const organisationMember = listing.owner as User
  const created = await payload.create({
    collection: 'applications',
    data: {
      [collection === 'offerings' ? 'offering' : 'job']: listing.id,
      message: application.message,
    } as never,
    ...as(student),
  })
  for (const status of application.then ?? [])
    await payload.update({
      collection: 'applications',
      id: created.id,
      data: { status },
      ...as(status === 'withdrawn' ? student : organisationMember),
    })
}

/** The name on the card in Latin letters (the picture has no CJK font): 'lin-yuxuan' → 'Lin Yuxuan'. */
const latinName = (slug: string) =>
  slug
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')

/** A student with an approved student certification (ID photo and all) and their applications. */
export async function seedStudent(payload: Payload, s: SeedStudent, reviewer: User) {
  const member = await createMember(payload, {
    email: demoEmail('student', s.slug),
    role: 'student',
    firstName: s.firstName,
    lastName: s.lastName,
    preferredLocale: s.preferredLocale,
  })
  const card = await documentPhoto(
    'Student Card',
    [latinName(s.slug), `Enrolled ${s.enrollmentYear}`, `Class of ${s.graduationYear}`],
    `student-card-${s.slug}`,
  )
  await certify(payload, member, reviewer, {
    type: 'student',
    student: {
      realName: s.realName,
      educationalLevel: s.educationalLevel,
      graduationSchool: s.graduationSchool,
      major: s.major,
      enrollmentYear: s.enrollmentYear,
      graduationYear: s.graduationYear,
      // The demo students agreed to the use of their ID photos when they applied.
      idPhotoConsent: true,
      studentIdPhoto: await uploadAs(payload, member, 'certification-documents', card),
    },
  })
  for (const application of s.applications) await apply(payload, member, application)
}
