import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { indexAllTitles, titledCollections } from '@/lib/search/titleSearch'

/**
 * The site-wide search's index of titles (src/lib/search/titleSearch.ts): one row per university,
 * article, offering and job, holding its titles in every language as a search vector (English
 * stems, latin words, Chinese characters and bigrams), whether the public may find it and its
 * place in its list, kept by the collections' hooks (and the organisations', whose standing
 * decides whether their listings are found). A search
 * finds its matches through the GIN index instead of reading every title with LIKE, and the lists'
 * orders are walked through the new indexes on the universities' ranking and the articles' date.
 * Existing documents are indexed here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "universities_world_ranking_idx" ON "universities" USING btree ("world_ranking");
  CREATE INDEX "_universities_v_version_version_world_ranking_idx" ON "_universities_v" USING btree ("version_world_ranking");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE TABLE "title_search" (
    "collection" varchar NOT NULL,
    "doc_id" integer NOT NULL,
    "doc" tsvector NOT NULL,
    "findable" boolean NOT NULL,
    "rank" double precision NOT NULL,
    PRIMARY KEY ("collection", "doc_id")
  );`)
  // Per collection, over what the public may find: the matches of a few words (GIN), and the
  // list's order to walk when most documents match.
  for (const collection of Object.keys(titledCollections))
    await db.execute(
      sql.raw(`
      CREATE INDEX "title_search_${collection}_doc_idx" ON "title_search" USING gin ("doc")
        WHERE "collection" = '${collection}' AND "findable";
      CREATE INDEX "title_search_${collection}_rank_idx" ON "title_search" ("rank", "doc_id")
        WHERE "collection" = '${collection}' AND "findable";`),
    )
  await indexAllTitles(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "title_search";
  DROP INDEX "universities_world_ranking_idx";
  DROP INDEX "_universities_v_version_version_world_ranking_idx";
  DROP INDEX "articles_published_at_idx";
  DROP INDEX "_articles_v_version_version_published_at_idx";`)
}
