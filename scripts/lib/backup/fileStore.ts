import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { BackupError } from './errors'

/** A stored file, named by its key: upload folder and file name joined with `/` (`media/private/avatars/a.png`). */
export type StoredFile = { key: string; size: number }

/**
 * Where the portal keeps uploaded files, as a backup reads them and a restore writes them: the
 * upload folders on this machine, or a bucket when S3_BUCKET is set (which implements the same
 * three calls). Keys are the same in both, so a backup restores into either.
 */
export interface FileStore {
  /** Where the files are, for messages. */
  readonly description: string
  list(): AsyncIterable<StoredFile>
  read(key: string): Promise<Readable>
  /** Stores the file under `key`, replacing a file of that name. */
  write(key: string, body: Readable): Promise<void>
  /** Whether `key` belongs to one of the store's upload folders (a restore skips the others). */
  accepts(key: string): boolean
}

/** A key as written in archives: relative, `/`-separated, never leaving its folder. */
export function normalKey(key: string): string | null {
  const normal = path.posix.normalize(key.replaceAll('\\', '/'))
  if (normal.startsWith('/') || normal === '.' || normal.split('/').includes('..')) return null
  return normal
}

async function* filesUnder(root: string, folder: string): AsyncGenerator<StoredFile> {
  let entries: fs.Dirent[]
  try {
    entries = await fsp.readdir(path.join(root, folder), { withFileTypes: true })
  } catch (error) {
    // A collection nobody uploaded to yet has no folder.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = `${folder}/${entry.name}`
    if (entry.isDirectory()) yield* filesUnder(root, key)
    else if (entry.isFile()) {
      const { size } = await fsp.stat(path.join(root, key))
      yield { key, size }
    }
  }
}

/**
 * The upload folders under `root` (Payload resolves each collection's staticDir from the directory
 * the portal runs in). Files are written under a temporary name and renamed, so a restore that
 * stops half-way never leaves a truncated file under a real name.
 */
export function localFileStore(
  root: string,
  uploads: readonly (string | { folder: string })[],
): FileStore {
  const base = path.resolve(root)
  const folders = uploads.map((upload) => (typeof upload === 'string' ? upload : upload.folder))
  const normalFolders = folders.map((folder) => {
    const normal = normalKey(folder)
    if (!normal) throw new BackupError(`Upload folder ${folder} is outside ${base}`)
    return normal.replace(/\/$/, '')
  })
  const accepts = (key: string) => {
    const normal = normalKey(key)
    return !!normal && normalFolders.some((folder) => normal.startsWith(`${folder}/`))
  }
  const fileOf = (key: string) => {
    if (!accepts(key)) throw new BackupError(`${key} is in none of the upload folders`)
    return path.join(base, normalKey(key)!)
  }
  return {
    description: `${normalFolders.join(', ')} under ${base}`,
    accepts,
    async *list() {
      for (const folder of normalFolders) yield* filesUnder(base, folder)
    },
    async read(key) {
      return fs.createReadStream(fileOf(key))
    },
    async write(key, body) {
      const file = fileOf(key)
      await fsp.mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.restoring-${process.pid}`
      try {
        await pipeline(body, fs.createWriteStream(partial))
        await fsp.rename(partial, file)
      } finally {
        await fsp.rm(partial, { force: true })
      }
    },
  }
}
