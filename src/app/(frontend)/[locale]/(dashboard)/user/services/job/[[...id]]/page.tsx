import { listingEditorPage } from '@/app/(frontend)/[locale]/_routes/editorPage'
import { memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'

export const generateMetadata = memberMetadata('publishing.metaJob')

/** /user/services/job (a new job or internship) and /user/services/job/{id}. */
export default listingEditorPage('jobs')
