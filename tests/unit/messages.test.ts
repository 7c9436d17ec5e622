import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  )

const enEntries = new Map(flatten(en))
const zhEntries = new Map(flatten(zh))
/** The arguments a message names, however deep in its selects and plurals (not the branches' own words). */
const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) => [
    ...('value' in element && element.type !== TYPE.literal ? [element.value as string] : []),
    ...('options' in element
      ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
      : []),
    ...('children' in element ? argumentsOf(element.children) : []),
  ])
const placeholders = (text: string) => argumentsOf(parse(text)).sort()
// Proper names and menu codes that are written the same in both languages.
const sameInBothLanguages = new Set([
  'social.instagram',
  'social.facebook',
  'social.youtube',
  'social.x',
])

describe('message catalogues', () => {
  it('have the same keys in English and Chinese', () => {
    expect([...zhEntries.keys()].sort()).toEqual([...enEntries.keys()].sort())
  })

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of enEntries)
      expect([key, placeholders(zhEntries.get(key)!)]).toEqual([key, placeholders(text)])
  })

  it('have Chinese text for every Chinese message', () => {
    const untranslated = [...zhEntries].filter(
      ([key, text]) => !sameInBothLanguages.has(key) && !/[\u4e00-\u9fff]/.test(text),
    )
    expect(untranslated).toEqual([])
  })

  it('keep the spec texts verbatim in English', () => {
    expect(en.notFound).toEqual({
      title: '404 - Page Not Found',
      text: 'The page you are looking for does not exist.',
      back: 'Back to Homepage',
    })
    expect(en.error.title).toBe('An error occurred.')
    expect(en.error.errorPageFailed).toBe('An error occurred while showing the error page')
    expect(en.validation.passwordLength).toBe('Password must be between 8 and 16 characters.')
    expect(en.validation.passwordCombination).toBe(
      'Password must be a combination of numbers and letters.',
    )
  })
})
