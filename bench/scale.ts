/**
 * bench/scale: every list and search at 10,000 and 100,000 rows. For each size, a bench database
 * holds the demo content grown by copying its own rows (bench/cloneRows.ts) to that many
 * offerings, jobs, universities, articles and coaches, and as many applications: a tenth to one
 * organisation's listing (from as many students), the rest to other offers. Then each read is timed as the portal makes it
 * (the data layer's own queries, uncached, as the visitor or member they are for):
 * the offer and job lists with their filters, the site-wide search and its suggestions, an
 * organisation's applicants, the recommender, and the access-checked lists members read over REST.
 *
 * Targets: p95 ≤ 20 ms per read (the recommender ≤ 50 ms); totals exact up to 10,000, then
 * "10,000+". Exit code 1 when a target is not met. The statements with the highest total time and
 * any sequential scan of a table over 10,000 rows are printed for each size (bench/statements.ts).
 *
 *   Run: npm run bench:scale [-- --sizes 10000,100000 --runs 60 --fresh --server postgres://…
 *                                --only 'suggest|applicants']
 * Each size's database (edubridge_bench_scale_{size}) is kept and reused; --fresh grows it again.
 */
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import type { Migration } from 'payload'
import pg from 'pg'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    size: { type: 'string' },
    runs: { type: 'string', default: '60' },
    fresh: { type: 'boolean', default: false },
    server: { type: 'string' },
    /** Only the reads whose names contain one of these parts, separated by `|`. */
    only: { type: 'string' },
  },
})
const runs = Number(values.runs)
const ceilingMs = 20
const recommenderCeilingMs = 50

/** One read's figures at one size. */
type Row = {
  label: string
  total: string
  p50: number
  p95: number
  ceiling: number
  /** Sequential scans of tables over 10,000 rows during this read's runs. */
  scans: string
}
type SizeReport = { size: number; seeded: string; rows: Row[]; statements: string }

if (!values.size) {
  const sizes = values.sizes.split(',').map(Number)
  const reports: SizeReport[] = []
  for (const size of sizes) {
    // One process per size: Payload keeps one instance (and one database) per process.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        import.meta.filename,
        '--size',
        String(size),
        '--runs',
        String(runs),
        ...(values.fresh ? ['--fresh'] : []),
        ...(values.server ? ['--server', values.server] : []),
        ...(values.only ? ['--only', values.only] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 << 20 },
    )
    const line = child.stdout.split('\n').findLast((l) => l.startsWith('{"size"')) ?? ''
    if (child.status !== 0 || !line.startsWith('{')) {
      console.error(child.stdout)
      throw new Error(`the bench at ${size} rows failed (exit ${child.status})`)
    }
    reports.push(JSON.parse(line) as SizeReport)
  }
  printReports(reports)
  const missed = reports.flatMap((r) => r.rows.filter((row) => row.p95 > row.ceiling))
  process.exit(missed.length ? 1 : 0)
}

function printReports(reports: SizeReport[]) {
  for (const r of reports) console.log(`${r.size.toLocaleString('en')} rows: ${r.seeded}`)
  const width = Math.max(...reports[0]!.rows.map((r) => r.label.length))
  const columns = `${'total'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'×ceil'.padStart(6)}`
  const head = reports.map(() => columns.padEnd(32)).join(' │ ')
  console.log(
    `\n${''.padEnd(width)}   ${reports.map((r) => `at ${r.size.toLocaleString('en')}`.padEnd(32)).join(' │ ')}`,
  )
  console.log(`${'read'.padEnd(width)}   ${head}`)
  reports[0]!.rows.forEach((row, i) => {
    const cells = reports.map((r) => {
      const c = r.rows[i]!
      const ratio = c.p95 / c.ceiling
      return `${c.total.padStart(8)} ${c.p50.toFixed(1).padStart(7)} ${c.p95.toFixed(1).padStart(7)} ${ratio.toFixed(2).padStart(5)}${ratio > 1 ? '!' : ' '}`.padEnd(
        32,
      )
    })
    console.log(`${row.label.padEnd(width)}   ${cells.join(' │ ')}`)
  })
  for (const r of reports) {
    const scanned = r.rows.filter((row) => row.scans)
    console.log(
      `\nSequential scans of tables over 10,000 rows at ${r.size.toLocaleString('en')}, per read: ${scanned.length ? '' : 'none'}`,
    )
    for (const row of scanned) console.log(`  ${row.label}: ${row.scans}`)
  }
  console.log(
    '\np50/p95 in ms; ×ceil is p95 over the ceiling (20 ms, the recommender 50 ms); ! marks a miss.',
  )
  for (const r of reports) console.log(`\nAt ${r.size.toLocaleString('en')} rows:\n${r.statements}`)
}

// ——— one size, in its own process ———
const size = Number(values.size)
const { openDatabase } = await import('../scripts/db')
const { growTable } = await import('./cloneRows')

const db0 = await openDatabase({
  cluster: 'test',
  name: `edubridge_bench_scale_${size}`,
  fresh: values.fresh,
  serverUrl: values.server,
})
process.env.DATABASE_URL = db0.url
process.env.PAYLOAD_SECRET ||= 'bench'
const client = new pg.Client({ connectionString: db0.url })
await client.connect()

const seededSize = async () => {
  const { rows } = await client.query<{ found: string | null }>(
    `SELECT to_regclass('bench_scale')::text AS found`,
  )
  if (!rows[0]!.found) return 0
  return (await client.query<{ size: number }>('SELECT size FROM bench_scale')).rows[0]?.size ?? 0
}

/** Picks the n-th of a list in SQL: `pick(list, 'g.n / 7')`. */
const pick = (list: readonly string[], index: string) =>
  `(ARRAY[${list.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])[1 + ((${index}) % ${list.length})]`

// One Payload for the whole process: migrations, demo content and the reads.
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../migrations')
const payload = await getPayload({ config })

const started = performance.now()
let seeded = 'reused'
const reuse = !values.fresh && (await seededSize()) === size
if (!reuse) {
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  console.error(`[scale ${size}] seeding the demo content…`)
}
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
if (!reuse) {
  const { seed } = await import('../src/seed')
  await seed(payload)
  console.error(`[scale ${size}] growing it…`)
  await grow()
  await client.query('CREATE TABLE bench_scale (size int)')
  await client.query('INSERT INTO bench_scale VALUES ($1)', [size])
  seeded = `grown in ${((performance.now() - started) / 1000).toFixed(0)} s`
}
// Run on a reused database too: the spreads came after the first bench databases were grown.
await spreadApplications()
await spreadOrders()
await client.query('VACUUM ANALYZE')

async function grow() {
  const subjects = [
    ['Robotics', '机器人'],
    ['Marine Biology', '海洋生物'],
    ['Computer Science', '计算机科学'],
    ['Creative Writing', '创意写作'],
    ['Economics', '经济学'],
    ['Architecture', '建筑设计'],
    ['Medicine', '医学'],
    ['Film Making', '电影制作'],
    ['Psychology', '心理学'],
    ['Data Science', '数据科学'],
    ['Debate', '辩论'],
    ['Astronomy', '天文学'],
    ['Music', '音乐'],
    ['Environmental Science', '环境科学'],
    ['Finance', '金融'],
    ['Law', '法学'],
    ['Chemistry', '化学'],
    ['Entrepreneurship', '创业'],
    ['Game Design', '游戏设计'],
    ['Public Health', '公共卫生'],
  ]
  const programmes = [
    ['Summer Camp', '夏令营'],
    ['Research Programme', '科研项目'],
    ['Winter School', '冬令营'],
    ['Study Tour', '游学'],
    ['Pre-College Course', '大学先修课'],
    ['Workshop', '工作坊'],
  ]
  const roles = [
    ['Intern', '实习生'],
    ['Assistant', '助理'],
    ['Analyst', '分析师'],
    ['Teacher', '教师'],
    ['Coordinator', '协调员'],
    ['Engineer', '工程师'],
  ]
  const countries = ['US', 'GB', 'CA', 'AU', 'SG', 'CN', 'JP', 'DE', 'FR', 'NZ']
  /** A localized title from two lists, the same pair in both languages. */
  const title = (first: string[][], second: string[][], index: string) =>
    `CASE src._locale WHEN 'zh' THEN ${pick(
      first.map((p) => p[1]!),
      index,
    )} || ${pick(
      second.map((p) => p[1]!),
      `(${index}) / ${first.length}`,
    )} ELSE ${pick(
      first.map((p) => p[0]!),
      index,
    )} || ' ' || ${pick(
      second.map((p) => p[0]!),
      `(${index}) / ${first.length}`,
    )} END`
  const listing = (table: string) => ({
    published_at: `now() - (g.n % 9000) * interval '1 hour'`,
    country: pick(countries, 'g.n * 7'),
    [`${table === 'offerings' ? 'price' : 'salary_min'}`]: `1000 + (g.n * 37) % 60000`,
  })
  const offered = await growTable(client, 'offerings', size, {
    templates: `status = 'published'`,
    vary: {
      offerings: {
        ...listing('offerings'),
        start_date: `now() + (g.n % 400) * interval '1 day'`,
        end_date: `now() + (g.n % 400 + 10) * interval '1 day'`,
      },
      offerings_locales: { title: title(subjects, programmes, 'g.n') },
    },
  })
  const jobs = await growTable(client, 'jobs', size, {
    templates: `status = 'published'`,
    vary: {
      jobs: { ...listing('jobs'), salary_max: `1000 + (g.n * 37) % 60000 + 2000` },
      jobs_locales: { title: title(subjects, roles, 'g.n') },
    },
  })
  const universities = await growTable(client, 'universities', size, {
    vary: {
      universities_locales: {
        name: title(subjects, [['Institute', '学院']], 'g.n') + ` || ' ' || g.n`,
      },
    },
  })
  const articles = await growTable(client, 'articles', size, {
    vary: {
      articles: { published_at: `now() - (g.n % 9000) * interval '1 hour'` },
      articles_locales: { title: title(subjects, programmes, 'g.n * 3') },
    },
  })
  const coaches = await growTable(client, 'coaches', size, {
    linked: [{ table: 'coach_search', column: 'coach_id' }],
  })
  // One listing gets a tenth of the size in applications, each from a student of its own.
  const { rows } = await client.query<{ id: number; owner_id: number }>(
    `SELECT id, owner_id FROM applications WHERE offering_id IS NOT NULL ORDER BY id LIMIT 1`,
  )
  const template = rows[0]!
  const applicants = Math.floor(size / 10)
  const { rows: top } = await client.query<{ top: number }>('SELECT max(id)::int AS top FROM users')
  await growTable(client, 'users', top[0]!.top + applicants, {
    templates: `id = ${template.owner_id}`,
    vary: { users: { email: `'bench-applicant-' || g.n || '@bench.test'` } },
  })
  const { rows: count } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM applications',
  )
  const applied = await growTable(client, 'applications', count[0]!.n + applicants - 1, {
    templates: `id = ${template.id}`,
    vary: {
      applications: {
        owner_id: `${top[0]!.top} + g.n`,
        listing_key: 'src.listing_key',
        created_at: `now() - g.n * interval '1 minute'`,
      },
    },
  })
  const { rows: locales } = await client.query<{ n: number }>(
    'SELECT count(DISTINCT _parent_id)::int AS n FROM offerings_locales',
  )
  if (locales[0]!.n !== size) throw new Error(`${locales[0]!.n} offerings have titles, not ${size}`)
  // Copies of the search index's rows would hold the originals' titles: every title is indexed anew.
  const { indexAllTitles } = await import('../src/lib/search/titleSearch')
  await indexAllTitles(payload.db.drizzle)
  console.error(
    `[scale ${size}] added ${offered} offerings, ${jobs} jobs, ${universities} universities, ${articles} articles, ${coaches} coaches, ${applied} applications`,
  )
}

/**
 * Applications to other offers until the table holds as many as there are listings of each kind:
 * the bench's applicants each apply to up to nine more offers, at most one application per offer.
 * One listing's 10,000 applicants are then a tenth of the table, as on a portal of this size, and
 * its list is read along the listing's index; were they the whole table (10,008 rows before this),
 * reading the table in order would be the right plan, and the bench would measure that instead.
 */
async function spreadApplications() {
  const applicants = Math.floor(size / 10)
  const { rows } = await client.query<{ id: number; offering_id: number; first: number }>(
    `SELECT a.id, a.offering_id,
            (SELECT id FROM users WHERE email = 'bench-applicant-1@bench.test') AS first
       FROM applications a WHERE a.offering_id IS NOT NULL ORDER BY a.id LIMIT 1`,
  )
  const template = rows[0]!
  await client.query(
    `CREATE TEMP TABLE other_offers AS
       SELECT (row_number() OVER (ORDER BY o.id))::int AS i, o.id, o.organisation_id, org.owner_id
         FROM offerings o JOIN organisations org ON org.id = o.organisation_id
        WHERE o.id <> ${template.offering_id} AND o.status = 'published';
     ALTER TABLE other_offers ADD PRIMARY KEY (i)`,
  )
  const offer = (column: string) =>
    `(SELECT ${column} FROM other_offers WHERE i = 1 + ((g.n - 1) % ${applicants}) * 9 + (g.n - 1) / ${applicants})`
  const spread = await growTable(client, 'applications', size, {
    templates: `id = ${template.id}`,
    vary: {
      applications: {
        owner_id: `${template.first} + (g.n - 1) % ${applicants}`,
        offering_id: offer('id'),
        listing_key: `'offerings:' || ${offer('id')}`,
        organisation_id: offer('organisation_id'),
        organisation_owner_id: offer('owner_id'),
        created_at: `now() - g.n * interval '1 minute'`,
      },
    },
  })
  await client.query('DROP TABLE other_offers')
  if (spread) console.error(`[scale ${size}] added ${spread} applications to other offers`)
}

/**
 * Runs `update` on `table` with its indexes other than the primary key dropped and then built
 * again: an update of every row otherwise adds each row to every index one at a time.
 */
async function withoutIndexes(table: string, update: string) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = $1 AND NOT EXISTS (
        SELECT 1 FROM pg_constraint c WHERE c.conindid = to_regclass(quote_ident(i.indexname)))`,
    [table],
  )
  await client.query('BEGIN')
  // Nor its triggers: coach_search's compares the statement's old and new rows to tell whether what
  // coaches are found by changed (an order does not), a join of 100,000 rows with 100,000.
  await client.query('SET LOCAL session_replication_role = replica')
  for (const { name } of rows) await client.query(`DROP INDEX ${JSON.stringify(name)}`)
  const result = await client.query(update)
  for (const { definition } of rows) await client.query(definition)
  await client.query('COMMIT')
  return result
}

/**
 * Copies of one coach or university share its order columns (reviews and rating, ranking), so
 * 2,381 copies of one coach sat together in the coach list's every order, and a word in that
 * coach's profile was found in one run of the order and nowhere else: a walk along the order
 * (src/lib/search/searchCoaches.ts, titleSearch.ts) then misses it, as no catalogue of real
 * coaches would make it. Each row's are set from a hash of its id (the same on every run, so a
 * reused database is changed once), and the universities' titles indexed again for their ranks.
 */
async function spreadOrders() {
  const hash = (id: string) => `((${id}::bigint * 2654435761) % 4294967296)`
  const coachOrder = (id: string) => ({
    reviews: `${hash(id)} % 300`,
    rating: `3.5 + (${hash(id)} / 300) % 16 / 10.0`,
    years: `(${hash(id)} / 4800) % 30`,
    officer: `(${hash(id)} / 144000) % 5 = 0`,
    price: `500 + (${hash(id)} / 720000) % 200 * 100`,
  })
  const indexed = coachOrder('coach_id')
  const searched = await withoutIndexes(
    'coach_search',
    `UPDATE coach_search SET review_count = ${indexed.reviews}, rating = ${indexed.rating},
       years = ${indexed.years}, former_officer = ${indexed.officer}, lowest_price = ${indexed.price}
     WHERE review_count IS DISTINCT FROM ${indexed.reviews}`,
  )
  const profile = coachOrder('id')
  await withoutIndexes(
    'coaches',
    `UPDATE coaches SET review_count = ${profile.reviews}, rating = ${profile.rating},
       years_of_experience = ${profile.years}, former_admissions_officer = ${profile.officer},
       lowest_price = ${profile.price}
     WHERE review_count IS DISTINCT FROM ${profile.reviews}`,
  )
  const ranking = `1 + ${hash('id')} % 3000`
  const ranked = await withoutIndexes(
    'universities',
    `UPDATE universities SET world_ranking = ${ranking} WHERE world_ranking IS DISTINCT FROM ${ranking}`,
  )
  if (ranked.rowCount) {
    const { indexTitles } = await import('../src/lib/search/titleSearch')
    await indexTitles(payload.db.drizzle, 'universities')
  }
  if (searched.rowCount || ranked.rowCount)
    console.error(
      `[scale ${size}] spread the orders of ${searched.rowCount} coaches and ${ranked.rowCount} universities`,
    )
}

// ——— the reads ———
const { readListPage } = await import('../src/data/listPage')
const { offeringListRead, jobListRead } = await import('../src/data/listings')
const { listingApplications } = await import('../src/data/memberListings')
const { siteSearch } = await import('../src/lib/search/siteSearch')
const { recommend } = await import('../src/lib/recommender/recommend')
const { sampleProfileIn } = await import('../src/lib/recommender/sample')
const { largeTable, tableScans, watchStatements } = await import('./statements')
const { withCountCap } = await import('../src/lib/db/countCap')
const { cappedTotal } = await import('../src/lib/pagination')

const member = async (where: string) => {
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM users WHERE ${where} LIMIT 1`)
  return payload.findByID({ collection: 'users', id: rows[0]!.id, depth: 0 })
}
const { rows: busiest } = await client.query<{
  offering_id: number
  organisation_owner_id: number
  n: number
}>(
  // The listing grown to a tenth of the size (the first application's), found along its index:
  // counting every listing's applications reads the whole table, a scan whose statistics arrive
  // up to ten seconds late, inside the window the bench watches.
  `SELECT offering_id, organisation_owner_id, count(*)::int AS n FROM applications
    WHERE offering_id = (SELECT offering_id FROM applications WHERE offering_id IS NOT NULL
                          ORDER BY id LIMIT 1)
    GROUP BY 1, 2`,
)
const busy = busiest[0]!
const organisationOwner = await member(`id = ${busy.organisation_owner_id}`)
const student = await member(`email = 'bench-applicant-1@bench.test'`)
const asMember = (user: typeof student) => ({ user, overrideAccess: false as const, depth: 0 })

const nextJune = `${new Date().getUTCFullYear() + 1}-06`
type Total = { total?: number; capped?: boolean } | void
const list = (read: Parameters<typeof readListPage>[1]) => async (): Promise<Total> => {
  const page = await readListPage(payload, read)
  return { total: page.totalDocs, capped: page.capped }
}
const search =
  (q: string, locale: 'en' | 'zh', limit: number, totals = true) =>
  async (): Promise<Total> => {
    const result = await siteSearch(payload, { q, locale, limit, totals })
    return {
      total: result.groups.reduce((sum, g) => sum + g.total, 0),
      capped: result.groups.some((g) => g.capped),
    }
  }
const rest =
  (
    collection: 'applications' | 'offerings' | 'jobs' | 'certifications' | 'coaches',
    user: typeof student | null,
    where = {},
  ) =>
  async (): Promise<Total> => {
    // As the web server answers clients' REST and GraphQL reads: counted up to COUNT_CAP.
    const found = await withCountCap(() =>
      payload.find({
        collection,
        where,
        limit: 10,
        ...(user ? asMember(user) : { overrideAccess: false, depth: 0 }),
      }),
    )
    return cappedTotal(found.totalDocs)
  }

const cases: [string, () => Promise<Total>, number?][] = [
  ['offers: overseas-study', list(offeringListRead('overseas-study', {}, 'zh', 1))],
  ['offers: study-tour in US', list(offeringListRead('study-tour', { country: 'US' }, 'en', 1))],
  [
    'offers: starting next June',
    list(offeringListRead('overseas-study', { month: nextJune }, 'en', 1)),
  ],
  [
    'offers: ≤ 5,000, high school, English',
    list(
      offeringListRead(
        'overseas-study',
        { maxPrice: 5000, level: 'high-school', language: 'en' },
        'zh',
        1,
      ),
    ),
  ],
  ['offers: page 500', list(offeringListRead('overseas-study', {}, 'en', 500))],
  ['jobs: all', list(jobListRead({}, 'zh', 1))],
  ['jobs: internships in China', list(jobListRead({ type: 'internship', country: 'CN' }, 'en', 1))],
  ['jobs: city "Shanghai"', list(jobListRead({ city: 'Shanghai' }, 'en', 1))],
  ['jobs: remote, ≥ 30,000', list(jobListRead({ remote: true, minSalary: 30000 }, 'zh', 1))],
  ['jobs: page 500', list(jobListRead({}, 'en', 500))],
  ['search: "robotics"', search('robotics', 'en', 10)],
  ['search: "机器人"', search('机器人', 'zh', 10)],
  ['search: "summer camp"', search('summer camp', 'en', 10)],
  ['search: "大学"', search('大学', 'zh', 10)],
  ['search: nothing found', search('qzxv', 'en', 10)],
  // As the header's suggestions ask: no totals.
  ['suggest: "rob"', search('rob', 'en', 6, false)],
  ['suggest: "机"', search('机', 'zh', 6, false)],
  [
    `applicants of one listing, page 1`,
    async () => await listingApplications(organisationOwner, 'offerings', busy.offering_id),
  ],
  [
    `applicants of one listing, page 500`,
    async () => await listingApplications(organisationOwner, 'offerings', busy.offering_id, 500),
  ],
  ["REST: a student's applications", rest('applications', student)],
  ["REST: an organisation's applications", rest('applications', organisationOwner)],
  [
    "REST: an organisation's offerings",
    rest('offerings', organisationOwner, { owner: { equals: organisationOwner.id } }),
  ],
  ['REST: offerings (anonymous)', rest('offerings', null)],
  ['REST: jobs (anonymous)', rest('jobs', null)],
  ['REST: coaches (anonymous)', rest('coaches', null)],
  [
    'recommender (zh sample profile)',
    async () => {
      await recommend(payload, sampleProfileIn('zh'))
    },
    recommenderCeilingMs,
  ],
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const indexStarted = performance.now()
await recommend(payload, sampleProfileIn('en'))
const indexMs = performance.now() - indexStarted
const statements = await watchStatements(db0.url)
const rows: Row[] = []
/**
 * A connection that goes idle reports its statistics at once only when it last did more than a
 * second ago, else ten seconds later: each read's scans are counted after that wait.
 */
const settled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 10_500))
  return tableScans(client)
}
const chosen = cases.filter(
  ([label]) => !values.only || values.only.split('|').some((part) => label.includes(part)),
)
for (const [, read] of chosen) for (let i = 0; i < 3; i++) await read()
let before = await settled()
for (const [label, read, ceiling = ceilingMs] of chosen) {
  const times: number[] = []
  let total = ''
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const found = await read()
    times.push(performance.now() - t0)
    if (found?.total !== undefined) total = `${found.total}${found.capped ? '+' : ''}`
  }
  times.sort((a, b) => a - b)
  const after = await settled()
  const scans = [...after]
    .filter(
      ([name, now]) => now.rows > largeTable && now.seqScans > (before.get(name)?.seqScans ?? 0),
    )
    .map(([name, now]) => `${name} ×${now.seqScans - before.get(name)!.seqScans}`)
    .join(', ')
  before = after
  rows.push({
    label,
    total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    ceiling,
    scans,
  })
  console.error(`[scale ${size}] ${label}: p95 ${percentile(times, 95).toFixed(1)} ms`)
}
const report: SizeReport = {
  size,
  seeded: `${seeded}; the recommender's index built in ${indexMs.toFixed(0)} ms`,
  rows,
  statements: await statements.report(),
}
await client.end()
await payload.destroy()
console.log(JSON.stringify(report))
await db0.stop()
process.exit(0)
