import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  packArchive,
  readArchiveManifest,
  unpackArchive,
} from '../../../scripts/lib/backup/archive'
import { localFileStore, normalKey } from '../../../scripts/lib/backup/fileStore'

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const put = (key: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, key)), { recursive: true })
  fs.writeFileSync(path.join(root, key), text)
}

describe('local file store', () => {
  it('lists the files of its upload folders only, by key', async () => {
    put('media/b.webp', 'bb')
    put('media/a.webp', 'a')
    put('uploads/avatars/me.png', 'me')
    put('uploads/other/secret.txt', 'not an upload folder')
    const store = localFileStore(root, ['media', 'uploads/avatars', 'uploads/never-used'])
    const listed = []
    for await (const file of store.list()) listed.push(file)
    expect(listed).toEqual([
      { key: 'media/a.webp', size: 1 },
      { key: 'media/b.webp', size: 2 },
      { key: 'uploads/avatars/me.png', size: 2 },
    ])
    expect(await text(await store.read('media/b.webp'))).toBe('bb')
  })

  it('writes a file whole, replacing one of the same name, and never outside its folders', async () => {
    put('media/a.webp', 'old')
    const store = localFileStore(root, ['media'])
    await store.write('media/a.webp', Readable.from(['new ', 'bytes']))
    await store.write('media/deeper/b.webp', Readable.from(['b']))
    expect(fs.readFileSync(path.join(root, 'media/a.webp'), 'utf8')).toBe('new bytes')
    expect(fs.readdirSync(path.join(root, 'media')).sort()).toEqual(['a.webp', 'deeper'])
    for (const key of ['media/../escape.txt', '../media/x', '/etc/passwd', 'uploads/x'])
      await expect(store.write(key, Readable.from(['x']))).rejects.toThrow(/none of the upload/)
    expect(store.accepts('media/../media/a.webp')).toBe(true)
    expect(normalKey('a/../../b')).toBeNull()
    expect(fs.existsSync(path.join(root, 'escape.txt'))).toBe(false)
  })

  it('leaves no half-written file when the bytes stop coming', async () => {
    const store = localFileStore(root, ['media'])
    const failing = new Readable({
      read() {
        this.push('part')
        this.destroy(new Error('connection lost'))
      },
    })
    await expect(store.write('media/c.webp', failing)).rejects.toThrow(/connection lost/)
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([])
  })
})

describe('backup archive', () => {
  it('packs a folder and unpacks it whole; the manifest can be read alone', async () => {
    const from = path.join(root, 'from')
    put('from/manifest.json', '{"format":"edubridge-backup"}')
    put('from/database/0001.copy', '1\tAda\n')
    put('from/files/media/a.webp', 'a')
    const archive = path.join(root, 'backup.tar.gz')
    await packArchive(from, archive)
    expect(fs.readdirSync(root).sort()).toEqual(['backup.tar.gz', 'from'])

    fs.mkdirSync(path.join(root, 'manifest-only'))
    expect(await readArchiveManifest(archive, path.join(root, 'manifest-only'))).toContain(
      'edubridge-backup',
    )
    expect(fs.readdirSync(path.join(root, 'manifest-only'))).toEqual(['manifest.json'])

    fs.mkdirSync(path.join(root, 'to'))
    await unpackArchive(archive, path.join(root, 'to'))
    expect(fs.readFileSync(path.join(root, 'to/files/media/a.webp'), 'utf8')).toBe('a')
    expect(fs.readFileSync(path.join(root, 'to/database/0001.copy'), 'utf8')).toBe('1\tAda\n')
  })

  it('refuses what is not an archive', async () => {
    put('junk.tar.gz', 'not a tar')
    fs.mkdirSync(path.join(root, 'to'))
    await expect(
      readArchiveManifest(path.join(root, 'junk.tar.gz'), path.join(root, 'to')),
    ).rejects.toThrow(/cannot be read|no manifest/)
    await expect(readArchiveManifest(path.join(root, 'none.tar.gz'), root)).rejects.toThrow(
      /No archive/,
    )
  })
})
