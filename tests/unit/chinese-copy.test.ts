import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { localizeFigureValue } from '@/lib/i18n/figureValue'

import zh from '../../messages/zh.json'

const root = path.resolve(import.meta.dirname, '../..')
const seedFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? seedFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    )
/** The Chinese messages and every demo text, as the files hold them. */
const texts = [path.join(root, 'messages/zh.json'), ...seedFiles(path.join(root, 'src/seed'))].map(
  (file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }),
)
const lines = texts.flatMap(({ file, text }) =>
  text.split('\n').map((line, i) => ({ at: `${file}:${i + 1}`, line })),
)

describe('the Chinese copy', () => {
  it('addresses the reader as 您, never 你 (迷你, "mini", is another word)', () => {
    expect(lines.filter(({ line }) => /(?<!迷)你/.test(line)).map(({ at }) => at)).toEqual([])
  })

  it('explains "need-blind" wherever a Chinese text uses it', () => {
    const bare = lines.filter(
      ({ line }) => /[\u4e00-\u9fff]/.test(line) && /need-(blind|aware)(?!（)/.test(line),
    )
    expect(bare.map(({ at }) => at)).toEqual([])
  })

  it('names the "professional" order by what it puts first', () => {
    expect(zh.coaches.sort.professional).toBe('资历优先')
  })
})

describe('a marketing figure’s value', () => {
  it('counts dollars in 万 and 亿 in Chinese', () => {
    expect(localizeFigureValue('$4M+', 'zh')).toBe('400 万美元+')
    expect(localizeFigureValue('$250K', 'zh')).toBe('25 万美元')
    expect(localizeFigureValue('$1.2B', 'zh')).toBe('12 亿美元')
    expect(localizeFigureValue('$500', 'zh')).toBe('500 美元')
  })

  it('stays as entered in English and when it is not an amount of dollars', () => {
    expect(localizeFigureValue('$4M+', 'en')).toBe('$4M+')
    for (const value of ['95%', '29+', '2–3×', '15+'])
      expect(localizeFigureValue(value, 'zh')).toBe(value)
  })
})
