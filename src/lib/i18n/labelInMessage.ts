// A character no label or message holds (Unicode private use), marking where the label goes.
const slot = '\uE000'

const fold = (text: string) => text.toLocaleLowerCase()

/**
 * Whether `label` already ends with the message's text after the label. When that text starts with
 * a space it is a word of its own ("{category} packages"), and the label must end with that whole
 * word; without a space (Chinese, "{category}套餐") the characters alone count.
 */
function endsWithTail(label: string, tail: string): boolean {
  const word = tail.trim()
  if (!word || !fold(label).endsWith(fold(word))) return false
  const rest = label.slice(0, label.length - word.length)
  return !/^\s/.test(tail) || rest === '' || /\s$/.test(rest)
}

/** The same as endsWithTail, for the message's text before the label ("Packages: {category}"). */
function startsWithHead(label: string, head: string): boolean {
  const word = head.trim()
  if (!word || !fold(label).startsWith(fold(word))) return false
  const rest = label.slice(word.length)
  return !/\s$/.test(head) || rest === '' || /^\s/.test(rest)
}

/**
 * A label placed into a message that wraps it ("{category} packages"), without saying the message's
 * own word twice: a label that already has it ("Ivy packages", "藤校套餐") keeps its own and drops
 * the message's copy. `render` gives the message for a value of its one placeholder.
 */
export function labelInMessage(render: (value: string) => string, label: string): string {
  const [head = '', tail = ''] = render(slot).split(slot)
  if (endsWithTail(label, tail)) return head + label
  if (startsWithHead(label, head)) return label + tail
  return render(label)
}
