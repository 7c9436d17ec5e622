import { ExternalLink, MapPin } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'
import { mapSetup, resolveMapConfig } from '@/lib/maps/config'
import { amapScriptUrl, isLatLng, leaflet, mapLinkUrl, toGcj02 } from '@/lib/maps/urls'

import { MapBox, type MapClientSetup } from './MapBox'

type Props = {
  locale: AppLocale
  /** Ids on the page stay unique: the heading's id is derived from it. */
  id: string
  title: string
  headingLevel: 2 | 3
  /** What the marker and the link out are named. */
  name: string
  /** The address in the page's language, always shown as text. */
  address: string
  location: { latitude?: number | null; longitude?: number | null } | null | undefined
  aspect?: 'wide' | 'square'
  className?: string
}

/**
 * A place on a map: the address and a link to an online map first, then the configured maps
 * service draws the map when the box scrolls into view. Nothing without coordinates.
 */
export async function PlaceMap({
  locale,
  id,
  title,
  headingLevel,
  name,
  address,
  location,
  aspect = 'wide',
  className,
}: Props) {
  if (!isLatLng(location)) return null
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'maps' }),
    getSiteSettings(locale),
  ])
  const config = resolveMapConfig(settings.maps)
  const setup = mapSetup(config, locale)
  const place = { lat: location.latitude, lng: location.longitude }
  const link = mapLinkUrl(setup?.provider ?? (locale === 'zh' ? 'amap' : 'osm'), place, name)
  const client: MapClientSetup | null =
    setup?.provider === 'amap'
      ? {
          provider: 'amap',
          script: amapScriptUrl(setup.key),
          lang: locale === 'zh' ? 'zh_cn' : 'en',
          security: setup.security,
        }
      : setup?.provider === 'osm'
        ? {
            provider: 'osm',
            script: leaflet.script,
            scriptIntegrity: leaflet.scriptIntegrity,
            style: leaflet.style,
            styleIntegrity: leaflet.styleIntegrity,
            tiles: setup.tileUrl,
            attribution: t('attribution'),
          }
        : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = `${id}-title`
  return (
    <figure
      id={id}
      aria-labelledby={titleId}
      data-map={client?.provider ?? 'none'}
      className={className}
    >
      <Heading
        id={titleId}
        className={headingLevel === 2 ? 'mb-4 text-2xl font-bold' : 'mb-3 text-lg font-bold'}
      >
        {title}
      </Heading>
      {/* Without a service no map will come, so no empty box holds its place. */}
      {client && (
        <MapBox
          setup={client}
          place={place}
          shifted={toGcj02(place)}
          name={name}
          label={t('mapLabel', { name })}
          aspect={aspect}
        />
      )}
      <figcaption className={client ? 'mt-3 space-y-1' : 'space-y-1'}>
        <p className="flex items-start gap-1.5">
          <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-fg-muted" />
          <span>{address}</span>
        </p>
        <p>
          <a
            href={link.href}
            target="_blank"
            rel="noopener"
            data-map-link={link.provider}
            className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {t(link.provider === 'amap' ? 'openAmap' : 'openOsm')}
            <ExternalLink aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        </p>
      </figcaption>
    </figure>
  )
}
