'use client'

import { useEffect } from 'react'

import { claimChunkReload, isChunkLoadError, isChunkScript } from '@/components/page/chunkReload'

const reload = () => {
  // Offline, a reload would only swap the page for the browser's error page.
  if (!navigator.onLine) return
  if (claimChunkReload(window.sessionStorage, Date.now())) window.location.reload()
}

/** Reloads the page when one of its script chunks fails to load (see components/page/chunkReload.ts). */
export function ChunkReload() {
  useEffect(() => {
    // A script element's load error does not bubble: only a capturing listener on window sees it.
    const onError = (event: Event) => {
      const target = event.target
      if (target instanceof HTMLScriptElement) {
        if (isChunkScript(target.src)) reload()
      } else if (event instanceof ErrorEvent && isChunkLoadError(event.error ?? event.message)) {
        reload()
      }
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
