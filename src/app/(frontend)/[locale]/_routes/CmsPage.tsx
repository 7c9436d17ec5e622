import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/components/blocks/RenderBlocks'
import { HOME_PATH } from '@/lib/pages/pagePath'
import { getPage } from '@/data/pages'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'
import type { Page } from '@/payload-types'

const publicPath = (path: string) => (path === HOME_PATH ? '/' : `/${path}`)

const firstLead = (page: Page) => page.layout.find((b) => b.blockType === 'hero')?.lead

/** Title, description and alternates of an editor-built page; the home page keeps the brand as its title. */
export async function cmsPageMetadata(path: string, locale: AppLocale): Promise<Metadata> {
  const page = await getPage(path, locale)
  if (!page) return {}
  return pageMetadata({
    locale,
    paths: publicPath(path),
    title: path === HOME_PATH ? undefined : page.meta?.title || page.title,
    description: page.meta?.description || firstLead(page),
  })
}

/** An editor-built page (the home page, an offer page), or the 404 page when none is published at the path. */
export async function CmsPage({ path, locale }: { path: string; locale: AppLocale }) {
  const page = await getPage(path, locale)
  if (!page) notFound()
  return <RenderBlocks page={page} locale={locale} />
}
