import type { Field } from 'payload'

import { bi } from './bilingualLabel'
import { localizedText, localizedTextarea } from './localizedText'

/** The optional heading and lead most page blocks open with. */
export const blockIntro = ({ headingRequired = false } = {}): Field[] => [
  localizedText('heading', { required: headingRequired, label: bi('Heading', '标题') }),
  localizedTextarea('lead', { label: bi('Lead', '导语') }),
]
