import { listingEditorPage } from '@/components/publishing/editorPage'
import { publishingMetadata } from '@/components/publishing/metadata'

export const generateMetadata = publishingMetadata('metaOffering')

/** /user/studyAbroad/info (a new programme or study tour) and /user/studyAbroad/info/{id}. */
export default listingEditorPage('offerings')
