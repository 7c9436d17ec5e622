'use client'

import dynamic from 'next/dynamic'

/*
 * The forms public pages are built around, split from the page's own code: still rendered on the
 * server, but their code (react-hook-form and the form itself) is fetched beside the page's and
 * hydrates when it arrives, so the rest of the page (header, menus, links) does not wait for it.
 * Their submit buttons stay disabled until then (see useHydrated), so nothing is sent unchecked.
 */

export const ContactForm = dynamic(() =>
  import('./ContactForm').then((module) => module.ContactForm),
)
