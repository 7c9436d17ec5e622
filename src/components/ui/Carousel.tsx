'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import {
  Children,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'

import type { CarouselApi } from './CarouselEngine'

// The slides and controls are the page's own; the engine that moves them follows the page's load.
const CarouselEngine = dynamic(
  () => import('./CarouselEngine').then((module) => module.CarouselEngine),
  { ssr: false },
)

const motionQuery = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => window.matchMedia(motionQuery).matches
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(motionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * An accessible carousel (WAI-ARIA carousel pattern) over server-rendered slides: swipe, arrows,
 * dots, arrow keys, autoplay that pauses on hover and focus, a pause button, and no autoplay for
 * visitors who prefer reduced motion.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations('carousel')
  const slides = Children.toArray(children)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [embla, setEmbla] = useState<CarouselApi | null>(null)
  const [selected, setSelected] = useState(0)
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false)
  // The visitor's own choice wins; until they make one, reduced motion means no autoplay.
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null)
  const playing = chosen ? chosen === 'play' : !reducedMotion

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    if (playing) autoplay.play()
    else autoplay.stop()
  }, [embla, playing])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    return () => void embla.off('select', onSelect)
  }, [embla])

  const togglePlay = () => setChosen(playing ? 'pause' : 'play')
  // Hovering or focusing anything in the carousel (slides, arrows, dots) holds it still.
  const hold = () => embla?.plugins().autoplay?.stop()
  const release = () => {
    if (playing) embla?.plugins().autoplay?.play()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev()
    if (event.key === 'ArrowRight') embla?.scrollNext()
  }

  const control =
    'grid size-10 place-items-center sm:size-11 rounded-full border border-line bg-bg-elevated text-fg shadow-sm transition-colors hover:bg-bg-muted'
  return (
    <div
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release()
      }}
    >
      {viewport && <CarouselEngine viewport={viewport} onReady={setEmbla} />}
      <div className="overflow-hidden" ref={setViewport}>
        {/* Polite announcements only while not auto-playing, so a moving carousel does not talk over the page. */}
        <div className="flex" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('position', { n: i + 1, total: slides.length })}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/2 xl:basis-1/3"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-2 sm:gap-3">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t('pause') : t('play')}
          className={control}
        >
          {playing ? (
            <Pause aria-hidden className="size-4" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={() => embla?.scrollPrev()}
          aria-label={t('previous')}
          className={control}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <ul className="flex items-center sm:gap-1">
          {slides.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => embla?.scrollTo(i)}
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                className="grid size-6 place-items-center rounded-full sm:size-8"
              >
                <span
                  aria-hidden
                  className={`block rounded-full transition-all ${i === selected ? 'h-2.5 w-6 bg-brand' : 'size-2.5 bg-fg-muted/50'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => embla?.scrollNext()}
          aria-label={t('next')}
          className={control}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}
