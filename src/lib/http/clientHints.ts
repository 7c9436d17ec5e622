import type { NextConfig } from 'next'

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/** Headers that ask the browser for its colour scheme; `Critical-CH` makes it retry the request to send it. */
const colourSchemeHint = /^(accept-ch|critical-ch|vary)$/i
const isColourSchemeHint = ({ key, value }: { key: string; value: string }) =>
  colourSchemeHint.test(key) && /sec-ch-prefers-color-scheme/i.test(value)

/**
 * Payload asks every path for the colour-scheme client hint, as critical. Only its admin panel reads
 * it; on the public pages it costs each first visit a second request (the browser retries with the
 * hint) and splits caches by scheme. This keeps the hint on the admin paths only.
 */
export function colourSchemeHintForAdminOnly(config: NextConfig, adminPath = '/admin'): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).flatMap((rule): HeaderRule[] => {
        const hints = rule.headers.filter(isColourSchemeHint)
        if (hints.length === 0) return [rule]
        const others = rule.headers.filter((header) => !isColourSchemeHint(header))
        return [
          ...(others.length > 0 ? [{ ...rule, headers: others }] : []),
          { ...rule, source: `${adminPath}/:path*`, headers: hints },
        ]
      }),
  }
}
