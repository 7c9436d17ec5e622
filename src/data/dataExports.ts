import { cookies } from 'next/headers'

import { getPayloadClient } from '@/data/payload'
import type { DataExportStatus } from '@/lib/enums'
import { hasRecentPassword, RECENT_PASSWORD_COOKIE } from '@/lib/privacy/recentPassword'
import type { User } from '@/payload-types'

export type DataExportRow = {
  id: number
  status: DataExportStatus
  createdAt: string
  expiresAt: string | null
  downloadUrl: string | null
  filesize: number | null
}

/** The member's archives, newest first, read as the member (never anyone else's). */
export async function myDataExports(user: User): Promise<DataExportRow[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'data-exports',
    user,
    overrideAccess: false,
    depth: 0,
    sort: '-createdAt',
    limit: 20,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    status: doc.status,
    createdAt: doc.createdAt,
    expiresAt: doc.expiresAt ?? null,
    downloadUrl: doc.status === 'ready' && doc.url ? doc.url : null,
    filesize: doc.filesize ?? null,
  }))
}

/** Whether this browser entered the member's password in the last ten minutes (downloads are open). */
export async function dataExportsUnlocked(user: User): Promise<boolean> {
  const payload = await getPayloadClient()
  const value = (await cookies()).get(RECENT_PASSWORD_COOKIE)?.value ?? ''
  return hasRecentPassword(
    payload.secret,
    new Headers({ cookie: `${RECENT_PASSWORD_COOKIE}=${value}` }),
    user.id,
  )
}
