'use client'

import { useState } from 'react'

type Labels = { reset: string; confirm: string; done: string; failed: string }

/** Two clicks (the second confirms), then the endpoint's own answer in the admin's language. */
export function ResetSecondFactorButton({
  accountId,
  labels,
}: {
  accountId: number
  labels: Labels
}) {
  const [stage, setStage] = useState<'idle' | 'confirm' | 'busy' | 'done' | 'failed'>('idle')
  const reset = async () => {
    if (stage !== 'confirm') return setStage('confirm')
    setStage('busy')
    const answer = await fetch(`/api/users/${accountId}/second-factor/reset`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setStage(answer?.ok ? 'done' : 'failed')
  }
  if (stage === 'done') return <p role="status">{labels.done}</p>
  return (
    <div>
      <button
        type="button"
        className="btn btn--size-small btn--style-secondary"
        style={{ margin: 0 }}
        disabled={stage === 'busy'}
        onClick={reset}
      >
        {stage === 'confirm' || stage === 'busy' ? labels.confirm : labels.reset}
      </button>
      {stage === 'failed' && <p role="alert">{labels.failed}</p>}
    </div>
  )
}
