/**
 * A relationship's id, whether it was read as the id (depth 0) or as the document (populated); an
 * empty relationship stays as it came (null or undefined).
 */
export function relationId<Id extends number | string>(value: Id | { id: Id }): Id
export function relationId<Id extends number | string>(
  value: Id | { id: Id } | null | undefined,
): Id | null | undefined
export function relationId(value: unknown) {
  return typeof value === 'object' && value ? (value as { id: unknown }).id : value
}
