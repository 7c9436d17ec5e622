import { getTranslations } from 'next-intl/server'

import type { ButtonAppearance } from '@/components/ui/buttonStyles'

import { AskQuestion } from './AskQuestion'
import type { AskTarget } from './askTypes'

/** How the button is worded where it stands. */
export type AskVariant =
  'ask' | 'messageCoach' | 'messageOrganisation' | 'messageStudent' | 'messageApplicant'

/**
 * "Ask a question" (a coach's, programme's or job's page) or "Message the …" (a session, an
 * application): the button and dialog of AskQuestion, worded here so that the page gives the
 * browser only these few texts. `name` is whom it goes to, in the dialog's title; `which` tells
 * screen readers the buttons of a list apart.
 */
export async function AskQuestionButton({
  target,
  name,
  variant = 'ask',
  which,
  appearance,
  className,
}: {
  target: AskTarget
  /** Null: a student who gave no name (called "a student"), or a name not shown. */
  name: string | null
  variant?: AskVariant
  which?: string
  appearance?: ButtonAppearance
  className?: string
}) {
  const t = await getTranslations('messages')
  const whom =
    name ||
    t(
      target.student !== undefined
        ? 'partner.aStudent'
        : target.coach !== undefined
          ? 'partner.aCoach'
          : 'partner.anOrganisation',
    )
  return (
    <AskQuestion
      target={target}
      appearance={appearance}
      className={className}
      words={{
        open: t(`ask.${variant}`),
        which,
        title: t(variant === 'ask' ? 'ask.titleAsk' : 'ask.titleMessage', { name: whom }),
        lead: t('ask.lead'),
        label: t('ask.label'),
        send: t('ask.send'),
        sending: t('ask.sending'),
        cancel: t('ask.cancel'),
        close: t('ask.close'),
        signIn: t('ask.signIn'),
        required: t('errors.bodyRequired'),
        tooLong: t('errors.tooLong'),
      }}
    />
  )
}
