'use client'

import { useTranslations } from 'next-intl'
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/buttonStyles'
import { useHydrated } from '@/components/ui/useHydrated'

/** The profile's sections, in the order "Save all" sends them (the core first: the others wait for it). */
export const profileSections = ['core', 'zh', 'en', 'social', 'display'] as const
export type ProfileSection = (typeof profileSections)[number]

/** A section as "Save all" sees it: whether it has unsaved changes, and how to send them (true: saved). */
type Entry = { dirty: boolean; submit: () => Promise<boolean> }

type Saving = {
  /** Whether the core has been saved once (it stamps the organisation); read when a section is sent. */
  coreSaved: () => boolean
  coreSavedNow: () => void
  /** Each section keeps its latest entry here. */
  register: (section: ProfileSection, entry: Entry) => void
}

const SavingContext = createContext<Saving | null>(null)

export function useProfileSaving(): Saving {
  const saving = useContext(SavingContext)
  if (!saving) throw new Error('A profile section is used outside ProfileSaving')
  return saving
}

/**
 * The profile's sections, each saved on its own, and "Save all": every section with changes, one
 * after another, each showing its own outcome; one line says whether all went through.
 */
export function ProfileSaving({
  coreSaved,
  children,
}: {
  coreSaved: boolean
  children: ReactNode
}) {
  const t = useTranslations('organisation')
  const hydrated = useHydrated()
  const entries = useRef(new Map<ProfileSection, Entry>())
  const core = useRef(coreSaved)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<'done' | 'failed' | 'nothing' | null>(null)
  const saving = useMemo<Saving>(
    () => ({
      coreSaved: () => core.current,
      coreSavedNow: () => {
        core.current = true
      },
      register: (section, entry) => {
        entries.current.set(section, entry)
      },
    }),
    [],
  )

  const saveAll = async () => {
    setBusy(true)
    setOutcome(null)
    const changed = profileSections.flatMap((section) => {
      const entry = entries.current.get(section)
      return entry?.dirty ? [entry] : []
    })
    let failed = false
    for (const entry of changed) if (!(await entry.submit())) failed = true
    setBusy(false)
    setOutcome(changed.length === 0 ? 'nothing' : failed ? 'failed' : 'done')
  }

  return (
    <SavingContext.Provider value={saving}>
      <div className="space-y-6">{children}</div>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-line pt-6">
        <button
          type="button"
          onClick={saveAll}
          disabled={busy || !hydrated}
          className={buttonClass('primary', 'disabled:opacity-60')}
        >
          {busy ? t('saving') : t('saveAll')}
        </button>
        <p role="status" className="text-sm font-medium text-success">
          {outcome === 'done' ? t('saveAllDone') : outcome === 'nothing' ? t('nothingToSave') : ''}
        </p>
        <FormAlert message={outcome === 'failed' ? t('saveAllFailed') : null} />
      </div>
    </SavingContext.Provider>
  )
}
