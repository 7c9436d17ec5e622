/**
 * Where each upload collection keeps its files on the local disk (relative to the directory the
 * portal runs in; with S3_BUCKET set they go to the bucket instead). Everything is under media/;
 * members' private files under media/private/. No folder is ever served as static files: every
 * file goes out through Payload's `/api/<collection>/file/<name>`, which checks the collection's
 * read access first.
 */
export const mediaFolders = {
  media: 'media/site',
  'organisation-images': 'media/organisation-images',
  avatars: 'media/private/avatars',
  'certification-documents': 'media/private/certification-documents',
  'application-documents': 'media/private/application-documents',
  'data-exports': 'media/private/data-exports',
  'message-attachments': 'media/private/message-attachments',
} as const
