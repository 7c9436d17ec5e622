'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { withBrowserZod } from '@/components/forms/browserZod'
import { buttonClass } from '@/components/ui/buttonStyles'
import { type CertificationType, detailsOf } from '@/lib/certification/stored'
import type { Certification } from '@/payload-types'

import { CertificationForm } from './CertificationForm'
import { CertificationView } from './CertificationView'
import { CertificationLoadError, useMyCertification } from './useMyCertification'

type Props = {
  type: CertificationType
  owner: number
  /** As the server rendered it: null when there is none yet, undefined when it could not be loaded. */
  initial: Certification | null | undefined
  /** Whether `initial` lacks what review needs (see isIncomplete), as the server found. */
  initialIncomplete: boolean
}

/**
 * Whether the application shown lacks what review needs: the server's answer for what it rendered,
 * then each newer version's, checked once its schema (and zod) has loaded apart from the page.
 */
function useIncomplete(
  data: Certification | null | undefined,
  initial: Certification | null | undefined,
  initialIncomplete: boolean,
) {
  const [known, setKnown] = useState({ of: initial, incomplete: initialIncomplete })
  useEffect(() => {
    if (!data || data === known.of) return
    let current = true
    void withBrowserZod(() => import('@/lib/certification/details')).then(({ isIncomplete }) => {
      if (current) setKnown({ of: data, incomplete: isIncomplete(data) })
    })
    return () => {
      current = false
    }
  }, [data, known.of])
  return Boolean(data) && known.incomplete
}

/** View mode with "Edit Certification", or the form (add and edit modes), over the member's live application. */
export function CertificationPanel({ type, owner, initial, initialIncomplete }: Props) {
  const t = useTranslations('certify')
  const r = useTranslations('request')
  const { data, error, mutate } = useMyCertification(type, owner, initial)
  const [editing, setEditing] = useState(false)
  const incomplete = useIncomplete(data, initial, initialIncomplete)
  const loadProblem = error ? loadMessage(t, type, error, r('network')) : null
  // Gone since the page was rendered (deleted by staff), or sent for review without what it needs.
  const missing = (initial && data === null) || incomplete ? t('outcomes.notFound') : null

  if (data === undefined) {
    return loadProblem ? (
      <FormAlert message={loadProblem} />
    ) : (
      <p className="text-fg-muted">{t('loading')}</p>
    )
  }
  const details = data ? detailsOf(data) : null
  const notice = loadProblem ?? missing
  const saved = async () => {
    setEditing(false)
    await mutate()
  }
  return (
    <div className="space-y-5">
      {notice && <FormAlert message={notice} />}
      {data && !editing ? (
        <div>
          <CertificationView certification={data} />
          <button
            type="button"
            onClick={() => setEditing(true)}
            className={buttonClass('primary', 'mt-6')}
          >
            {t('edit')}
          </button>
        </div>
      ) : (
        <CertificationForm
          // A fresh form for each saved version.
          key={data?.updatedAt ?? 'new'}
          type={type}
          defaults={details?.values ?? {}}
          hasPhoto={Boolean(details?.photo)}
          canSaveDraft={!data || data.status === 'pending-submission'}
          updating={Boolean(data && data.status !== 'pending-submission')}
          onSaved={saved}
          onCancel={data ? () => setEditing(false) : undefined}
        />
      )}
    </div>
  )
}

type Translate = ReturnType<typeof useTranslations<'certify'>>

/** When loading fails, the student page names the cause; the organisation (service provider) page has its own fixed message. */
function loadMessage(
  t: Translate,
  type: CertificationType,
  error: unknown,
  networkMessage: string,
): string {
  if (type === 'organisation') return t('outcomes.providerLoadFailed')
  const status = error instanceof CertificationLoadError ? error.status : 'network'
  if (status === 'network') return networkMessage
  const reason =
    status === 401 || status === 403
      ? t('loadReasons.signedOut')
      : t('loadReasons.server', { status })
  return t('outcomes.fetchFailed', { reason })
}
