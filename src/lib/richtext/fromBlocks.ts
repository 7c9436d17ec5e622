/** Simple blocks (headings, paragraphs, bullet lists) as a Lexical rich-text value, for seeding and tests. */
export type TextBlock = { h2: string } | { p: string } | { ul: string[] }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const element = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

const node = (block: TextBlock) => {
  if ('h2' in block) return { ...element, type: 'heading', tag: 'h2', children: [text(block.h2)] }
  if ('ul' in block)
    return {
      ...element,
      type: 'list',
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      children: block.ul.map((item, i) => ({
        ...element,
        type: 'listitem',
        value: i + 1,
        children: [text(item)],
      })),
    }
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(block.p)] }
}

export const lexicalFromBlocks = (blocks: TextBlock[]) => ({
  root: { ...element, type: 'root', children: blocks.map(node) },
})
