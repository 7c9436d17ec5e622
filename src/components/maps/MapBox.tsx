'use client'

import { MapPin } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import type { AmapSecurity } from '@/lib/maps/config'
import { loadScript, loadStylesheet } from '@/lib/maps/loadScript'
import type { LatLng } from '@/lib/maps/urls'

/** What the browser needs to draw the map; prepared on the server from the site settings. */
export type MapClientSetup =
  | { provider: 'amap'; script: string; lang: 'en' | 'zh_cn'; security: AmapSecurity }
  | {
      provider: 'osm'
      script: string
      scriptIntegrity: string
      style: string
      styleIntegrity: string
      tiles: string
      attribution: string
    }

type Props = {
  setup: MapClientSetup
  /** WGS-84, for OpenStreetMap. */
  place: LatLng
  /** GCJ-02, for AMap (the same point outside China). */
  shifted: LatLng
  name: string
  label: string
  aspect: 'wide' | 'square'
}

// The few calls made on the services' globals, typed here rather than pulling in their packages.
type AMapGlobal = {
  Map: new (
    container: HTMLElement,
    options: { center: [number, number]; zoom: number; lang: string },
  ) => { destroy: () => void }
  Marker: new (options: { position: [number, number]; title: string; map: unknown }) => unknown
}
type LeafletMap = {
  setView: (at: [number, number], zoom: number) => LeafletMap
  remove: () => void
}
type LeafletLayer = {
  addTo: (map: LeafletMap) => LeafletLayer
  bindTooltip: (text: string) => LeafletLayer
}
type LeafletGlobal = {
  map: (container: HTMLElement, options: { scrollWheelZoom: boolean }) => LeafletMap
  tileLayer: (url: string, options: { attribution: string; maxZoom: number }) => LeafletLayer
  circleMarker: (
    at: [number, number],
    options: { radius: number; color: string; fillOpacity: number },
  ) => LeafletLayer
}
type Globals = { AMap?: AMapGlobal; L?: LeafletGlobal; _AMapSecurityConfig?: AmapSecurity }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Draws the map into `container`; returns how to take it down, or null when the service is missing. */
async function draw(
  setup: MapClientSetup,
  container: HTMLElement,
  { place, shifted, name }: Pick<Props, 'place' | 'shifted' | 'name'>,
): Promise<(() => void) | null> {
  const globals = window as unknown as Globals
  if (setup.provider === 'amap') {
    // Read by AMap's loader when it runs, so set first.
    if (setup.security) globals._AMapSecurityConfig ??= setup.security
    if (!(await loadScript(setup.script)) || !globals.AMap?.Map) return null
    const position: [number, number] = [shifted.lng, shifted.lat]
    const map = new globals.AMap.Map(container, { center: position, zoom: 15, lang: setup.lang })
    new globals.AMap.Marker({ position, title: name, map })
    return () => map.destroy()
  }
  const [script, style] = await Promise.all([
    loadScript(setup.script, { integrity: setup.scriptIntegrity }),
    loadStylesheet(setup.style, { integrity: setup.styleIntegrity }),
  ])
  if (!script || !style || !globals.L?.map) return null
  const L = globals.L
  const at: [number, number] = [place.lat, place.lng]
  // Scrolling the page must not zoom the map under the pointer.
  const map = L.map(container, { scrollWheelZoom: false }).setView(at, 15)
  L.tileLayer(setup.tiles, {
    attribution: `&copy; <a href="https://www.openstreetmap.org/copyright">${escapeHtml(setup.attribution)}</a>`,
    maxZoom: 19,
  }).addTo(map)
  L.circleMarker(at, { radius: 9, color: '#b91c1c', fillOpacity: 0.9 }).addTo(map).bindTooltip(name)
  return () => map.remove()
}

/**
 * The map box: a placeholder of fixed proportions (no layout shift), replaced by the live map
 * once the box scrolls into view. When the service's script cannot be had, the placeholder stays;
 * the address and link beside it remain.
 */
export function MapBox({ setup, place, shifted, name, label, aspect }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const element = box.current
    const container = canvas.current
    if (!element || !container || typeof IntersectionObserver === 'undefined') return
    let cancelled = false
    let remove: (() => void) | null = null
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        draw(setup, container, { place, shifted, name })
          .then((undo) => {
            if (cancelled) return undo?.()
            remove = undo
            setReady(Boolean(undo))
          })
          // A service that fails half-way leaves the placeholder; the page must not show an error.
          .catch(() => {})
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      try {
        remove?.()
      } catch {
        // The service's own clean-up failing is no reason to break the page.
      }
    }
  }, [setup, place, shifted, name])

  return (
    <div
      ref={box}
      data-map-box={setup.provider}
      className={`relative isolate overflow-hidden rounded-xl border border-line bg-bg-muted ${aspect === 'wide' ? 'aspect-[16/9]' : 'aspect-[4/3]'}`}
    >
      <div aria-hidden className="absolute inset-0 grid place-items-center text-fg-muted">
        <MapPin className="size-10" />
      </div>
      <div
        ref={canvas}
        role={ready ? 'region' : undefined}
        aria-label={ready ? label : undefined}
        aria-hidden={ready ? undefined : true}
        className={`absolute inset-0 z-10 transition-opacity ${ready ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  )
}
