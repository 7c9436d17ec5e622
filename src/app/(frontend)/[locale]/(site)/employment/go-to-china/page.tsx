import { goToChinaRoute } from '@/app/(frontend)/[locale]/_routes/listingRoutes'

// The editors' page and the newest jobs in China, served from cache until either changes.
export const generateMetadata = goToChinaRoute.generateMetadata
export default goToChinaRoute.Page
