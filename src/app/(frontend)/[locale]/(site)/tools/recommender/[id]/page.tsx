import { savedSetRoute } from '@/components/recommender/routes'

// A member's own saved results: never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = savedSetRoute.generateMetadata
export default savedSetRoute.Page
