import type { TaskConfig } from 'payload'

import { isLocale } from '@/i18n/locales'
import { relationId } from '@/lib/db/relationId'
import { formatDate, formatMoney } from '@/lib/format'
import { translatorFor } from '@/lib/i18n/translate'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

import { mailBrand } from './brand'
import { given } from './given'
import { mailRetries, sendOnce } from './sendOnce'

/** What an order's member is told of: placed (bank transfer: how to pay), paid, expired, refunded. */
export const orderMailEvents = ['placed', 'paid', 'expired', 'refunded'] as const
export type OrderMailEvent = (typeof orderMailEvents)[number]

/**
 * The member's notice of their order, in the language they ordered in: its reference, package and
 * total, and for a bank transfer the instructions from the site settings and the deadline; a link
 * to the order's page (to book its sessions once paid). An order whose member was erased is not mailed.
 */
export const orderMailTask: TaskConfig<'sendOrderMail'> = {
  slug: 'sendOrderMail',
  label: 'Tell a member about their order',
  inputSchema: [
    { name: 'id', type: 'number', required: true },
    {
      name: 'event',
      type: 'select',
      options: orderMailEvents.map((value) => ({ value, label: value })),
      required: true,
    },
  ],
  retries: mailRetries,
  handler: async ({ input, job, req }) => {
    const order = await req.payload.findByID({
      collection: 'orders',
      id: input.id,
      depth: 0,
      req,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!order?.owner) return { output: {} }
    const member = await req.payload.findByID({
      collection: 'users',
      id: relationId(order.owner),
      depth: 0,
      req,
      disableErrors: true,
      overrideAccess: true,
    })
    if (!member) return { output: {} }
    const locale = isLocale(order.locale) ? order.locale : 'en'
    const t = translatorFor(locale)
    const brand = await mailBrand(req.payload, locale, req)
    const settings = await req.payload.findGlobal({ slug: 'site-settings', locale, depth: 0, req })
    const values = {
      brand,
      reference: order.reference ?? '',
      item: order.lines?.[0]?.description ?? '',
      total: formatMoney(order.amount ?? 0, order.currency ?? 'USD', locale),
      until: formatDate(order.expiresAt ?? new Date().toISOString(), locale, true),
      link: siteUrl() + localizedPath(`/user/orders/${order.id}`, locale),
      ...given({ instructions: settings.payments?.bankTransferInstructions }),
    }
    const event = input.event as OrderMailEvent
    const mail =
      event === 'placed'
        ? {
            subject: t('mail.orderPlaced.subject', values),
            text: t('mail.orderPlaced.body', values),
          }
        : event === 'paid'
          ? { subject: t('mail.orderPaid.subject', values), text: t('mail.orderPaid.body', values) }
          : event === 'expired'
            ? {
                subject: t('mail.orderExpired.subject', values),
                text: t('mail.orderExpired.body', values),
              }
            : {
                subject: t('mail.orderRefunded.subject', values),
                text: t('mail.orderRefunded.body', values),
              }
    await sendOnce(req.payload, `order:job:${job.id}`, () =>
      req.payload.sendEmail({ to: member.email, ...mail }),
    )
    return { output: {} }
  },
}
