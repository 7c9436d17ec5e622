import { NotFoundView, notFoundMetadata } from '@/components/page/NotFoundView'

export const generateMetadata = notFoundMetadata

export default function LocaleNotFound() {
  return (
    <main id="main" className="flex flex-1">
      <NotFoundView />
    </main>
  )
}
