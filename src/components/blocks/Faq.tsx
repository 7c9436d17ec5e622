import { ChevronDown } from '@/components/ui/icons'

import type { FaqBlock as Props } from '@/payload-types'

import { BlockSection } from '@/components/page/BlockSection'

/** An accordion of questions (native details/summary: keyboard and screen readers work without script), plus FAQ data for search engines. */
export function FaqBlock({ id, heading, items }: Props) {
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
  return (
    <BlockSection id={id} heading={heading} narrow>
      <div className="divide-y divide-line rounded-2xl border border-line bg-bg-elevated">
        {items.map((item) => (
          <details key={item.id ?? item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="whitespace-pre-line px-5 pb-5 text-fg-muted">{item.answer}</p>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
      />
    </BlockSection>
  )
}
