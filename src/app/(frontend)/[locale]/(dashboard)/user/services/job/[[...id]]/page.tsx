import { listingEditorPage } from '@/components/publishing/editorPage'
import { memberMetadata } from '@/components/dashboard/memberPage'

export const generateMetadata = memberMetadata('publishing.metaJob')

/** /user/services/job (a new job or internship) and /user/services/job/{id}. */
export default listingEditorPage('jobs')
