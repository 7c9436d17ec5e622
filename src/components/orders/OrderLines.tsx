import { getTranslations } from 'next-intl/server'

import type { AppLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'

/** An order's lines and total (or, at checkout, the lines the order will have), as a table. */
export async function OrderLines({
  lines,
  total,
  currency,
  locale,
  caption,
}: {
  lines: { description: string; amount: number }[]
  total: number
  currency: string
  locale: AppLocale
  /** Names the table for screen readers (the section's heading says it to everyone else). */
  caption: string
}) {
  const t = await getTranslations('dashboard.orders')
  const cell = 'py-3 align-top'
  return (
    <table className="w-full text-left" data-testid="order-lines">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-sm text-fg-muted">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 font-medium">
            {t('item')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-line">
            <td className={`${cell} pr-4 break-words`}>{line.description}</td>
            <td className={`${cell} text-right whitespace-nowrap`}>
              {formatMoney(line.amount, currency, locale)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${cell} font-semibold`}>
            {t('total')}
          </th>
          <td
            className={`${cell} text-right text-lg font-extrabold whitespace-nowrap`}
            data-testid="order-total"
          >
            {formatMoney(total, currency, locale)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
