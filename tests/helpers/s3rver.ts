import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> }

/**
 * A local S3 (s3rver, its one account S3RVER / S3RVER) on a free port, keeping its buckets in a
 * new temporary directory named after `prefix`; `stop` closes it and removes the directory.
 */
export async function startS3rver(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  const { default: S3rverServer } = (await import('s3rver' as string)) as {
    default: new (options: object) => S3rver
  }
  const server = new S3rverServer({ address: '127.0.0.1', port: 0, directory: dir, silent: true })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close()
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}
