/**
 * Grows a collection to any size by copying its own rows in SQL, with every table Payload keeps
 * for it (localized fields, arrays, hasMany selects, relationships: the tables whose `_parent_id`
 * or `parent_id` points at it, and theirs in turn). Copies get new ids, unique text gets a suffix
 * (another column unique on its own is left empty), and `vary` rewrites chosen columns per copy
 * (titles, dates, prices) so the data is not n times the same few rows. Version tables (`_x_v`) are left alone: the benches read published documents.
 */
import type pg from 'pg'

/** A table that is not Payload's child of a collection but keeps a row per document (a search index). */
export type Linked = { table: string; column: string }

/** SQL for one column of a copy: `src` is the row copied, `g.n` the copy's number (1, 2, …). */
export type Vary = Record<string, Record<string, string>>

type Column = { name: string; type: string; hasDefault: boolean }

async function columnsOf(client: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.atthasdef AS "hasDefault"
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  )
  return rows
}

/** Tables whose parent column references `table` (Payload's own children of a collection). */
async function childrenOf(client: pg.Client, table: string) {
  const { rows } = await client.query<{ child: string; column: string }>(
    `SELECT c.conrelid::regclass::text AS child, a.attname AS column
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = $1::regclass
        AND a.attname IN ('_parent_id', 'parent_id') AND c.conrelid::regclass::text NOT LIKE '\\_%'`,
    [table],
  )
  return rows.map((r) => ({ table: r.child, column: r.column }))
}

/**
 * Columns under a unique index other than the primary key: text copies get `-n` appended; another
 * column unique on its own (a coach profile's account) is left empty in copies, which belong to
 * nobody.
 */
async function uniqueColumns(client: pg.Client, table: string) {
  const { rows } = await client.query<{ column: string; text: boolean }>(
    `SELECT a.attname AS column,
            format_type(a.atttypid, a.atttypmod) IN ('character varying', 'text') AS text
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisunique AND NOT i.indisprimary
        AND (format_type(a.atttypid, a.atttypmod) IN ('character varying', 'text') OR i.indnatts = 1)`,
    [table],
  )
  return new Map(rows.map((r) => [r.column, r.text]))
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** How a copy's id is made from the original's, and how children find their copied parent. */
type IdRule = (original: string) => string

/**
 * `from(alias)` is the FROM clause giving, for each copy `g`, the rows of `table` to copy as
 * `alias`: a root's own templates, a child's rows under its parent's templates, and so on down.
 */
async function copyTable(
  client: pg.Client,
  table: string,
  parent: { column: string; newId: IdRule } | null,
  newId: IdRule | null,
  vary: Vary,
  from: (alias: string) => string,
  depth = 0,
  linked: Linked[] = [],
) {
  const columns = await columnsOf(client, table)
  const unique = await uniqueColumns(client, table)
  const idColumn = columns.find((c) => c.name === 'id')
  const selected: [string, string][] = []
  for (const column of columns) {
    const name = column.name
    const own = vary[table]?.[name]
    if (name === 'id') {
      if (newId) selected.push([name, newId('src.id')])
      // A serial id without children is numbered by its sequence.
      continue
    }
    if (parent && name === parent.column) selected.push([name, parent.newId(`src.${quote(name)}`)])
    else if (own) selected.push([name, `(${own})::${column.type}`])
    else if (unique.get(name) === false) selected.push([name, 'NULL'])
    else if (unique.get(name))
      selected.push([
        name,
        `CASE WHEN src.${quote(name)} IS NULL THEN NULL ELSE src.${quote(name)} || '-' || g.n END`,
      ])
    else selected.push([name, `src.${quote(name)}`])
  }
  await client.query(
    `INSERT INTO ${quote(table)} (${selected.map(([c]) => quote(c)).join(', ')})
     SELECT ${selected.map(([, e]) => e).join(', ')} FROM ${from('src')}`,
  )
  for (const { table: child, column } of [...(await childrenOf(client, table)), ...linked]) {
    if (!newId) throw new Error(`${child} hangs off ${table}, whose copies have no id rule`)
    const childColumns = await columnsOf(client, child)
    const childId = childColumns.find((c) => c.name === 'id')
    const above = `p${depth}`
    // Array rows carry text ids of their own (children may point at them): a copy's is the
    // original's and its new parent's id, unique however often a table is grown. Serial ids renumber.
    const childNewId: IdRule | null =
      childId && childId.type !== 'integer'
        ? (id) => `${id} || '-c' || (${newId(`${above}.id`)})`
        : null
    const childFrom = (alias: string) =>
      `${from(above)} JOIN ${quote(child)} ${alias} ON ${alias}.${quote(column)} = ${above}.id`
    await copyTable(client, child, { column, newId }, childNewId, vary, childFrom, depth + 1)
  }
  if (idColumn?.type === 'integer' && !parent)
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${quote(table)}))`,
      [table],
    )
}

/**
 * Copies the rows of `table` (only those `templates` selects, default all) until it holds `total`
 * rows; returns how many it added. Copy n of the k templates is a copy of template (n-1) mod k.
 */
export async function growTable(
  client: pg.Client,
  table: string,
  total: number,
  {
    vary = {},
    templates = 'TRUE',
    linked = [],
  }: { vary?: Vary; templates?: string; linked?: Linked[] } = {},
) {
  const { rows } = await client.query<{ n: number; top: number }>(
    `SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS top FROM ${quote(table)}`,
  )
  const { n: have, top } = rows[0]!
  const missing = total - have
  if (missing <= 0) return 0
  // Which template each copy is of, fixed before the first insert: the children's inserts must
  // find the same templates, not the copies just added.
  const copies = quote(`copies_of_${table}`)
  await client.query(`DROP TABLE IF EXISTS ${copies}`)
  await client.query(
    `CREATE TEMP TABLE ${copies} AS SELECT gs.n, t.id AS tid FROM generate_series(1, ${missing}) gs(n)
       JOIN (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i,
                    count(*) OVER ()::int AS k FROM ${quote(table)} WHERE ${templates}) t
         ON t.i = (gs.n - 1) % t.k`,
  )
  const newId: IdRule = () => `${top} + g.n`
  const from = (alias: string) => `${copies} g JOIN ${quote(table)} ${alias} ON ${alias}.id = g.tid`
  await copyTable(client, table, null, newId, vary, from, 0, linked)
  await client.query(`DROP TABLE ${copies}`)
  return missing
}
