import type { Payload } from 'payload'

import { TextIndex } from './textIndex'
import { readChanges } from './store'

type Live = {
  index: TextIndex
  horizon?: string
  running?: Promise<void>
  queued?: Promise<void>
}

/** One index per server process, whichever bundle of the app asks for it. */
const live = ((globalThis as { __recommenderIndex?: Live }).__recommenderIndex ??= {
  index: new TextIndex(),
})

/** Where the rows are read: the pool, or inside a hook the request's own transaction (see currentIndex). */
type Reader = Parameters<typeof readChanges>[0]

async function catchUp(db: Reader) {
  const changes = await readChanges(db, live.horizon)
  for (const item of changes.saved) live.index.put(item)
  for (const key of changes.removed) live.index.remove(key)
  live.horizon = changes.horizon
}

const run = (db: Reader) =>
  (live.running = catchUp(db).finally(() => {
    live.running = undefined
  }))

/**
 * The process's index with every item written until this call. A caller that arrives while a read
 * is under way waits for the next one (the running read may have begun before its change was
 * committed); callers waiting together share that next read. A hook passes its transaction's
 * connection: twenty saves at once then hold twenty connections, not twenty and one more.
 */
export async function currentIndex(
  payload: Payload,
  db: Reader = payload.db.drizzle,
): Promise<TextIndex> {
  if (!live.running) await run(db)
  else
    await (live.queued ??= live.running
      .catch(() => undefined)
      .then(() => {
        live.queued = undefined
        return run(db)
      }))
  return live.index
}
