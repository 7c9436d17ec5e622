import { NotFoundView, notFoundMetadata } from '@/components/page/NotFoundView'

export const generateMetadata = notFoundMetadata

export default function SiteNotFound() {
  return <NotFoundView />
}
