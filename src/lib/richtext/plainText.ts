type LexicalNode = { text?: string; children?: LexicalNode[]; type?: string }

const blockTypes = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The readable text of a Lexical rich-text value (for search and meta descriptions). */
export function plainText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (node.type && blockTypes.has(node.type)) parts.push('\n')
  }
  walk(root)
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}
