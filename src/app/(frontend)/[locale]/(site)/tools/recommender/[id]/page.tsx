import { savedSetRoute } from '@/app/(frontend)/[locale]/_routes/recommenderRoutes'

// A member's own saved results: never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = savedSetRoute.generateMetadata
export default savedSetRoute.Page
