import http from 'node:http'
import type { AddressInfo } from 'node:net'

type Wire = { body: Buffer; encoding?: string }

/** The home page exactly as the portal sends it to a browser: compressed bytes and their encoding. */
export const homeOnTheWire = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Wire>((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
        )
      })
      .on('error', reject)
  })

/** A ceiling: bare node:http sending those bytes from memory, no framework at all. */
export async function startBareServer(wire: Wire) {
  const server = http.createServer((_, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': wire.body.length,
      ...(wire.encoding ? { 'content-encoding': wire.encoding } : {}),
    })
    res.end(wire.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}
