import type { BeforeListTableServerProps } from 'payload'

import { translatorFor } from '@/lib/i18n/translate'

const DEFAULT_DAYS = 30
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Above the audit trail: a date range and a download of its entries as CSV. A plain form (no
 * script): the browser checks the dates, the endpoint checks them again.
 */
export function AuditCsvExport({ i18n }: BeforeListTableServerProps) {
  const t = translatorFor(i18n.language)
  const today = new Date()
  const monthAgo = new Date(today.getTime() - DEFAULT_DAYS * 24 * 60 * 60 * 1000)
  return (
    <form
      action="/api/audit-entries/csv"
      method="get"
      aria-label={t('admin.auditCsv.label')}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: 12, marginBottom: 16 }}
    >
      <label style={{ display: 'grid', gap: 4 }}>
        {t('admin.auditCsv.from')}
        <input type="date" name="from" required defaultValue={dayOf(monthAgo)} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        {t('admin.auditCsv.to')}
        <input type="date" name="to" required defaultValue={dayOf(today)} />
      </label>
      <button
        type="submit"
        className="btn btn--size-small btn--style-secondary"
        style={{ margin: 0 }}
      >
        {t('admin.auditCsv.submit')}
      </button>
    </form>
  )
}
