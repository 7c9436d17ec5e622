/** Precision@k: the share of the top k that is relevant, out of at most as many as are relevant. */
export function precisionAt(k: number, ranked: string[], relevant: Set<string>): number {
  const hits = ranked.slice(0, k).filter((key) => relevant.has(key)).length
  return hits / Math.min(k, relevant.size)
}

/** NDCG@k with binary gains: 1 for a relevant item, discounted by log2 of its position. */
export function ndcgAt(k: number, ranked: string[], relevant: Set<string>): number {
  const dcg = ranked
    .slice(0, k)
    .reduce((sum, key, i) => sum + (relevant.has(key) ? 1 / Math.log2(i + 2) : 0), 0)
  const ideal = Array.from({ length: Math.min(k, relevant.size) }, (_, i) => 1 / Math.log2(i + 2))
  return dcg / ideal.reduce((a, b) => a + b, 0)
}

export const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN
