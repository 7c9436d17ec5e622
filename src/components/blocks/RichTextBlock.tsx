import { RichText } from '@/components/richtext/RichText'
import type { RichTextBlock as Props } from '@/payload-types'

/** Free text at reading width. */
export function RichTextBlock({ content }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <RichText data={content} />
    </div>
  )
}
