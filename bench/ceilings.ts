import { fork } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

export type Wire = { body: Buffer; encoding?: string }

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

/** Answers every request with those bytes from memory, no framework at all. */
export const bareHandler = (wire: Wire) => (_: http.IncomingMessage, res: http.ServerResponse) => {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': wire.body.length,
    ...(wire.encoding ? { 'content-encoding': wire.encoding } : {}),
  })
  res.end(wire.body)
}

/** A ceiling: bare node:http sending those bytes from memory, in the calling process. */
export async function startBareServer(wire: Wire) {
  const server = http.createServer(bareHandler(wire))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** What the parent sends bench/bareServer.ts, and what it answers once listening. */
export type BareServerOrder = { body: string; encoding?: string }
export type BareServerReady = { port: number }

/**
 * A ceiling's server in a process of its own (a bench/*.ts script run with tsx), so that the load
 * generator's work does not eat into the server's CPU time in the same event loop: forked with
 * `env`, sent `order` when given, and ready at its first message, which is returned with a stop.
 */
export async function startServerProcess<Ready>(
  script: string,
  { env, order }: { env?: NodeJS.ProcessEnv; order?: unknown } = {},
) {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: env ?? process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message: Ready) => resolve(message))
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(new Error(`${script} exited before it was ready (code ${code})`)),
    )
    if (order !== undefined) child.send(order as object)
  })
  child.removeAllListeners('exit')
  return {
    ready,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

/** The bare node:http ceiling in a process of its own (bench/bareServer.ts). */
export async function startBareServerProcess(wire: Wire) {
  const { ready, pid, stop } = await startServerProcess<BareServerReady>('./bareServer.ts', {
    order: {
      body: wire.body.toString('base64'),
      encoding: wire.encoding,
    } satisfies BareServerOrder,
  })
  return { port: ready.port, pid, stop }
}
