import { BackupError } from './errors'

/**
 * Which committed migrations to apply before loading a backup's rows: exactly those the backed-up
 * database had, in the code's order, so the tables are the ones the rows were copied from. The
 * code's newer migrations are left for the next `npm start`, which applies them to the restored
 * rows as to any database it upgrades. A backup with migrations this code does not know was made
 * by newer code: its rows may not fit any schema this code can build.
 */
export function migrationsToApply(archived: readonly string[], committed: readonly string[]) {
  const known = new Set(committed)
  const unknown = archived.filter((name) => !known.has(name))
  if (unknown.length)
    throw new BackupError(
      `The backup was made by a newer version of the portal: it has ${unknown.length} migration(s) this code does not have (${unknown.join(', ')}). Restore it with the code that made it, or a newer one.`,
    )
  const wanted = new Set(archived)
  return {
    apply: committed.filter((name) => wanted.has(name)),
    later: committed.filter((name) => !wanted.has(name)),
  }
}
