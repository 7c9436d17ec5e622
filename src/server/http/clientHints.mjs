/** @typedef {import('next').NextConfig} NextConfig */
/** @typedef {Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]} HeaderRule */

/** Headers that ask the browser for its colour scheme; `Critical-CH` makes it retry the request to send it. */
const colourSchemeHint = /^(accept-ch|critical-ch|vary)$/i
/** @param {{ key: string, value: string }} header */
const isColourSchemeHint = ({ key, value }) =>
  colourSchemeHint.test(key) && /sec-ch-prefers-color-scheme/i.test(value)

/**
 * Payload asks every path for the colour-scheme client hint, as critical. Only its admin panel reads
 * it; on the public pages it costs each first visit a second request (the browser retries with the
 * hint) and splits caches by scheme. This keeps the hint on the admin paths only.
 * Plain JavaScript: next.config.mjs imports it.
 * @param {NextConfig} config
 * @returns {NextConfig}
 */
export function colourSchemeHintForAdminOnly(config, adminPath = '/admin') {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).flatMap(
        /** @returns {HeaderRule[]} */
        (rule) => {
          const hints = rule.headers.filter(isColourSchemeHint)
          if (hints.length === 0) return [rule]
          const others = rule.headers.filter((header) => !isColourSchemeHint(header))
          return [
            ...(others.length > 0 ? [{ ...rule, headers: others }] : []),
            { ...rule, source: `${adminPath}/:path*`, headers: hints },
          ]
        },
      ),
  }
}
