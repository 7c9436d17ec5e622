import type { UIFieldServerComponent } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { translatorFor } from '@/lib/i18n/translate'
import { hasSecondFactor, recoveryCodesLeft } from '@/lib/secondFactor/store'

import { ResetSecondFactorButton } from './ResetSecondFactorButton'

/**
 * On an account's page in the admin: whether it has two-step sign-in, and for another admin the
 * reset that answers a lost phone (POST /api/users/:id/second-factor/reset, audited).
 */
export const SecondFactorAdminField: UIFieldServerComponent = async ({
  id,
  i18n,
  payload,
  req,
}) => {
  if (typeof id !== 'number') return null
  const t = translatorFor(i18n.language)
  const enrolled = await hasSecondFactor(payload, id)
  const left = enrolled ? await recoveryCodesLeft(payload, id) : 0
  const canReset = hasRole(req.user, 'admin') && req.user?.id !== id
  return (
    <div style={{ marginBlock: 16 }}>
      <p style={{ fontWeight: 600, marginBottom: 4 }}>{t('admin.secondFactor.label')}</p>
      <p style={{ marginBottom: 8 }}>
        {enrolled ? t('admin.secondFactor.on', { count: left }) : t('admin.secondFactor.off')}
      </p>
      {canReset && enrolled && (
        <ResetSecondFactorButton
          accountId={id}
          labels={{
            reset: t('admin.secondFactor.reset'),
            confirm: t('admin.secondFactor.confirm'),
            done: t('secondFactor.resetDone'),
            failed: t('admin.secondFactor.failed'),
          }}
        />
      )}
    </div>
  )
}
