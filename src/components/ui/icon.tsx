import type { IconNode } from 'lucide'
import { createElement, type ReactElement, type SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
/** An icon as a component: what cards, lists and menus take as their `icon`. */
export type IconComponent = (props: IconProps) => ReactElement

/** Whether the icon is named for assistive technology; if not, it is hidden from it (as Lucide does). */
const named = (props: IconProps) =>
  Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  )

/**
 * A Lucide icon as a plain SVG component, for server components. lucide-react draws each icon
 * through a client component of its own (for a context nobody here sets), so every icon of a
 * server-rendered page was one more client component to render on the server, to describe in the
 * page's data and to hydrate in the browser: a listing page had eighty. This is the same SVG
 * (Lucide's drawing, attributes and class names) rendered where it stands. Client components keep
 * lucide-react, whose one module per icon keeps each page's bundle to its own icons.
 */
export function icon(name: string, node: IconNode): IconComponent {
  // Made once per icon and shared by every use.
  const shapes = node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))
  const base = `lucide lucide-${name}`
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${base} ${className}` : base}
        aria-hidden={named(props) ? undefined : true}
        {...props}
      >
        {shapes}
      </svg>
    )
  }
  return Icon
}
