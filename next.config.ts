import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test build never serves the demo portal.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm run typecheck` (part of `npm test`) checks the whole project; builds skip repeating it.
  typescript: { ignoreBuildErrors: true },
  // Legacy alternates of the spec's routes, in every locale form.
  redirects: async () =>
    ['', '/en', '/zh'].map((prefix) => ({ source: `${prefix}/ivy/index-back`, destination: `${prefix === '/zh' ? '/zh' : ''}/ivy`, permanent: true })),
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
