/**
 * The web server (scripts/serve.ts and everything it imports but packages) as one JavaScript
 * file, which the web processes run with plain Node instead of tsx. Under `--import tsx` every
 * `import()` a running process makes goes through tsx's module hooks, answered by a thread of
 * their own over a message channel, and Next.js makes such imports on every request (its cache
 * handler, the client modules of the page it renders): that cost 8 to 18 % of each request's CPU
 * time here, more the more client components a page holds (bench/RESULTS.md, issue 34).
 *
 * Bundled on each start (esbuild takes well under a second), so it is never older than the code.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildSync } from 'esbuild'

/** Where a build folder's bundled web server is kept. */
export const webServerEntry = (root: string, distDir: string) =>
  path.join(root, distDir, 'web-server', 'serve.mjs')

/** Whether a process's command line runs the web server, bundled or from its source. */
export const runsWebServer = (args: string[]) =>
  args.some((arg) => arg.endsWith('/web-server/serve.mjs') || /(^|\/)scripts\/serve\.ts$/.test(arg))

/** Bundles scripts/serve.ts into the build folder `distDir` and returns the file's path. */
export function bundleWebServer(root: string, distDir: string): string {
  const outfile = webServerEntry(root, distDir)
  const { outputFiles } = buildSync({
    absWorkingDir: root,
    entryPoints: ['scripts/serve.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do for Next.js: one copy of each in the process.
    packages: 'external',
    // scripts/env.ts finds the checkout from its own folder; the bundle lives elsewhere.
    define: { PORTAL_ROOT: JSON.stringify(root) },
    write: false,
    logLevel: 'warning',
  })
  const code = outputFiles[0]!.contents
  // Written aside, then renamed: another server starting from the same build never reads half a file.
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  const aside = `${outfile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`
  fs.writeFileSync(aside, code)
  fs.renameSync(aside, outfile)
  return outfile
}
