'use server'

import { getSessionUser } from '@/lib/auth/session'
import { getPayloadClient } from '@/lib/payload'
import { type ImageProblem, imageProblem } from '@/lib/uploads/imageCheck'

import type { ActionResult } from './results'

/**
 * A new profile picture: at most 5 MB and an image by its content (not its name or declared type);
 * Payload's avatars upload then crops it and re-encodes it without metadata. Stored as the member.
 */
export async function uploadAvatar(form: FormData): Promise<ActionResult<{ url: string }> | { ok: false; error: ImageProblem }> {
  const user = await getSessionUser()
  if (!user || user.emailVerified === false) return { ok: false, error: 'signedOut' }
  const file = form.get('avatar')
  if (!(file instanceof File) || file.size === 0) return { ok: false, error: 'notImage' }
  const data = Buffer.from(await file.arrayBuffer())
  // The avatars collection checks again (any upload path); here the member gets the precise reason.
  const problem = await imageProblem(data)
  if (problem) return { ok: false, error: problem }
  const payload = await getPayloadClient()
  try {
    const avatar = await payload.create({
      collection: 'avatars',
      data: { owner: user.id },
      file: { data, mimetype: file.type || 'application/octet-stream', name: file.name || `avatar-${user.id}`, size: data.length },
      user,
      overrideAccess: false,
    })
    const previous = typeof user.avatar === 'object' ? user.avatar?.id : user.avatar
    await payload.update({ collection: 'users', id: user.id, data: { avatar: avatar.id }, user, overrideAccess: false })
    if (previous) await payload.delete({ collection: 'avatars', id: previous, user, overrideAccess: false }).catch(() => undefined)
    return { ok: true, url: avatar.url ?? '' }
  } catch (error) {
    payload.logger.error({ err: error }, 'Avatar could not be saved')
    return { ok: false, error: 'failure' }
  }
}
