import { listingEditorPage } from '@/app/(frontend)/[locale]/_routes/editorPage'
import { memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

export const generateMetadata = memberMetadata('publishing.metaOffering')

/** /user/studyAbroad/info (a new programme or study tour) and /user/studyAbroad/info/{id}. */
export default listingEditorPage('offerings')
