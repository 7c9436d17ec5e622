import type { Payload } from 'payload'

import { closeListings } from '@/lib/listings/closeListings'

import { jobs } from './jobs'
import { createJob, createOffering } from './listings'
import { demoEmail, firstAdmin, memberExists } from './members'
import { offerings } from './offerings'
import { seedOrganisation } from './organisation'
import { organisations } from './organisations'
import { students } from './people'
import { seedStudent } from './students'

/**
 * The two-sided part of the portal in both languages: certified schools, education institutions
 * and employers with their service managers, offerings and jobs, and certified students with
 * applications, all written through the same collections, hooks and rules as the real flows.
 * Each organisation (with its listings) and each student (with their applications) is created
 * once: a member that exists already is skipped. Returns how many were created.
 */
export async function seedOrganisations(payload: Payload): Promise<number> {
  let created = 0
  const reviewer = await firstAdmin(payload)
  for (const org of organisations) {
    if (await memberExists(payload, demoEmail('org', org.slug))) continue
    const { member, managers } = await seedOrganisation(payload, org, reviewer)
    for (const o of offerings.filter((l) => l.organisation === org.slug))
      await createOffering(payload, member, managers, o)
    for (const j of jobs.filter((l) => l.organisation === org.slug))
      await createJob(payload, member, managers, j)
    created++
  }
  // Listings whose deadline has passed close as the hourly job would close them.
  if (created > 0) await closeListings(payload)
  for (const student of students) {
    if (await memberExists(payload, demoEmail('student', student.slug))) continue
    await seedStudent(payload, student, reviewer)
    created++
  }
  return created
}
