'use client'

import dynamic from 'next/dynamic'

/*
 * The second step's form, split from the page's own code as the other sign-in forms are
 * (deferredForms.tsx): rendered on the server, its code (react-hook-form, zod) fetched beside the
 * page's. In a file of its own: only the second-factor page imports it, which alone is given the
 * `twoStep` messages it reads.
 */
export const SecondFactorForm = dynamic(() =>
  import('./SecondFactorForm').then((module) => module.SecondFactorForm),
)
