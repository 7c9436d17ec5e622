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

async function catchUp(payload: Payload) {
  const changes = await readChanges(payload.db.drizzle, live.horizon)
  for (const item of changes.saved) live.index.put(item)
  for (const key of changes.removed) live.index.remove(key)
  live.horizon = changes.horizon
}

const run = (payload: Payload) =>
  (live.running = catchUp(payload).finally(() => {
    live.running = undefined
  }))

/**
 * The process's index with every item written until this call. A caller that arrives while a read
 * is under way waits for the next one (the running read may have begun before its change was
 * committed); callers waiting together share that next read.
 */
export async function currentIndex(payload: Payload): Promise<TextIndex> {
  if (!live.running) await run(payload)
  else
    await (live.queued ??= live.running
      .catch(() => undefined)
      .then(() => {
        live.queued = undefined
        return run(payload)
      }))
  return live.index
}
