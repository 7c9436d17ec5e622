import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { Reader } from 'mmdb-lib'

/**
 * The approximate place of an address: its country, from a public-domain country database
 * (geo-whois-asn-country, CC0) read from disk once. Nothing leaves the server, and nothing finer
 * than the country is kept. `local` for the loopback and private ranges (a school's network behind
 * the proxy, a developer's machine).
 */
export type Place = { country: string } | 'local' | null

type CountryRecord = { country_code?: string }
type CountryReader = { get: (ip: string) => unknown }
let reader: CountryReader | null | undefined

function countryReader(): CountryReader | null {
  if (reader !== undefined) return reader
  try {
    // From the project's folder, where every server and script runs: bundlers rewrite require.resolve.
    const file = path.join(
      process.cwd(),
      'node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
    )
    reader = new Reader(fs.readFileSync(file))
  } catch {
    reader = null
  }
  return reader
}

const privateRanges = new net.BlockList()
for (const [address, prefix] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4')
privateRanges.addAddress('::1', 'ipv6')
privateRanges.addSubnet('fc00::', 7, 'ipv6')
privateRanges.addSubnet('fe80::', 10, 'ipv6')

export function placeOf(address: string): Place {
  const ip = address.replace(/^::ffff:/, '')
  const family = net.isIP(ip)
  if (!family) return null
  if (privateRanges.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return 'local'
  const country = (countryReader()?.get(ip) as CountryRecord | null | undefined)?.country_code
  return country ? { country } : null
}

/** A country's name in the reader's language ("中国", "United Kingdom"). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    // Not a region code (a database of another shape): shown as it is.
    return code
  }
}
