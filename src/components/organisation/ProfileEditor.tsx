'use client'

import type { ProfileDefaults } from './profileDefaults'
import { CoreSection } from './CoreSection'
import { DisplaySection } from './DisplaySection'
import { LanguageSection } from './LanguageSection'
import { ProfileSaving } from './ProfileSaving'
import { SocialLinksSection } from './SocialLinksSection'

/** /user/cm: the organisation profile in sections, each saved on its own, and "Save all". */
export function ProfileEditor({ defaults }: { defaults: ProfileDefaults }) {
  return (
    <ProfileSaving coreSaved={defaults.coreSaved}>
      <CoreSection
        defaults={defaults.core}
        licenceNumber={defaults.licenceNumber}
        logoUrl={defaults.logoUrl}
        name={defaults.name}
      />
      <LanguageSection language="zh" defaults={defaults.zh} />
      <LanguageSection language="en" defaults={defaults.en} />
      <SocialLinksSection defaults={defaults.social} />
      <DisplaySection defaults={defaults.display} />
    </ProfileSaving>
  )
}
