'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

const options = { loop: true, align: 'start' } as const

/** Embla (swipe, snapping, autoplay) over the carousel's viewport, handed to it once running. */
export function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: HTMLElement
  onReady: (api: CarouselApi) => void
}) {
  // One autoplay per carousel: a plugin belongs to the carousel it was started with.
  const [plugins] = useState(() => [
    Autoplay({ delay: 6000, playOnInit: false, stopOnInteraction: false }),
  ])
  const [attach, api] = useEmblaCarousel(options, plugins)
  useEffect(() => attach(viewport), [attach, viewport])
  useEffect(() => {
    if (api) onReady(api)
  }, [api, onReady])
  return null
}
