'use server'

import sharp from 'sharp'

import { getSessionUser } from '@/lib/auth/session'
import { getPayloadClient } from '@/lib/payload'

import type { ActionResult } from './results'

const MAX_BYTES = 5 * 1024 * 1024
const accepted = new Set(['jpeg', 'png', 'webp'])

/**
 * A new profile picture: at most 5 MB and an image by its content (not its name or declared type);
 * Payload's avatars upload then crops it and re-encodes it without metadata. Stored as the member.
 */
export async function uploadAvatar(form: FormData): Promise<ActionResult<{ url: string }> | { ok: false; error: 'avatarTooLarge' | 'avatarNotImage' }> {
  const user = await getSessionUser()
  if (!user || user.emailVerified === false) return { ok: false, error: 'signedOut' }
  const file = form.get('avatar')
  if (!(file instanceof File) || file.size === 0) return { ok: false, error: 'avatarNotImage' }
  if (file.size > MAX_BYTES) return { ok: false, error: 'avatarTooLarge' }
  const data = Buffer.from(await file.arrayBuffer())
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  if (!format || !accepted.has(format)) return { ok: false, error: 'avatarNotImage' }
  const payload = await getPayloadClient()
  try {
    const avatar = await payload.create({
      collection: 'avatars',
      data: { owner: user.id },
      file: { data, mimetype: `image/${format}`, name: `avatar-${user.id}.${format === 'jpeg' ? 'jpg' : format}`, size: data.length },
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
