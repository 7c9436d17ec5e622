import { recommenderRoute } from '@/app/(frontend)/[locale]/_routes/recommenderRoutes'

// Who is asking decides what the page shows: it renders per request.
export const dynamic = 'force-dynamic'

export const generateMetadata = recommenderRoute.generateMetadata
export default recommenderRoute.Page
