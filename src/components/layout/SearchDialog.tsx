'use client'

import { Search, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef } from 'react'

import { useRouter } from '@/i18n/navigation'

/** The header's search entry: a native modal dialog (focus trap and Esc come with <dialog>). */
export function SearchDialog() {
  const t = useTranslations('header')
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)

  const submit = (form: FormData) => {
    const q = String(form.get('q') ?? '').trim()
    dialog.current?.close()
    router.push(q ? { pathname: '/search', query: { q } } : '/search')
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
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
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        <form action={submit} role="search" className="flex items-center gap-2 p-3">
          <label htmlFor="site-search" className="sr-only">
            {t('search')}
          </label>
          <Search aria-hidden className="ml-2 size-5 shrink-0 text-fg-muted" />
          <input
            id="site-search"
            name="q"
            type="search"
            autoFocus
            placeholder={t('searchPlaceholder')}
            className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
          />
          <button
            type="submit"
            className="h-10 shrink-0 rounded-full bg-brand px-4 text-sm font-semibold text-brand-fg hover:bg-brand-strong"
          >
            {t('searchCoaches')}
          </button>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('closeSearch')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg-muted"
          >
            <X aria-hidden className="size-5" />
          </button>
        </form>
      </dialog>
    </>
  )
}
