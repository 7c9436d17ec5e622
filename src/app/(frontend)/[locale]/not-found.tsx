import { NotFoundView } from '@/components/page/NotFoundView'

export default function LocaleNotFound() {
  return (
    <main id="main" className="flex flex-1">
      <NotFoundView />
    </main>
  )
}
