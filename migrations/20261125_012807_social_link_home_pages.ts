import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Earlier seeds filled the footer's social links with the bare home pages of WeChat and LinkedIn,
 * which name no page of ours. The url field now refuses such addresses (an editor's next save would
 * stop on these rows), so exactly those two seeded rows are removed; links an editor entered stay.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "site_settings_social_links"
  WHERE ("platform" = 'wechat' AND "url" = 'https://weixin.qq.com/')
     OR ("platform" = 'linkedin' AND "url" = 'https://www.linkedin.com/');`)
}

// The removed rows were placeholders: nothing to bring back.
export async function down(_args: MigrateDownArgs): Promise<void> {}
