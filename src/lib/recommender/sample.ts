import type { AppLocale } from '@/i18n/locales'

import type { RecommenderProfile } from './profile'

/**
 * The example profile whose matches visitors see before they register and certify (described in
 * `recommender.sample.profile`). Its interests are written in the page's language, as a student
 * would type them: the reasons quote them ("Matches your interest in …").
 */
export const sampleProfileIn = (locale: AppLocale): RecommenderProfile => ({
  educationLevel: 'high-school',
  interests: locale === 'zh' ? '计算机科学、机器人' : 'computer science, robotics',
  englishLevel: 'cet6',
  countries: ['US', 'GB'],
  budgetMax: 10000,
  currency: 'USD',
  startMonth: 7,
  kinds: ['study-tour', 'programme', 'tutoring'],
})
