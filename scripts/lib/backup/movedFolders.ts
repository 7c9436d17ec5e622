/**
 * Upload folders as archives made before they moved under media/ name them, and where they are now
 * (src/lib/uploads/folders.ts). A restore reads an older archive's files into today's folders.
 */
const movedFolders: [before: RegExp, now: string][] = [
  [/^uploads\/avatars\//, 'media/private/avatars/'],
  [/^uploads\/certification-documents\//, 'media/private/certification-documents/'],
  [/^uploads\/application-documents\//, 'media/private/application-documents/'],
  [/^uploads\/organisation-images\//, 'media/organisation-images/'],
  // The site's images lay directly in media/: a key with no folder below it.
  [/^media\/(?=[^/]+$)/, 'media/site/'],
]

/** The key an archived file has today. */
export const currentKey = (key: string) => {
  const moved = movedFolders.find(([before]) => before.test(key))
  return moved ? key.replace(moved[0], moved[1]) : key
}
