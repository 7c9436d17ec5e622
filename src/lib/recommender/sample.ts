import type { RecommenderProfile } from './profile'

/** The example profile whose matches visitors see before they register and certify (described in `recommender.sample.profile`). */
export const sampleProfile: RecommenderProfile = {
  educationLevel: 'high-school',
  interests: 'computer science, robotics',
  englishLevel: 'cet6',
  countries: ['US', 'GB'],
  budgetMax: 10000,
  currency: 'USD',
  startMonth: 7,
  kinds: ['study-tour', 'programme', 'tutoring'],
}
