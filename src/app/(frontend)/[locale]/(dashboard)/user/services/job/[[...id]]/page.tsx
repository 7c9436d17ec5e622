import { listingEditorPage } from '@/components/publishing/editorPage'
import { publishingMetadata } from '@/components/publishing/metadata'

export const generateMetadata = publishingMetadata('metaJob')

/** /user/services/job (a new job or internship) and /user/services/job/{id}. */
export default listingEditorPage('jobs')
