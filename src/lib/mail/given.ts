/**
 * Texts a mail may lack, as ICU arguments: each text ('' when missing) and `<name>Given`, `yes` or
 * `no`, which the message selects on to write its "—" or leave a sentence out. Never a select on
 * the text itself: the compiled formatter takes a text such as "constructor" for an option and fails.
 */
export function given<const Name extends string>(
  texts: Record<Name, string | null | undefined>,
): Record<Name | `${Name}Given`, string> {
  return Object.fromEntries(
    Object.entries<string | null | undefined>(texts).flatMap(([name, text]) => [
      [name, text || ''],
      [`${name}Given`, text ? 'yes' : 'no'],
    ]),
  ) as Record<Name | `${Name}Given`, string>
}
