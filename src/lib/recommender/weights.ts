/**
 * Every number the recommender's ranking uses, in one place. An item's match score is the
 * weighted mean of its part scores (each 0 to 1; a part that says nothing about the item, such as
 * a start month for a coach, counts 0.5), shown to the student as a percentage:
 * - text: how well the item's words in both languages match the student's interests and major;
 * - country: in one of the target countries (online items suit any);
 * - startMonth: starts in the preferred month, or near it;
 * - budget: the price (converted at reference rates) within the budget;
 * - level: the student's education level inside the item's range;
 * - popularity and freshness: how much students choose it, and how new it is.
 * Eligibility does not change the score; it orders the list: eligible items first, then those
 * worth checking, then those the student cannot take.
 */
export const weights = {
  text: 0.38,
  country: 0.24,
  startMonth: 0.1,
  budget: 0.1,
  level: 0.1,
  popularity: 0.07,
  freshness: 0.05,

  /** BM25's usual constants (textIndex.ts): term-frequency saturation and length normalisation. */
  bm25K1: 1.2,
  bm25B: 0.75,
  /** The BM25 sum at which the text part reaches one half. */
  textHalf: 6,
  /**
   * A word found inside a longer Chinese word of an interest (tokenize.ts): three characters or
   * more still says much (计算机 in 计算机科学), two characters little (计算).
   */
  innerWordLong: 0.7,
  innerWordShort: 0.4,
  /** A match names the interest only through a term weighing this much in the query (not a fragment of a word). */
  reasonTermWeight: 0.5,
  /** The major counts a little less than the interests a student chose to write. */
  majorTerm: 0.8,
  /** A glossary translation of an interest counts less than the student's own words. */
  translatedTerm: 0.7,
  /** A start this many months from the preferred one still scores (1 → 0.6, 2 → 0.3). */
  startMonthNear: [1, 0.6, 0.3] as const,
  /** An online item's country part. */
  onlineCountry: 0.8,
  /** A price up to this factor over the budget is "check"; more is "not eligible". */
  budgetTolerance: 1.1,
  /** A deadline within this many days is worth checking. */
  deadlineSoonDays: 14,
  /** Freshness falls from 1 to 0 over this many days after publishing. */
  freshnessDays: 180,
  /** Newly published, as a reason. */
  newDays: 30,
  /** Popular, as a reason. */
  popularAbove: 0.7,
  /** A part that says nothing about an item (no start month for a coach, no bookings yet). */
  neutral: 0.5,
  /** A coach's popularity: bookings on a log scale (full at this many) and the rating, mixed so. */
  coachBookingsFull: 500,
  coachBookingsShare: 0.6,
  coachRatingShare: 0.4,
  /** Knowing the English requirement, as a reason, weighs a little less than the level. */
  englishReason: 0.9,
  /** Below this GPA (4-point), a university admitting under `selectiveBelow` percent is worth checking. */
  selectiveGpa: 3.8,
  selectiveBelow: 10,
  /** At most this many reasons per item. */
  reasons: 3,
} as const

export type ScorePart =
  'text' | 'country' | 'startMonth' | 'budget' | 'level' | 'popularity' | 'freshness'
export const scoreParts: ScorePart[] = [
  'text',
  'country',
  'startMonth',
  'budget',
  'level',
  'popularity',
  'freshness',
]
