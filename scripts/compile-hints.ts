/**
 * The step `npm run build` runs after `next build`: V8's compile hint on the chunks every portal
 * page loads first (scripts/lib/perf/compileHints.ts). Reads NEXT_DIST_DIR (default .next).
 */
import path from 'node:path'

import { addCompileHints } from './lib/perf/compileHints'
import { root } from './env'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const { hinted, filesRewritten } = addCompileHints(path.join(root, distDir))
console.log(
  `  ✓ Compile hints: ${hinted.length} chunk${hinted.length === 1 ? '' : 's'} in ${distDir}, ${filesRewritten} file${filesRewritten === 1 ? '' : 's'} quoting their integrity updated`,
)
