'use client'

import { ArrowRight, Search, X } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { signalNavigationStart } from '@/components/page/progressSignal'
import { getPathname } from '@/i18n/navigation'
import type { SiteSearchHit, SiteSearchResult } from '@/lib/search/siteSearch'

/** Most suggestions shown at once (the server shares them across kinds). */
const MAX_SUGGESTIONS = 8
/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 200
/** The longest query the search reads (the API refuses longer ones). */
const MAX_QUERY = 100

type Status = 'idle' | 'loading' | 'done' | 'failed'

/**
 * The header search's contents, fetched when the dialog first opens: a combobox whose suggestions
 * (coaches, universities, articles, programmes, jobs) follow what is typed. Arrow keys move through
 * them, Enter opens the highlighted one or, with none highlighted, the site-wide results page;
 * Escape first closes the suggestions, then the dialog.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslations('header')
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const listboxId = `${id}-listbox`
  const optionId = (i: number) => `${id}-option-${i}`

  const [q, setQ] = useState('')
  const [result, setResult] = useState<SiteSearchResult | null>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const listbox = useRef<HTMLDivElement>(null)

  const query = q.trim()
  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      setStatus('loading')
      try {
        const params = new URLSearchParams({ q: query, locale, limit: String(MAX_SUGGESTIONS) })
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        setResult((await response.json()) as SiteSearchResult)
        setStatus('done')
        setActive(-1)
      } catch {
        if (!controller.signal.aborted) setStatus('failed')
      }
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  // Suggestions for an earlier text stay until the new ones come (no flicker while typing).
  const groups = query && result ? result.groups : []
  const hits = groups.flatMap((group) => group.hits)
  const expanded = hits.length > 0 && !dismissed

  useEffect(() => {
    if (active < 0) return
    listbox.current
      ?.querySelector(`[id="${CSS.escape(optionId(active))}"]`)
      ?.scrollIntoView({ block: 'nearest' })
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const go = (href: string) => {
    onClose()
    signalNavigationStart(href)
    router.push(href)
  }
  const allResults = (text: string) =>
    getPathname({ href: { pathname: '/search/all', query: { q: text } }, locale })
  const open = (hit: SiteSearchHit) => go(hit.href)

  const submit = () => {
    const hit = expanded ? hits[active] : undefined
    if (hit) open(hit)
    else go(query ? allResults(query) : getPathname({ href: '/search/all', locale }))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return
      event.preventDefault()
      if (dismissed) {
        setDismissed(false)
        setActive(event.key === 'ArrowDown' ? 0 : hits.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      // From the text, down goes to the first and up to the last; past either end, back to the text.
      setActive((current) => {
        const next = current + step
        if (current === -1 && step === -1) return hits.length - 1
        return next >= hits.length || next < 0 ? -1 : next
      })
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the suggestions only; the dialog closes on the next.
      event.preventDefault()
      setDismissed(true)
      setActive(-1)
    }
  }

  const count = status === 'done' && query ? hits.length : null
  let index = -1
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        className="flex items-center gap-2 p-3"
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search')}
        </label>
        <Search aria-hidden className="ml-2 size-5 shrink-0 text-fg-muted" />
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={q}
          onChange={(event) => {
            setQ(event.target.value)
            setDismissed(false)
            setActive(-1)
            if (!event.target.value.trim()) {
              setResult(null)
              setStatus('idle')
            }
          }}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-muted"
        />
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-brand px-4 text-sm font-semibold text-brand-fg hover:bg-brand-strong"
        >
          {t('search')}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('closeSearch')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-bg-muted"
        >
          <X aria-hidden className="size-5" />
        </button>
      </form>
      <div
        ref={listbox}
        id={listboxId}
        role="listbox"
        aria-label={t('suggest.label')}
        hidden={!expanded}
        className="border-t border-line px-2 py-2"
      >
        {expanded &&
          groups.map((group) => {
            const labelId = `${id}-kind-${group.kind}`
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId} className="py-1">
                <div
                  id={labelId}
                  role="presentation"
                  className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
                >
                  {t(`suggest.kinds.${group.kind}`)}
                </div>
                {group.hits.map((hit) => {
                  index += 1
                  const i = index
                  return (
                    <div
                      key={hit.href}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      data-href={hit.href}
                      // The text keeps the focus: typing goes on while the pointer picks.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => active !== i && setActive(i)}
                      onClick={() => open(hit)}
                      className={`cursor-pointer rounded-lg px-3 py-2 ${i === active ? 'bg-bg-muted' : ''}`}
                    >
                      <span className="block truncate font-medium">{hit.title}</span>
                      {hit.subtitle && (
                        <span className="block truncate text-sm text-fg-muted">{hit.subtitle}</span>
                      )}
                    </div>
                  )
                })}
              </div>
            )
          })}
      </div>
      {query && status === 'done' && hits.length === 0 && (
        <p className="border-t border-line px-5 py-3 text-sm text-fg-muted">{t('suggest.none')}</p>
      )}
      {query && status === 'failed' && (
        <p className="border-t border-line px-5 py-3 text-sm text-fg-muted">
          {t('suggest.failed')}
        </p>
      )}
      {query && (
        <a
          href={allResults(query)}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
            event.preventDefault()
            go(allResults(query))
          }}
          className="flex items-center justify-between gap-2 rounded-b-2xl border-t border-line px-5 py-3 text-sm font-semibold text-brand hover:bg-bg-muted"
        >
          {t('suggest.seeAll', { q: query })}
          <ArrowRight aria-hidden className="size-4 shrink-0" />
        </a>
      )}
      <p role="status" className="sr-only">
        {count !== null ? t('suggest.count', { count }) : ''}
      </p>
    </>
  )
}
