import { jobListRoute } from '@/app/(frontend)/[locale]/_routes/listingRoutes'

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

export const generateMetadata = jobListRoute.generateMetadata
export default jobListRoute.Page
