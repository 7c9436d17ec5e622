import { randomInt } from 'node:crypto'

/** Letters and digits nobody misreads on a bank form (no 0/O, 1/I/L). */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/**
 * An order's reference, e.g. `EB-7KQ2-M9XD`: what a student writes on a bank transfer and quotes
 * to staff. Random (not the row id, which would tell how many orders there are); unique in the table.
 */
export function orderReference(): string {
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('')
  return `EB-${group()}-${group()}`
}
