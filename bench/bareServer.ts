/**
 * The bare node:http ceiling of bench/pages.ts in its own process: forked by
 * startBareServerProcess (bench/ceilings.ts), it gets the bytes to send over IPC, answers the port
 * it listens on, and ends with its parent.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type BareServerOrder, type BareServerReady, bareHandler } from './ceilings'

process.once('message', (order: BareServerOrder) => {
  const server = http.createServer(
    bareHandler({ body: Buffer.from(order.body, 'base64'), encoding: order.encoding }),
  )
  server.listen(0, '127.0.0.1', () =>
    process.send?.({ port: (server.address() as AddressInfo).port } satisfies BareServerReady),
  )
})
process.on('disconnect', () => process.exit(0))
process.on('SIGTERM', () => process.exit(0))
