import type { PayloadRequest } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'
import type { Conversation } from '@/payload-types'

import { type Side, sideOf } from './parties'

/**
 * The conversation a message or a file is sent in, with the sender's side: refused when the
 * sender takes no part in it (403) or when either side blocked the other (409), in the request's
 * language. Read as the system: the parties' own rule was checked by `sideOf`.
 */
export async function conversationToWriteIn(
  req: PayloadRequest,
  conversation: number | { id: number } | null | undefined,
): Promise<{ conversation: Conversation; side: Side }> {
  const t = translatorFor(requestLocale(req))
  const id = conversation ? relationId(conversation) : null
  const found =
    typeof id === 'number'
      ? await req.payload.findByID({
          collection: 'conversations',
          id,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  const side = found ? await sideOf(req, found) : null
  if (!found || !side) throw changeRefusal(t('messages.errors.notParty'), 403)
  if (found.blockedBy) throw changeRefusal(t('messages.errors.blocked'), 409)
  return { conversation: found, side }
}
