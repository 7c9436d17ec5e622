import { policyRoute } from '@/app/(frontend)/[locale]/_routes/policyRoutes'

const route = policyRoute('terms-of-use')

// The editors' text, served from cache until they save it.
export const generateMetadata = route.generateMetadata
export default route.Page
