'use client'

import { Search } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useCallback, useRef, useState } from 'react'

const loadPanel = () => import('@/components/search/SearchPanel')
// A prefetch that fails is tried again by the opening itself.
const prefetchPanel = () => void loadPanel().catch(() => {})
// The search box and its suggestions are fetched when a visitor first reaches for the search.
const SearchPanel = dynamic(() => loadPanel().then((module) => module.SearchPanel), {
  ssr: false,
  loading: () => <div aria-busy className="h-[4.25rem]" />,
})

/**
 * The header's search entry: a native modal dialog (focus trap and Esc come with <dialog>) holding
 * the site-wide search with suggestions. Each opening mounts a fresh, empty search.
 */
export function SearchDialog() {
  const t = useTranslations('header')
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const close = useCallback(() => dialog.current?.close(), [])

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
        // Fetched ahead of a likely opening, so the box is there when the dialog is.
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        aria-label={t('search')}
        aria-haspopup="dialog"
        className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
      >
        <Search aria-hidden className="size-5" />
      </button>
      <dialog
        ref={dialog}
        aria-label={t('search')}
        className="m-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-line bg-bg-elevated p-0 text-fg shadow-2xl backdrop:bg-black/40"
        onClick={(event) => event.target === dialog.current && close()}
        onClose={() => setOpen(false)}
      >
        {open && <SearchPanel onClose={close} />}
      </dialog>
    </>
  )
}
