import { listingEditorPage } from '@/components/publishing/editorPage'
import { memberMetadata } from '@/components/dashboard/memberPage'

export const generateMetadata = memberMetadata('publishing.metaOffering')

/** /user/studyAbroad/info (a new programme or study tour) and /user/studyAbroad/info/{id}. */
export default listingEditorPage('offerings')
