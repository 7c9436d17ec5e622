import { organisationRoute } from '@/app/(frontend)/[locale]/_routes/listingRoutes'

// Rendered on first request per locale and id, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

export const generateMetadata = organisationRoute.generateMetadata
export default organisationRoute.Page
