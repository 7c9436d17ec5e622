/** A backup or restore that cannot go on, with a message meant for the person running it. */
export class BackupError extends Error {
  override name = 'BackupError'
}
