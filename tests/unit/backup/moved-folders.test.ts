import { describe, expect, it } from 'vitest'

import { mediaFolders } from '@/lib/uploads/folders'

import { currentKey } from '../../../scripts/lib/backup/movedFolders'

describe('files of archives made before the upload folders moved under media/', () => {
  it('go to the folder their collection uses today', () => {
    expect(currentKey('uploads/avatars/me.webp')).toBe(`${mediaFolders.avatars}/me.webp`)
    expect(currentKey('uploads/certification-documents/id.webp')).toBe(
      `${mediaFolders['certification-documents']}/id.webp`,
    )
    expect(currentKey('uploads/application-documents/cv.pdf')).toBe(
      `${mediaFolders['application-documents']}/cv.pdf`,
    )
    expect(currentKey('uploads/organisation-images/logo.webp')).toBe(
      `${mediaFolders['organisation-images']}/logo.webp`,
    )
    expect(currentKey('media/crest-yale.webp')).toBe(`${mediaFolders.media}/crest-yale.webp`)
  })

  it('leave keys of today’s folders alone', () => {
    for (const folder of Object.values(mediaFolders))
      expect(currentKey(`${folder}/a.webp`)).toBe(`${folder}/a.webp`)
  })
})
