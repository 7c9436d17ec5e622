import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { npmNodeOptions } from '../helpers/npmNodeOptions'

const root = path.resolve(import.meta.dirname, '../..')

/** A fresh Node process that imports Payload's rich-text package; its exit code (75: it hung). */
const importRichText = (options: string[]) =>
  new Promise<number | null>((resolve) => {
    const probe = `const hung = setTimeout(() => process.exit(75), 30_000)
      await import('@payloadcms/richtext-lexical'); clearTimeout(hung)`
    const child = spawn(process.execPath, [...options, '--input-type=module', '-e', probe], {
      cwd: root,
      // NODE_ENV unset, as in `npm start`'s own process: Lexical's development files.
      env: { PATH: process.env.PATH } as unknown as NodeJS.ProcessEnv,
      stdio: 'ignore',
    })
    child.on('exit', resolve)
  })

describe("Node's package resolution in npm scripts", () => {
  // Without the condition, three imports in four never finished on Node 20 (Lexical's per-package
  // wrappers: a top-level await of a dynamic import, in a cycle of packages).
  it('loads the rich-text editor every time, which Payload config loads', async () => {
    const options = npmNodeOptions()
    expect(options).toContain('--conditions=production')
    const codes = []
    for (let round = 0; round < 3; round++)
      codes.push(...(await Promise.all([1, 2].map(() => importRichText(options)))))
    expect(codes).toEqual([0, 0, 0, 0, 0, 0])
  }, 120_000)
})
