import type { UIFieldServerProps } from 'payload'

import { translatorFor } from '@/lib/i18n/translate'
import type { CertificationDocument } from '@/payload-types'

type Props = UIFieldServerProps & { photo: 'studentIdPhoto' | 'licencePhoto' }

/** The application's photo shown in the review screen itself, read with the reviewer's own access. */
export async function DocumentPreview({ siblingData, payload, req, i18n, photo }: Props) {
  const t = translatorFor(i18n.language)
  const value = (siblingData as Record<string, unknown> | undefined)?.[photo]
  const id =
    typeof value === 'object' && value
      ? (value as { id: number }).id
      : (value as number | undefined)
  let document: CertificationDocument | null = null
  if (id) {
    document = await payload
      .findByID({
        collection: 'certification-documents',
        id,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        disableErrors: true,
      })
      .catch(() => null)
  }
  if (!document?.url)
    return (
      <p style={{ marginBottom: 24, color: 'var(--theme-elevation-500)' }}>
        {t('admin.documentMissing')}
      </p>
    )
  return (
    <figure style={{ margin: '0 0 24px' }}>
      {/* A private file, read with the reviewer's session through Payload's access-checked file route. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={document.url}
        alt={t(`certify.fields.${photo}`)}
        style={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: 560,
          borderRadius: 4,
          border: '1px solid var(--theme-elevation-150)',
        }}
      />
      <figcaption style={{ marginTop: 8 }}>
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          {t('admin.openDocument')}
        </a>
      </figcaption>
    </figure>
  )
}
