import { recommenderRoute } from '@/components/recommender/routes'

// Who is asking decides what the page shows: it renders per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = recommenderRoute.generateMetadata
export default recommenderRoute.Page
