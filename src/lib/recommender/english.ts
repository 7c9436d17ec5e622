import type { EnglishLevel } from '@/lib/enums'

import type { EnglishTest, RecommenderProfile } from './profile'

/**
 * The portal's English levels on one scale (1 basic … 6 native), so a requirement and a student's
 * level compare: CET-4 is about intermediate, an "IELTS" or "TOEFL" requirement means the level
 * universities ask of international students (IELTS 6.0, TOEFL 80).
 */
const levelStep: Record<EnglishLevel, number> = {
  basic: 1,
  intermediate: 2,
  cet4: 2,
  cet6: 3,
  ielts: 4,
  toefl: 4,
  fluent: 5,
  native: 6,
}

/** Score thresholds of each test for steps 5, 4 and 3. */
const testSteps: Record<EnglishTest, [number, number, number]> = {
  ielts: [7.5, 6, 5],
  toefl: [105, 80, 60],
}

const testStep = (test: EnglishTest, score: number) => {
  const [five, four, three] = testSteps[test]
  return score >= five ? 5 : score >= four ? 4 : score >= three ? 3 : 2
}

export const requiredEnglishStep = (level: EnglishLevel) => levelStep[level]

/** The student's English on the same scale: the better of the level and the test score; undefined when neither is given. */
export function studentEnglishStep(
  profile: Pick<RecommenderProfile, 'englishLevel' | 'englishTest' | 'englishScore'>,
): number | undefined {
  const steps = [
    profile.englishLevel ? levelStep[profile.englishLevel] : undefined,
    profile.englishTest && profile.englishScore !== undefined
      ? testStep(profile.englishTest, profile.englishScore)
      : undefined,
  ].filter((step): step is number => step !== undefined)
  return steps.length ? Math.max(...steps) : undefined
}
