import { describe, expect, it } from 'vitest'

import {
  chineseTerms,
  englishTerms,
  interestPhrases,
  terms,
  weightedTerms,
} from '@/lib/recommender/tokenize'

describe('recommender terms', () => {
  it('segments Chinese into words and the words inside them, without stopwords', () => {
    const found = terms('我对人工智能和海洋生物学感兴趣')
    expect(found).toEqual(['人工', '智能', '人工智能', '海洋', '生物', '生物学'])
    for (const stopword of ['的', '我', '对', '和', '感兴', '感兴趣', '兴趣'])
      expect(found).not.toContain(stopword)
    expect(terms('计算机科学')).toEqual(['计算', '算机', '科学', '计算机', '计算机科学'])
  })

  it('leaves out single Chinese characters', () => {
    expect(chineseTerms('我想去营')).toEqual([])
  })

  it('lower-cases and stems English so related forms meet', () => {
    expect(englishTerms('Computing')).toEqual(['comput'])
    expect(englishTerms('computer')).toEqual(['comput'])
    expect(englishTerms('Robotics and robots')).toEqual(['robot', 'robot'])
    expect(englishTerms('2027 summer')).toEqual(['2027', 'summer'])
  })

  it('drops English stopwords and single letters', () => {
    expect(englishTerms('I want to study the computer science of a city')).toEqual([
      'comput',
      'scienc',
      'citi',
    ])
    expect(englishTerms('I am interested in the')).toEqual(['am'])
  })

  it('keeps both languages of a mixed text, English first', () => {
    expect(terms('Machine Learning 机器学习 in 北京')).toEqual([
      'machin',
      'learn',
      '机器',
      '学习',
      '北京',
    ])
  })

  it('normalises full-width letters and punctuation (NFKC)', () => {
    expect(terms('ＡＩ ｒｏｂｏｔｉｃｓ')).toEqual(['ai', 'robot'])
    expect(terms('Ｃｏｍｐｕｔｅｒ　Ｓｃｉｅｎｃｅ，数学')).toEqual(['comput', 'scienc', '数学'])
  })
})

describe('interest phrases', () => {
  it('splits on commas, 、, ；, " and " and 和', () => {
    expect(interestPhrases('computer science, robotics')).toEqual(['computer science', 'robotics'])
    expect(interestPhrases('机器学习、数学；物理')).toEqual(['机器学习', '数学', '物理'])
    expect(interestPhrases('art and music')).toEqual(['art', 'music'])
    expect(interestPhrases('人工智能和海洋生物学')).toEqual(['人工智能', '海洋生物学'])
    expect(interestPhrases('economics;  law，history')).toEqual(['economics', 'law', 'history'])
  })

  it('splits Chinese interests at 和 and 与 only where they stand alone, never inside a word', () => {
    expect(interestPhrases('参与式设计、和声学')).toEqual(['参与式设计', '和声学'])
    expect(interestPhrases('机器人与编程')).toEqual(['机器人', '编程'])
  })

  it('weighs the words inside a long Chinese word of an interest less than the whole word', () => {
    const weighted = weightedTerms('计算机科学')
    expect(weighted.get('计算机科学')).toBe(1)
    expect(weighted.get('计算机')).toBe(0.7)
    expect(weighted.get('计算')).toBe(0.4)
    expect(weightedTerms('robotics').get('robot')).toBe(1)
  })

  it('does not split inside a word containing "and"', () => {
    expect(interestPhrases('sandcastles, Rwanda')).toEqual(['sandcastles', 'Rwanda'])
  })

  it('normalises full-width separators and drops empty phrases', () => {
    expect(interestPhrases('ＡＩ，，  , 编程 ')).toEqual(['AI', '编程'])
    expect(interestPhrases(' , 、 ')).toEqual([])
  })

  it('keeps at most 12 phrases', () => {
    const many = Array.from({ length: 20 }, (_, i) => `topic${i}`).join(', ')
    expect(interestPhrases(many)).toHaveLength(12)
    expect(interestPhrases(many).at(-1)).toBe('topic11')
  })
})
