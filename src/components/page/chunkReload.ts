/**
 * A script chunk failing to load usually means a new release replaced the files this page was
 * built with: a full reload fetches the current ones. At most one reload per 60 seconds, so a
 * chunk that keeps failing cannot trap the visitor in a reload loop.
 */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000

/** The sessionStorage key holding when this tab last reloaded for a failed chunk (ms since the epoch). */
export const CHUNK_RELOAD_STORAGE_KEY = 'portal:chunk-reload-at'

/** Whether to reload now, given when the tab last reloaded for a failed chunk (null: never). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true
  // A time in the future (the clock was set back) cannot prove a recent reload.
  if (lastReloadAt > now) return true
  return now - lastReloadAt > CHUNK_RELOAD_THROTTLE_MS
}

/** The part of sessionStorage the throttle needs (injectable for tests). */
export type ReloadStore = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Records the reload and says yes when the throttle allows one; no when it does not, or when the
 * store cannot be written (then a reload could not be throttled and might loop).
 */
export function claimChunkReload(store: ReloadStore, now: number): boolean {
  try {
    const stored = store.getItem(CHUNK_RELOAD_STORAGE_KEY)
    const last = stored === null ? null : Number(stored)
    if (!shouldReloadForChunk(last, now)) return false
    store.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
    return true
  } catch {
    return false
  }
}

/** Chunk-load failures as bundlers word them (webpack's ChunkLoadError, Turbopack's "Failed to load chunk"). */
const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk/i

/** Whether a thrown value or rejection reason is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object')
    return typeof reason === 'string' && CHUNK_ERROR.test(reason)
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return (
    (typeof name === 'string' && name === 'ChunkLoadError') ||
    (typeof message === 'string' && CHUNK_ERROR.test(message))
  )
}

/** Whether a script URL is one of the build's chunks. */
export const isChunkScript = (src: string): boolean => /\/_next\/static\/chunks\//.test(src)
