import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The Node options every npm script runs with (`node-options` in .npmrc), for the processes the
 * tests start themselves and for runs not started through npm (`npx vitest`).
 */
export const npmNodeOptions = (): string[] =>
  fs
    .readFileSync(path.join(root, '.npmrc'), 'utf8')
    .match(/^node-options=(.*)$/m)?.[1]
    ?.trim()
    .split(/\s+/) ?? []
