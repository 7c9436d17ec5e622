import { ConsultationButton } from '@/components/catalogue/ConsultationButton'
import { LifeBlueprintButton } from '@/components/leads/LifeBlueprintButton'
import { buttonClass } from '@/components/ui/buttonStyles'
import { NavLink } from '@/components/layout/NavLink'
import type { PageActions as Actions } from '@/payload-types'

/** A block's buttons: the consultation modal, a link, or the Life Blueprint notice. */
export function PageActions({
  actions,
  className = '',
}: {
  actions?: Actions | null
  className?: string
}) {
  if (!actions?.length) return null
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {actions.map((action) => {
        const appearance = action.appearance ?? 'primary'
        if (action.kind === 'consultation')
          return <ConsultationButton key={action.id} label={action.label} appearance={appearance} />
        if (action.kind === 'lifeBlueprint')
          return (
            <LifeBlueprintButton key={action.id} label={action.label} appearance={appearance} />
          )
        return (
          <NavLink key={action.id} href={action.href ?? '/'} className={buttonClass(appearance)}>
            {action.label}
          </NavLink>
        )
      })}
    </div>
  )
}
