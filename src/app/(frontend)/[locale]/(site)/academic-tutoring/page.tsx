import { offerPageRoute } from '@/app/(frontend)/[locale]/_routes/listingRoutes'

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const route = offerPageRoute('academic-tutoring')
export const generateMetadata = route.generateMetadata
export default route.Page
