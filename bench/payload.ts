/**
 * bench/payload: what a page's HTML is made of. For the search page, a coach page and a member's
 * `/user/home` (in English and Chinese): the HTML's size, the share of it that is data sent again
 * for the browser (the React Server Components payload in `self.__next_f.push` scripts), the
 * messages in it (every `NextIntlClientProvider`'s `messages` prop) and any of those sent twice.
 * Goal: the browser-data share ≤ 40 %, no message namespace sent twice. Beside them, not judged:
 * the share of a page of server-rendered cards in an app with nothing else (bench/next-floor),
 * what Next itself sends again for markup alone.
 *
 *   Run: npx tsx bench/payload.ts [--url http://localhost:3000] [--member-email E --member-password P]
 *   (without a member, the first bench member of bench/pages.ts, bench-member-0@bench.test)
 */
import { parseArgs } from 'node:util'

import { startNextFloor } from './nextFloor'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    'member-email': { type: 'string', default: 'bench-member-0@bench.test' },
    'member-password': { type: 'string', default: 'BenchMember2026!' },
  },
})
const base = values.url.replace(/\/$/, '')

/** The RSC payload a page carries: the decoded strings of its `self.__next_f.push([1, "…"])` calls. */
export function flightData(html: string) {
  const chunks: string[] = []
  let scriptBytes = 0
  for (const match of html.matchAll(
    /<script[^>]*>(self\.__next_f\.push\(([\s\S]*?)\))<\/script>/g,
  )) {
    scriptBytes += Buffer.byteLength(match[0])
    try {
      const [, text] = JSON.parse(match[2]!) as [number, string]
      if (typeof text === 'string') chunks.push(text)
    } catch {}
  }
  return { text: chunks.join(''), scriptBytes }
}

/** The `messages` objects handed to client providers, found in the payload by their props. */
export function providerMessages(flight: string) {
  const found: Record<string, unknown>[] = []
  for (const match of flight.matchAll(/"messages":\{/g)) {
    // Read the balanced object that starts at the brace.
    const start = match.index! + '"messages":'.length
    let depth = 0
    let inString = false
    for (let i = start; i < flight.length; i++) {
      const c = flight[i]
      if (inString) {
        if (c === '\\') i++
        else if (c === '"') inString = false
      } else if (c === '"') inString = true
      else if (c === '{') depth++
      else if (c === '}' && --depth === 0) {
        try {
          found.push(JSON.parse(flight.slice(start, i + 1)) as Record<string, unknown>)
        } catch {}
        break
      }
    }
  }
  return found
}

async function memberCookie() {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: values['member-email'], password: values['member-password'] }),
  })
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  return token ? `payload-token=${token}` : null
}

const coachSlug = async () =>
  (
    (await (await fetch(`${base}/api/coaches?limit=1&depth=0&select[slug]=true`)).json()) as {
      docs: { slug: string }[]
    }
  ).docs[0]!.slug

async function main() {
  const cookie = await memberCookie()
  const coach = await coachSlug()
  const pages: [string, string, string | null][] = [
    ['search', '/search', null],
    ['search (zh)', '/zh/search', null],
    ['coach', `/coach/${coach}`, null],
    ['coach (zh)', `/zh/coach/${coach}`, null],
    ['/user/home', '/user/home', cookie],
    ['/user/home (zh)', '/zh/user/home', cookie],
  ]
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    [
      'page'.padEnd(16),
      'HTML'.padStart(9),
      'data'.padStart(9),
      'share'.padStart(6),
      'messages'.padStart(9),
      '  twice',
    ].join(' '),
  )
  let failing = 0
  /** One page's row; `judged` pages count towards the goal. */
  const row = (label: string, html: string, judged = true) => {
    const htmlBytes = Buffer.byteLength(html)
    const { text, scriptBytes } = flightData(html)
    const providers = providerMessages(text)
    const messageBytes = providers.reduce((n, m) => n + Buffer.byteLength(JSON.stringify(m)), 0)
    const namespaces = providers.flatMap((m) => Object.keys(m))
    const twice = [...new Set(namespaces.filter((n, i) => namespaces.indexOf(n) !== i))]
    const share = scriptBytes / htmlBytes
    if (judged && (share > 0.4 || twice.length)) failing++
    console.log(
      [
        label.padEnd(16),
        kb(htmlBytes).padStart(9),
        kb(scriptBytes).padStart(9),
        `${(share * 100).toFixed(0)} %`.padStart(6),
        kb(messageBytes).padStart(9),
        `  ${twice.length ? twice.join(', ') : '—'}`,
      ].join(' '),
    )
  }
  for (const [label, path, session] of pages) {
    if (path.includes('/user/') && !session) {
      console.log(
        `${label.padEnd(16)} skipped: no member could sign in (run bench:pages once, or pass --member-email)`,
      )
      continue
    }
    const response = await fetch(base + path, { headers: session ? { cookie: session } : {} })
    row(label, await response.text())
  }
  // What Next itself sends again for server-rendered markup alone (bench/next-floor/app/cards).
  const floor = await startNextFloor(1, (line) => console.error(line))
  try {
    row('Next floor: cards', await (await fetch(`${floor.origin}/cards`)).text(), false)
  } finally {
    await floor.stop()
  }
  console.log(
    failing
      ? `NOT met on ${failing} page(s): share ≤ 40 %, nothing twice`
      : 'met: share ≤ 40 %, nothing twice',
  )
}

await main()
