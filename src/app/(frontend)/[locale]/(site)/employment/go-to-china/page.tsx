import { goToChinaRoute } from '@/components/listings/routes'

// The editors' page and the newest jobs in China, served from cache until either changes.
export const generateMetadata = goToChinaRoute.generateMetadata
export default goToChinaRoute.Page
