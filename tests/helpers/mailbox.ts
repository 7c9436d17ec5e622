import fs from 'node:fs'
import path from 'node:path'

import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = Email & { envelopeTo: string[] }

/**
 * An in-process SMTP server on 127.0.0.1 that keeps every message it receives.
 * With `dir`, each message is also written there as .eml so another process can read it.
 */
export async function startMailbox({ port = 0, dir }: { port?: number; dir?: string } = {}) {
  const received: CapturedMail[] = []
  const waiters: (() => void)[] = []
  // Counted before any await, so two mails finishing in the same millisecond never share a file name.
  let written = 0
  if (dir) fs.mkdirSync(dir, { recursive: true })

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks)
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address)
        if (dir)
          fs.writeFileSync(
            path.join(dir, `${Date.now()}-${String(++written).padStart(6, '0')}.eml`),
            raw,
          )
        received.push({ ...(await PostalMime.parse(raw)), envelopeTo })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port

  /** Resolves with the first message matching `match`, waiting up to `timeoutMs`. */
  const waitFor = async (
    match: (mail: CapturedMail) => boolean,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = received.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    messages: received,
    waitFor,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>

/** Reads the .eml files a mailbox in another process wrote to `dir`. */
export async function readMailDir(dir: string): Promise<Email[]> {
  if (!fs.existsSync(dir)) return []
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
  return Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(dir, f)))))
}
