import { ShoppingBag } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { type ButtonAppearance, buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'

/**
 * "Order this package": the checkout at /user/orders/new (signing in first, and back, when the
 * visitor is not). `title` names the package for screen readers where several are side by side.
 */
export async function OrderPackageLink({
  id,
  title,
  appearance = 'primary',
}: {
  id: number
  title?: string
  appearance?: ButtonAppearance
}) {
  const t = await getTranslations('packages')
  return (
    <Link
      href={`/user/orders/new?package=${id}`}
      className={buttonClass(appearance, 'w-full')}
      data-testid="order-package"
    >
      <ShoppingBag aria-hidden className="size-5 shrink-0" />
      <span>
        {t('order')}
        {title && <span className="sr-only">: {title}</span>}
      </span>
    </Link>
  )
}
