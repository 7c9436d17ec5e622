import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/components/ui/buttonStyles'
import { getPathname, Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { loginRedirectPath } from '@/lib/auth/guard'

/** Asks a visitor to register (or sign in), and a member who is not a certified student to certify. */
export async function RecommenderInvitation({
  signedIn,
  locale,
}: {
  signedIn: boolean
  locale: AppLocale
}) {
  const t = await getTranslations('recommender.invite')
  return (
    <section
      aria-labelledby="invite-heading"
      className="rounded-2xl border border-brand/30 bg-brand-soft p-6"
      data-testid="recommender-invitation"
    >
      <h2 id="invite-heading" className="text-xl font-bold">
        {t(signedIn ? 'uncertifiedHeading' : 'anonymousHeading')}
      </h2>
      <p className="mt-2 max-w-prose">{t(signedIn ? 'uncertified' : 'anonymous')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {signedIn ? (
          <Link href="/user/certify" className={buttonClass()}>
            {t('certify')}
          </Link>
        ) : (
          <>
            <Link href="/my-account-register" className={buttonClass()}>
              {t('register')}
            </Link>
            <Link
              href={loginRedirectPath(getPathname({ href: '/tools/recommender', locale }))}
              className={buttonClass('secondary')}
            >
              {t('signIn')}
            </Link>
          </>
        )}
      </div>
    </section>
  )
}
