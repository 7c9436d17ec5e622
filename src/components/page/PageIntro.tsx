type Props = {
  title: string
  lead: string
  className?: string
  leadClassName: string
}

/** The top of a page: its h1 and the sentence under it that says what the page is for. */
export function PageIntro({ title, lead, className, leadClassName }: Props) {
  return (
    <header className={className}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className={leadClassName}>{lead}</p>
    </header>
  )
}
