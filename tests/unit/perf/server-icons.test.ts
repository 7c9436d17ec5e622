import { MapPin as LucideMapPin, Search as LucideSearch, Star as LucideStar } from 'lucide-react'
import fs from 'node:fs'
import path from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import * as icons from '@/components/ui/icons'
import { MapPin, Search, Star } from '@/components/ui/icons'
import * as lucideReact from 'lucide-react'

const markup = (component: Parameters<typeof createElement>[0], props: object) =>
  renderToStaticMarkup(createElement(component, props))

describe('server icons', () => {
  it('draw the same SVG as lucide-react, with the same attributes and classes', () => {
    const cases = [
      [MapPin, LucideMapPin, { className: 'size-4 text-brand', 'aria-hidden': true }],
      [Star, LucideStar, { className: 'size-4 fill-accent text-accent' }],
      [Search, LucideSearch, { 'aria-label': 'Search', strokeWidth: 1 }],
    ] as const
    for (const [ours, theirs, props] of cases) {
      expect(markup(ours, props)).toBe(markup(theirs, props))
    }
  })

  it('each draw what lucide-react draws under the same name', () => {
    const names = Object.keys(icons) as (keyof typeof icons)[]
    expect(names.length).toBeGreaterThan(50)
    const classOf = (svg: string) => svg.match(/ class="([^"]*)"/)?.[1].split(' ') ?? []
    const drawing = (svg: string) => svg.replace(/ class="[^"]*"/, '')
    for (const name of names) {
      const theirs = lucideReact[name as keyof typeof lucideReact] as Parameters<
        typeof createElement
      >[0]
      const [ourSvg, theirSvg] = [
        markup(icons[name], { className: 'size-4' }),
        markup(theirs, { className: 'size-4' }),
      ]
      expect(drawing(ourSvg), name).toBe(drawing(theirSvg))
      // lucide-react adds the names of an icon's aliases as classes too; nothing here styles them.
      const ourClasses = classOf(ourSvg)
      expect(ourClasses, name).toEqual(['lucide', ourClasses[1], 'size-4'])
      expect(classOf(theirSvg), name).toContain(ourClasses[1])
    }
  })

  it('are hidden from assistive technology unless named, as Lucide’s are', () => {
    expect(markup(Star, {})).toContain('aria-hidden="true"')
    expect(markup(Star, { 'aria-label': 'Rating' })).not.toContain('aria-hidden')
    expect(markup(Star, { role: 'img', 'aria-label': 'Rating' })).toContain('role="img"')
  })

  it('are plain components, no client component of their own', () => {
    const element = Star({ className: 'size-4' })
    expect(element.type).toBe('svg')
  })

  it('are drawn by server code only: client components, and modules they import, use lucide-react', () => {
    const src = path.resolve(import.meta.dirname, '../../../src')
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(src, file))
    const text = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]))
    const isClient = (file: string) => /^['"]use client['"]/m.test(text.get(file)!.slice(0, 200))
    const drawsIcons = files.filter((file) =>
      text.get(file)!.includes("from '@/components/ui/icons'"),
    )
    expect(drawsIcons.length).toBeGreaterThan(20)
    const withoutExtension = new Set(drawsIcons.map((file) => file.replace(/\.tsx?$/, '')))
    const importedBy = (file: string) =>
      [...text.get(file)!.matchAll(/from '(@\/[^']+|\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
        spec!.startsWith('@/')
          ? path.join(src, spec!.slice(2))
          : path.resolve(path.dirname(file), spec!),
      )
    const offenders = files.filter(isClient).flatMap((file) =>
      withoutExtension.has(file.replace(/\.tsx?$/, ''))
        ? [path.relative(src, file)]
        : importedBy(file)
            .filter((target) => withoutExtension.has(target))
            .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
    )
    expect(offenders).toEqual([])
  })
})
