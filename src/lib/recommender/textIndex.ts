import type { RecommenderItem } from './item'
import { weights } from './weights'

const { bm25K1: K1, bm25B: B } = weights

/**
 * An inverted index of the items' weighted terms with BM25 scores, kept in memory and changed
 * item by item, so a published listing is matchable as soon as its row is read.
 */
export class TextIndex {
  readonly items = new Map<string, RecommenderItem>()
  private readonly postings = new Map<string, Map<string, number>>()
  private totalLength = 0

  get size() {
    return this.items.size
  }

  put(item: RecommenderItem) {
    this.remove(item.key)
    this.items.set(item.key, item)
    this.totalLength += item.length
    for (const [term, count] of Object.entries(item.terms)) {
      let posting = this.postings.get(term)
      if (!posting) this.postings.set(term, (posting = new Map()))
      posting.set(item.key, count)
    }
  }

  remove(key: string) {
    const item = this.items.get(key)
    if (!item) return
    this.items.delete(key)
    this.totalLength -= item.length
    for (const term of Object.keys(item.terms)) {
      const posting = this.postings.get(term)
      posting?.delete(key)
      if (posting?.size === 0) this.postings.delete(term)
    }
  }

  /**
   * BM25 of each item for each weighted query term: item key → term → score. Only items containing
   * a term appear; the caller adds up (and explains) per term.
   */
  scores(query: ReadonlyMap<string, number>): Map<string, Map<string, number>> {
    const result = new Map<string, Map<string, number>>()
    const n = this.items.size
    if (n === 0) return result
    const averageLength = this.totalLength / n || 1
    for (const [term, weight] of query) {
      const posting = this.postings.get(term)
      if (!posting) continue
      const idf = Math.log(1 + (n - posting.size + 0.5) / (posting.size + 0.5))
      for (const [key, count] of posting) {
        const length = this.items.get(key)!.length
        const tf = (count * (K1 + 1)) / (count + K1 * (1 - B + (B * length) / averageLength))
        let perTerm = result.get(key)
        if (!perTerm) result.set(key, (perTerm = new Map()))
        perTerm.set(term, weight * idf * tf)
      }
    }
    return result
  }
}
