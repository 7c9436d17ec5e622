import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config.mjs'

const headerRules = async () => (nextConfig.headers ? await nextConfig.headers() : [])

describe('the colour-scheme client hint', () => {
  it('is asked for on the admin paths only, so a first visit to a public page is one request', async () => {
    const rules = await headerRules()
    const hinted = rules.filter((rule) =>
      rule.headers.some(
        ({ key, value }) =>
          /^(accept-ch|critical-ch|vary)$/i.test(key) && /prefers-color-scheme/i.test(value),
      ),
    )
    expect(hinted.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    expect(hinted[0].headers.map(({ key }) => key).sort()).toEqual([
      'Accept-CH',
      'Critical-CH',
      'Vary',
    ])
  })
})
