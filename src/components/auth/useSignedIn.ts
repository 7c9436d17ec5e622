'use client'

import useSWR from 'swr'

import type { User } from '@/payload-types'

const fetchMe = (url: string) =>
  fetch(url, { credentials: 'include' }).then((res) =>
    res.ok ? res.json() : { user: null },
  ) as Promise<{
    user: Pick<User, 'id' | 'email' | 'roles'> | null
  }>

/**
 * The signed-in member (null: nobody), asked by the browser so that cached pages stay the same for
 * everyone; undefined until the answer comes (one request per page, shared by every caller).
 */
export function useSessionMember() {
  const { data } = useSWR('/api/users/me', fetchMe, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  return data?.user
}

/** Whether the visitor is signed in; undefined until the answer comes. */
export function useSignedIn(): boolean | undefined {
  const member = useSessionMember()
  return member === undefined ? undefined : Boolean(member)
}
