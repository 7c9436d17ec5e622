import type { ReactNode } from 'react'

type Props = {
  /** The heading's id: the landmark is named by its heading, so the two ids never drift apart. */
  id: string
  title: ReactNode
  /** The landmark element; a section unless the part is a sidebar or navigation. */
  as?: 'section' | 'aside' | 'nav'
  className?: string
  titleClassName: string
  children: ReactNode
}

/** A part of a page named by its own h2, so screen readers list it under that heading. */
export function HeadedSection({
  id,
  title,
  as: Landmark = 'section',
  className,
  titleClassName,
  children,
}: Props) {
  return (
    <Landmark aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Landmark>
  )
}
