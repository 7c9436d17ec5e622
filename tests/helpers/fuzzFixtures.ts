import { type Credentials, restSetup } from './restSetup'

/** Who sends a form: a student without certification, a certified one, certified organisations. */
export type Member = 'student' | 'applicant' | 'institution' | 'employer'

export const fixtureNames = [
  /** Published, not applied to yet: the institution's, the employer's. */
  'offering',
  'job',
  /** Published, with the applicant's application (`application`, `withdrawable`). */
  'appliedOffering',
  'appliedJob',
  'closedOffering',
  'draftOffering',
  'application',
  'withdrawable',
  /** The institution's service manager and one of its pictures. */
  'manager',
  'image',
  'organisation',
  'employerOrganisation',
  /** A demo coach who takes bookings (chen-wei), and the student's free consultation with them. */
  'coach',
  'booking',
] as const
export type FixtureName = (typeof fixtureNames)[number]

/** The demo coach whose booking page the booking forms are sent from. */
export const bookingCoach = 'chen-wei'

/** The members' session cookies and the ids of the documents the cases refer to. */
export type Fixtures = { cookies: Record<Member, string>; ids: Record<FixtureName, number> }

/**
 * What the fuzz targets need on the portal, made through its REST API: the members (the
 * institution's profile complete, so that every section may be saved), a service manager and a
 * picture, listings in each state, and the applicant's applications.
 */
export async function fuzzFixtures(baseUrl: string, admin: Credentials): Promise<Fixtures> {
  const rest = await restSetup(baseUrl, admin)
  const [student, applicant, institution, employer] = await Promise.all([
    rest.member('student'),
    rest.certifiedStudent(),
    rest.certifiedOrganisation('institution', { complete: true }),
    rest.certifiedOrganisation('employer'),
  ])
  const offerings = (status: 'published' | 'closed' | 'draft', title: string) =>
    rest.listing(institution, 'offerings', status, title)
  const [offering, appliedOffering, closedOffering, draftOffering, job, appliedJob] =
    await Promise.all([
      offerings('published', 'Fuzz tour'),
      offerings('published', 'Fuzz tour applied to'),
      offerings('closed', 'Fuzz tour closed'),
      offerings('draft', 'Fuzz tour draft'),
      rest.listing(employer, 'jobs', 'published', 'Fuzz internship'),
      rest.listing(employer, 'jobs', 'published', 'Fuzz internship applied to'),
    ])
  const [application, withdrawable, manager, image] = await Promise.all([
    rest.application(applicant, 'offerings', appliedOffering),
    rest.application(applicant, 'jobs', appliedJob),
    rest.create(
      institution,
      'service-managers',
      { businessAreaCodes: ['study-tour'], phone: '+86 21 5555 0101' },
      { en: { name: 'Wang Fang' }, zh: { name: '王芳' } },
    ),
    rest.image(institution),
  ])
  const coach = await rest.coach(bookingCoach)
  const booking = await rest.booking(student, coach)
  return {
    cookies: {
      student: student.cookie,
      applicant: applicant.cookie,
      institution: institution.cookie,
      employer: employer.cookie,
    },
    ids: {
      offering,
      job,
      appliedOffering,
      appliedJob,
      closedOffering,
      draftOffering,
      application,
      withdrawable,
      manager,
      image,
      organisation: institution.organisation,
      employerOrganisation: employer.organisation,
      coach,
      booking,
    },
  }
}
