'use server'

import { createLocalReq, type PayloadRequest } from 'payload'

import { defineAction, type ActionContext } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { markRead } from '@/lib/messages/markRead'
import {
  askSchema,
  blockSchema,
  type MessageInput,
  messageSchema,
  reportSchema,
} from '@/lib/messages/messageSchema'
import { sideOf } from '@/lib/messages/parties'
import { documentId } from '@/lib/validation/documentId'
import { z } from 'zod'

/** The member's own request as the system sees it (their side of a conversation is judged on it). */
const memberReq = async (context: ActionContext<true>) =>
  Object.assign((await createLocalReq({ user: context.user }, context.payload)) as PayloadRequest, {
    user: context.user,
  })

/** A conversation as the member may read it, or null. */
const readable = (context: ActionContext<true>, id: number) =>
  context.payload.findByID({
    collection: 'conversations',
    id,
    depth: 0,
    user: context.user,
    overrideAccess: false,
    disableErrors: true,
  })

/**
 * Stores one message as the member. The same message id sent again (a retry after a lost answer,
 * a double tap) answers with the message already stored instead of a second one.
 */
async function send(input: MessageInput, context: ActionContext<true>) {
  const sent = await changeAsMember(context, (member) =>
    member.create({
      collection: 'messages',
      data: {
        conversation: input.conversation,
        body: input.body || null,
        attachments: input.attachments ?? [],
        clientId: input.clientId,
      } as never,
      locale: context.locale,
      depth: 0,
    }),
  )
  if (sent.ok) return { ok: true as const, id: sent.done.id }
  const { docs } = await context.payload.find({
    collection: 'messages',
    where: {
      conversation: { equals: input.conversation },
      sender: { equals: context.user.id },
      clientId: { equals: input.clientId },
    },
    depth: 0,
    limit: 1,
    user: context.user,
    overrideAccess: false,
  })
  return docs[0] ? { ok: true as const, id: docs[0].id } : sent
}

/** A message in one of the member's conversations. */
export const sendMessage = defineAction({
  name: 'sendMessage',
  schema: messageSchema,
  member: true,
  quota: () => ({ name: 'messages' as const }),
  run: async (input, context) => send(input, context),
})

/**
 * A question that opens a conversation (or goes on in the one the member already has with that
 * coach or organisation): from a coach's, programme's or job's page, a session or an application.
 */
export const askQuestion = defineAction({
  name: 'askQuestion',
  schema: askSchema,
  member: true,
  quota: () => ({ name: 'messages' as const }),
  run: async (input, context) => {
    const about = {
      booking: input.booking,
      application: input.application,
      offering: input.offering,
      job: input.job,
    }
    const opened = await changeAsMember(context, (member) =>
      member.create({
        collection: 'conversations',
        data: {
          coach: input.coach,
          organisation: input.organisation,
          student: input.student,
          about,
        } as never,
        locale: context.locale,
        depth: 0,
      }),
    )
    let conversation = opened.ok ? opened.done.id : null
    if (!opened.ok) {
      // Already talking: the question goes on in that conversation.
      const { docs } = await context.payload.find({
        collection: 'conversations',
        where: {
          ...(input.coach ? { coach: { equals: input.coach } } : {}),
          ...(input.organisation ? { organisation: { equals: input.organisation } } : {}),
          student: { equals: input.student ?? context.user.id },
        },
        depth: 0,
        limit: 1,
        user: context.user,
        overrideAccess: false,
      })
      if (!docs[0]) return opened
      conversation = docs[0].id
    }
    const sent = await send(
      { conversation: conversation!, body: input.body, clientId: input.clientId },
      context,
    )
    return sent.ok ? { ok: true, conversation: conversation! } : sent
  },
})

/** The member has read a conversation of theirs up to now. */
export const markConversationRead = defineAction({
  name: 'markConversationRead',
  schema: z.object({ id: documentId }),
  member: true,
  run: async ({ id }, context) => {
    const conversation = await readable(context, id)
    const req = await memberReq(context)
    const side = conversation ? await sideOf(req, conversation) : null
    if (!conversation || !side) return { ok: false, error: 'failure' }
    await markRead(req, id, side)
    return { ok: true }
  },
})

/** The member blocks the other side (no new messages either way), or lifts their own block. */
export const blockConversation = defineAction({
  name: 'blockConversation',
  schema: blockSchema,
  member: true,
  run: async ({ id, blocked }, context) => {
    const conversation = await readable(context, id)
    const side = conversation ? await sideOf(await memberReq(context), conversation) : null
    if (!side) return { ok: false, error: 'failure' }
    const changed = await changeAsMember(context, (member) =>
      member.update({
        collection: 'conversations',
        id,
        data: { blockedBy: blocked ? side : null },
        locale: context.locale,
        depth: 0,
      }),
    )
    return changed.ok ? { ok: true } : changed
  },
})

/** The member reports the conversation to staff, with what is wrong. */
export const reportConversation = defineAction({
  name: 'reportConversation',
  schema: reportSchema,
  member: true,
  quota: () => ({ name: 'messages' as const }),
  run: async ({ id, reason }, context) => {
    const changed = await changeAsMember(context, (member) =>
      member.update({
        collection: 'conversations',
        id,
        data: { reportReason: reason },
        locale: context.locale,
        depth: 0,
      }),
    )
    return changed.ok ? { ok: true } : changed
  },
})
