/**
 * A message key of `certify.errors` with its field ("required:realName"), in words, by a `certify`
 * translator. On its own (no schemas), for forms that load their schemas only when they check.
 */
export function issueMessage(
  t: (key: string, values?: Record<string, string>) => string,
  key: string,
): string {
  const [name, field] = key.split(':') as [string, string | undefined]
  return field ? t(`errors.${name}`, { field: t(`fields.${field}`) }) : t(`errors.${name}`)
}
