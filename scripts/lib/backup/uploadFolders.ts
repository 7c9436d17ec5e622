import type { SanitizedConfig } from 'payload'

/** An upload collection and its folder (staticDir), relative to the directory the portal runs in. */
export type UploadFolder = { collection: string; folder: string }

/** Every upload collection's folder: archive keys start with it, wherever the files are stored. */
export const uploadFolders = (config: SanitizedConfig): UploadFolder[] =>
  config.collections.flatMap(({ slug, upload }) =>
    upload ? [{ collection: slug, folder: upload.staticDir || slug }] : [],
  )
