import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  )

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
}

/**
 * Every argument a mail's message names: a count for a plural, `yes` or `no` for a `…Given`
 * select, the first option of another select (the system picks one, e.g. a booking's event), and
 * otherwise a text that is also the name of an object's property, as a member may type.
 */
function sampleValues(text: string, given: 'yes' | 'no') {
  const counts = new Set([...text.matchAll(/\{(\w+), plural/g)].map((m) => m[1]))
  const selects = new Map(
    [...text.matchAll(/\{(\w+), select, (\w+) /g)].map((m) => [m[1]!, m[2]!] as const),
  )
  return Object.fromEntries(
    [...text.matchAll(/\{(\w+)/g)].map(([, name]) => [
      name!,
      counts.has(name)
        ? 10
        : name!.endsWith('Given')
          ? given
          : (selects.get(name!) ?? 'constructor'),
    ]),
  )
}

describe('mail messages', () => {
  for (const [locale, messages] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    // Keys read from the catalogue, not written in code: any key, any values.
    const t = createTranslator({ locale, messages }) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string
    it(`read the same in ${locale} compiled, as the web server sends them, and parsed, as the worker does`, () => {
      for (const [key, text] of flatten(messages.mail, 'mail.'))
        for (const given of ['yes', 'no'] as const) {
          const values = sampleValues(text, given)
          // Through JSON as the build's loader ships it: its objects have a prototype.
          const shipped = JSON.parse(JSON.stringify(compile(text))) as ReturnType<typeof compile>
          const compiled = format(shipped, locale, values, { formatters })
          expect([key, compiled]).toEqual([key, t(key, values)])
        }
    })
  }
})
