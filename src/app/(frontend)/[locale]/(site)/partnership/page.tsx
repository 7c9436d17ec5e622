import { partnershipRoute } from '@/app/(frontend)/[locale]/_routes/listingRoutes'

// The editors' page and the certified partners, served from cache until either changes.
export const generateMetadata = partnershipRoute.generateMetadata
export default partnershipRoute.Page
