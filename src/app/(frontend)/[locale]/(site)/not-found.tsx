import { NotFoundView } from '@/components/page/NotFoundView'

export default function SiteNotFound() {
  return <NotFoundView />
}
