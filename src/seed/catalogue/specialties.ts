import type { SeedSpecialty } from './types'

/** Areas a coach can specialise in; referenced by slug from coaches.ts. */
export const specialties: SeedSpecialty[] = [
  { slug: 'ivy-league', name: { en: 'Ivy League', zh: '常春藤盟校' } },
  { slug: 'oxbridge', name: { en: 'Oxford & Cambridge', zh: '牛津剑桥' } },
  { slug: 'stem', name: { en: 'STEM', zh: '理工科（STEM）' } },
  { slug: 'arts-design', name: { en: 'Art & Design', zh: '艺术与设计' } },
  { slug: 'business', name: { en: 'Business & Economics', zh: '商科与经济' } },
  { slug: 'medicine', name: { en: 'Medicine & Pre-med', zh: '医学与医预科' } },
  { slug: 'law', name: { en: 'Law', zh: '法学' } },
  { slug: 'transfer', name: { en: 'Transfer Applications', zh: '转学申请' } },
  { slug: 'graduate-school', name: { en: 'Graduate School', zh: '研究生申请' } },
  { slug: 'summer-programmes', name: { en: 'Summer Programmes', zh: '夏校项目' } },
  { slug: 'liberal-arts', name: { en: 'Liberal Arts', zh: '文理通识教育' } },
  { slug: 'interview-prep', name: { en: 'Interview Preparation', zh: '面试辅导' } },
]
