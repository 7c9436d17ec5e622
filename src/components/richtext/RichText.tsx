import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

/**
 * Lexical's list item carries its position as `value`, which HTML allows on an item of a numbered
 * list only: a bulleted list's items are rendered without it.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { listitem } = defaultConverters
    if (!('listType' in args.parent) || args.parent.listType !== 'bullet')
      return typeof listitem === 'function' ? listitem(args) : listitem
    const nested = args.node.children.some((child) => child.type === 'list')
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested ? { listStyleType: 'none' } : undefined}
      >
        {args.nodesToJSX({ nodes: args.node.children })}
      </li>
    )
  },
})

/** Lexical content from the CMS, styled by `.prose-content` in globals.css. */
export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={`prose-content ${className}`}
    />
  )
}
