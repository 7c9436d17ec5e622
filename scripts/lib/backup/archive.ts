import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { create, extract } from 'tar'

import { BackupError } from './errors'
import { manifestFile } from './manifest'

/**
 * A working folder for one backup or restore, removed afterwards whatever happened. Next to the
 * archive when it is written (same disk, room checked where it matters), in the system's temporary
 * folder when read.
 */
export async function withWorkFolder<T>(
  parent: string | undefined,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await fsp.mkdtemp(path.join(parent ?? os.tmpdir(), '.edubridge-backup-'))
  try {
    return await work(dir)
  } finally {
    await fsp.rm(dir, { recursive: true, force: true })
  }
}

/**
 * Packs the folder (manifest first, so listing the archive shows it at once) into a gzipped tar
 * at `archive`, written under a temporary name and renamed: an archive under its final name is
 * always whole.
 */
export async function packArchive(dir: string, archive: string) {
  const partial = `${archive}.partial`
  const entries = [manifestFile, ...fs.readdirSync(dir).filter((name) => name !== manifestFile)]
  try {
    await create({ gzip: true, file: partial, cwd: dir, portable: true }, entries)
    await fsp.rename(partial, archive)
  } finally {
    await fsp.rm(partial, { force: true })
  }
}

/** Reads the archive's manifest alone: enough to refuse it before unpacking the rest. */
export async function readArchiveManifest(archive: string, dir: string) {
  await unpack(archive, dir, [manifestFile])
  if (!fs.existsSync(path.join(dir, manifestFile)))
    throw new BackupError(`${archive} has no ${manifestFile}: is this an EduBridge backup?`)
  return fsp.readFile(path.join(dir, manifestFile), 'utf8')
}

/**
 * Unpacks an archive (or only the entries named in `only`) into `dir`; entries that would land
 * outside it are refused by tar itself.
 */
export const unpackArchive = (archive: string, dir: string, only?: string[]) =>
  unpack(archive, dir, only)

async function unpack(archive: string, dir: string, only?: string[]) {
  if (!fs.existsSync(archive)) throw new BackupError(`No archive at ${archive}`)
  try {
    const options = { file: archive, cwd: dir, strict: true }
    await (only ? extract(options, only) : extract(options))
  } catch (error) {
    throw new BackupError(`${archive} cannot be read as a backup archive: ${String(error)}`)
  }
}
