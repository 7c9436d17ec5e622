/** Site paths go through the locale-aware Link; full URLs are plain external links. */
export const isExternal = (href: string) => /^https?:\/\//.test(href)
