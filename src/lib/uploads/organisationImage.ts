import type { Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { OrganisationImage, User } from '@/payload-types'

import { type ImageProblem, imageProblem } from './imageCheck'
import { uploadOf } from './uploadOf'

type Sent = { file: File; name: string; user: User; locale: AppLocale }

/**
 * A picture an organisation member sent (a cover, a logo, a manager's photo), stored as theirs
 * among the organisations' public images. Its content is checked first, so the member hears the
 * precise problem; the collection checks again, whatever the way in. Access refusals are thrown.
 */
export async function storeOrganisationImage(
  payload: Payload,
  { file, name, user, locale }: Sent,
): Promise<{ image: OrganisationImage } | { problem: ImageProblem }> {
  const upload = await uploadOf(file, name)
  const problem = await imageProblem(upload.data)
  if (problem) return { problem }
  const image = await payload.create({
    collection: 'organisation-images',
    data: { owner: user.id },
    file: upload,
    user,
    overrideAccess: false,
    locale,
    depth: 0,
  })
  return { image }
}
