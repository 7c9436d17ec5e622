import type pg from 'pg'

/** An identifier for SQL text, quoted whatever it contains. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
export const qualified = (schema: string, name: string) => `${quoted(schema)}.${quoted(name)}`

/** The application's schemas: all but PostgreSQL's own. Objects of extensions are left out too. */
const appNamespace = `n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`
const notExtensionMember = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`

/**
 * Settings for both ends of a COPY, so that dates, intervals, floats and bytes are written and read
 * in one unambiguous form whatever the two servers' defaults are.
 */
export const portableSettings = [
  "SET LOCAL client_encoding = 'UTF8'",
  "SET LOCAL DateStyle = 'ISO, MDY'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL TimeZone = 'UTC'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
  'SET LOCAL statement_timeout = 0',
  'SET LOCAL idle_in_transaction_session_timeout = 0',
].join('; ')

export type AppTable = {
  schema: string
  name: string
  columns: string[]
  /** UNLOGGED tables are emptied by a crash: by design they hold nothing that must survive. */
  unlogged: boolean
}

/** Every ordinary table of the application's schemas, with its stored (not generated) columns. */
export async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<{
    schema: string
    name: string
    columns: string[]
    persistence: string
  }>(
    `SELECT n.nspname AS schema, c.relname AS name, c.relpersistence AS persistence,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND ${appNamespace} AND ${notExtensionMember('pg_class', 'c.oid')}
      GROUP BY 1, 2, 3
      ORDER BY 1, 2`,
  )
  return rows.map(({ persistence, ...table }) => ({ ...table, unlogged: persistence === 'u' }))
}

/** Every sequence of the application's schemas (serial and identity columns' included). */
export async function appSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND ${appNamespace} AND ${notExtensionMember('pg_class', 'c.oid')}
      ORDER BY 1, 2`,
  )
  return rows
}

/** What the database holds besides PostgreSQL's own: tables and views, types, functions. */
export async function appObjects(client: pg.ClientBase) {
  const { rows } = await client.query<{ relations: string[]; others: number; schemas: string[] }>(
    `SELECT
       ARRAY(SELECT n.nspname || '.' || c.relname FROM pg_class c
               JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND ${appNamespace}
                AND ${notExtensionMember('pg_class', 'c.oid')}
              ORDER BY c.relkind <> 'r', 1) AS relations,
       (SELECT count(*)::int FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE t.typtype IN ('e', 'd', 'c') AND t.typrelid = 0 AND ${appNamespace}
           AND ${notExtensionMember('pg_type', 't.oid')})
       + (SELECT count(*)::int FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
           WHERE ${appNamespace} AND ${notExtensionMember('pg_proc', 'p.oid')}) AS others,
       ARRAY(SELECT n.nspname::text FROM pg_namespace n WHERE ${appNamespace} ORDER BY 1) AS schemas`,
  )
  return rows[0]
}

/** The server's version, e.g. { version: '18.4', major: 18 }. */
export async function serverVersion(client: pg.ClientBase) {
  const { rows } = await client.query<{ version: string; num: string }>(
    `SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num`,
  )
  return { version: rows[0].version.split(' ')[0], major: Math.floor(Number(rows[0].num) / 10000) }
}

/** The migrations Payload recorded as applied, by name; none when its table does not exist yet. */
export async function appliedMigrations(client: pg.ClientBase) {
  const { rows: exists } = await client.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = 'payload_migrations' AND n.nspname = current_schema()`,
  )
  if (!exists.length) return []
  const { rows } = await client.query<{ name: string; batch: number | null }>(
    'SELECT name, batch::float8 AS batch FROM payload_migrations ORDER BY name',
  )
  return rows
}

/**
 * Rows whose foreign key names a row that is not there: none in a consistent snapshot, but the
 * load runs with foreign keys unchecked, so it asks before committing. Per constraint, at most one
 * example.
 */
export async function foreignKeyViolations(client: pg.ClientBase): Promise<string[]> {
  const { rows: keys } = await client.query<{
    constraint: string
    child: string
    parent: string
    childColumns: string[]
    parentColumns: string[]
  }>(
    `SELECT con.conname AS constraint,
            format('%I.%I', cn.nspname, cc.relname) AS child,
            format('%I.%I', pn.nspname, pc.relname) AS parent,
            ARRAY(SELECT format('%I', a.attname) FROM unnest(con.conkey) WITH ORDINALITY k(num, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.i)
              AS "childColumns",
            ARRAY(SELECT format('%I', a.attname) FROM unnest(con.confkey) WITH ORDINALITY k(num, i)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.i)
              AS "parentColumns"
       FROM pg_constraint con
       JOIN pg_class cc ON cc.oid = con.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
       JOIN pg_class pc ON pc.oid = con.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      WHERE con.contype = 'f' AND ${appNamespace.replaceAll('n.nspname', 'cn.nspname')}
      ORDER BY 1`,
  )
  const violations: string[] = []
  for (const key of keys) {
    // MATCH SIMPLE (PostgreSQL's default): a key with any NULL column references nothing.
    const present = key.childColumns.map((column) => `c.${column} IS NOT NULL`).join(' AND ')
    const matches = key.childColumns
      .map((column, i) => `p.${key.parentColumns[i]} = c.${column}`)
      .join(' AND ')
    const { rowCount } = await client.query(
      `SELECT 1 FROM ${key.child} c WHERE ${present}
          AND NOT EXISTS (SELECT 1 FROM ${key.parent} p WHERE ${matches}) LIMIT 1`,
    )
    if (rowCount) violations.push(`${key.child} (${key.constraint}) → ${key.parent}`)
  }
  return violations
}
