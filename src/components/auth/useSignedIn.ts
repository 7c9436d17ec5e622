'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { User } from '@/payload-types'

type Member = Pick<User, 'id' | 'email' | 'roles'> | null
type Answer = { user?: Member }

/**
 * The page's one answer to "who is signed in?" (a small store in place of a data-fetching library,
 * which would weigh on every page's first load): asked when a component needing it mounts, again
 * when the browser comes back online, never twice within `DEDUPE_MS`; a failed request keeps the
 * last answer and is not retried.
 */
const DEDUPE_MS = 2000
let answer: Answer | undefined
let askedAt = -Infinity
let asking = false
const listeners = new Set<() => void>()

function ask() {
  if (asking || Date.now() - askedAt < DEDUPE_MS) return
  asking = true
  askedAt = Date.now()
  fetch('/api/users/me', { credentials: 'include' })
    .then((res) => (res.ok ? (res.json() as Promise<Answer>) : { user: null }))
    .then(
      (body) => {
        answer = body
      },
      () => {},
    )
    .finally(() => {
      asking = false
      for (const listener of listeners) listener()
    })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  window.addEventListener('online', ask)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('online', ask)
  }
}

/**
 * The signed-in member (null: nobody), asked by the browser so that cached pages stay the same for
 * everyone; undefined until the answer comes (one request per page, shared by every caller).
 */
export function useSessionMember() {
  const current = useSyncExternalStore(
    subscribe,
    () => answer,
    () => undefined,
  )
  useEffect(ask, [])
  return current?.user
}

/** Whether the visitor is signed in; undefined until the answer comes. */
export function useSignedIn(): boolean | undefined {
  const member = useSessionMember()
  return member === undefined ? undefined : Boolean(member)
}
