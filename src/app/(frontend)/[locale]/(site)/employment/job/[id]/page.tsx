import { jobRoute } from '@/components/listings/routes'

// Rendered on first request per locale and id, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

export const generateMetadata = jobRoute.generateMetadata
export default jobRoute.Page
