'use server'

import { revalidatePath } from 'next/cache'

import { defineAction } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { saveAvailabilitySchema } from '@/lib/booking/availabilityForm'
import { markSessionSchema } from '@/lib/booking/bookingSchema'
import { type Host, hostFields, hostOf, hostWhere } from '@/lib/booking/host'

/**
 * A started session marked held or missed by the host's side (a coach's account, an organisation's):
 * updated as the account, so the bookings' access rule (its coaches' or managers' bookings only) and hook (status only, once started) decide.
 */
export const markSession = defineAction({
  name: 'markSession',
  schema: markSessionSchema,
  member: true,
  run: async ({ id, status }, context) => {
    const marked = await changeAsMember(context, (member) =>
      member.update({
        collection: 'bookings',
        id,
        data: { status },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!marked.ok) return marked
    revalidatePath('/[locale]/user/coaching', 'page')
    revalidatePath('/[locale]/user/cm/sessions', 'page')
    return { ok: true }
  },
})

/**
 * A host's hours saved by its side: a coach's by the coach's account, a service manager's by the
 * organisation's; its availability updated, or made the first time, as the account (the access
 * rule and hook keep it to the hosts it runs; the slot engine's rules check the hours again). The
 * booking page shows the new times at once.
 */
export const saveAvailability = defineAction({
  name: 'saveAvailability',
  schema: saveAvailabilitySchema,
  member: true,
  run: async ({ coach, serviceManager, ...hours }, context) => {
    const host = hostOf({ coach, serviceManager }) as Host
    const existing = () =>
      context.payload
        .find({
          collection: 'availabilities',
          where: hostWhere(host),
          depth: 0,
          limit: 1,
          select: {},
          user: context.user,
          overrideAccess: false,
        })
        .then(({ docs }) => docs[0]?.id)
    const update = (id: number) =>
      changeAsMember(context, (member) =>
        member.update({
          collection: 'availabilities',
          id,
          data: hours,
          locale: context.locale,
          depth: 0,
        }),
      )
    const id = await existing()
    let saved = id
      ? await update(id)
      : await changeAsMember(context, (member) =>
          member.create({
            collection: 'availabilities',
            data: { ...hours, ...hostFields(host) },
            locale: context.locale,
            depth: 0,
          }),
        )
    // A first save racing another (two tabs, a double click) loses the one record per host to it:
    // it is saved over that record instead.
    if (!saved.ok && !id) {
      const madeMeanwhile = await existing()
      if (madeMeanwhile) saved = await update(madeMeanwhile)
    }
    if (!saved.ok) return saved
    revalidatePath(
      host.type === 'coach'
        ? '/[locale]/user/coaching/availability'
        : '/[locale]/user/cm/sessions/[manager]/availability',
      'page',
    )
    return { ok: true }
  },
})
