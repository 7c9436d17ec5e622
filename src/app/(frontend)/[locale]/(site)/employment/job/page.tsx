import { jobListRoute } from '@/components/listings/routes'

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

export const generateMetadata = jobListRoute.generateMetadata
export default jobListRoute.Page
