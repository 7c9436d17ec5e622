import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { colourSchemeHintForAdminOnly } from './src/server/http/clientHints.mjs'

// Messages compiled once at build time: neither the server nor the browser parses ICU text per
// request, and the browser's bundle leaves the ICU parser out.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests build into their own folder so a test build never serves the demo portal.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The web server compresses (brotli or gzip) in front of Next: see src/server/http/compression.ts.
  compress: false,
  // One copy of Payload for the whole server (and the Chinese segmenter's native module, which
  // a bundle cannot hold). Bundled, the admin pages and the REST routes each get
  // their own, and an error class from one fails `instanceof` in the other: a hook's ValidationError
  // then reaches the admin without its field messages (whichever part started Payload first wins).
  serverExternalPackages: ['payload', '@node-rs/jieba'],
  // Next's file-system cache, plus: no page kept that began rendering before a change it may have
  // missed, and tags expired from outside a request (jobs, other processes) reach it.
  cacheHandler: fileURLToPath(new URL('./src/server/cache/nextCacheHandler.mjs', import.meta.url)),
  // Its copies in memory, per web process (pages also go to disk; cached data lives here only):
  // with the page cache (32 MB) and the compressed build files (16 MB), what a process may keep
  // stays well within its memory budget (see src/server/webProcesses.ts).
  cacheMaxMemorySize: 32 * 1024 * 1024,
  // `npm run typecheck` (part of `npm test`) checks the whole project; builds skip repeating it.
  typescript: { ignoreBuildErrors: true },
  // Profile pictures (at most 5 MB) go through a server action; its form data is a little larger.
  // Scripts load with integrity hashes, so the CSP needs no per-response nonce and pages stay
  // cacheable (see src/server/http/securityHeaders.ts).
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    sri: { algorithm: 'sha256' },
    // Turbopack's cache makes a rebuild here about half a cold build's time, but writing it costs a
    // cold build a quarter more: .ci/run, which builds once in a fresh clone, turns it off.
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off',
  },
  // Legacy alternates of SPEC §2, and its optional segments left out, go permanently to their main
  // pages in the same language.
  redirects: async () =>
    ['', '/en', '/zh'].flatMap((prefix) => {
      const target = prefix === '/zh' ? '/zh' : ''
      return [
        { source: `${prefix}/ivy/index-back`, destination: `${target}/ivy`, permanent: true },
        {
          source: `${prefix}/study-abroad/index-backup`,
          destination: `${target}/study-abroad`,
          permanent: true,
        },
        {
          source: `${prefix}/tools/recommender/index2`,
          destination: `${target}/tools/recommender`,
          permanent: true,
        },
        // /coach/{name?} without a name is the coach search; /coach/{name}/p/{package?} without a
        // package, the coach's page. Permanent: the URL scheme fixes where they lead, so browsers
        // may remember it and crawlers fold them into the page they name.
        { source: `${prefix}/coach`, destination: `${target}/search`, permanent: true },
        {
          source: `${prefix}/coach/:name/p`,
          destination: `${target}/coach/:name`,
          permanent: true,
        },
      ]
    }),
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [
      { pathname: '/api/media/file/**' },
      { pathname: '/api/organisation-images/file/**' },
      { pathname: '/images/**' },
    ],
  },
}

export default colourSchemeHintForAdminOnly(
  withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
)
