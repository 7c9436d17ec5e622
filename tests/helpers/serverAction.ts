/**
 * Calls a Next.js server action over plain HTTP, the way the browser's router does (no browser),
 * so tests and benches can fire many at once. The action's id comes from the build's
 * server-reference-manifest.json; the arguments are sent as React's encodeReply sends them (plain
 * JSON, or multipart form data when one is a FormData), and the return value is read back from the
 * RSC (Flight) response.
 */
import fs from 'node:fs'
import path from 'node:path'

type ManifestEntry = { exportedName?: string; filename?: string; workers?: Record<string, unknown> }
type Manifest = { node?: Record<string, ManifestEntry>; edge?: Record<string, ManifestEntry> }

/**
 * The id of the server action exported as `exportName` in the build in `distDir`. With `file`
 * (a part of the source path, e.g. 'actions/leads'), only actions from a matching file count.
 * Throws unless exactly one action matches.
 */
export function findServerAction(distDir: string, exportName: string, file?: string): string {
  const manifestPath = path.join(distDir, 'server', 'server-reference-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  const entries = Object.entries({ ...manifest.edge, ...manifest.node })
  const matches = entries.filter(
    ([, entry]) => entry.exportedName === exportName && (!file || entry.filename?.includes(file)),
  )
  if (matches.length !== 1) {
    const found = matches.map(([id, entry]) => `${id} (${entry.filename})`).join(', ') || 'none'
    throw new Error(
      `expected one server action "${exportName}"${file ? ` in ${file}` : ''} in ${manifestPath}, found ${found}`,
    )
  }
  return matches[0][0]
}

/** The first byte of an id says which arguments the action uses; the browser leaves the others out. */
function usedArgs(actionId: string, args: unknown[]) {
  const info = parseInt(actionId.slice(0, 2), 16)
  const used = (index: number) => (index < 6 ? ((info >> 1) >> (5 - index)) & 1 : info & 1) === 1
  const kept = args.map((arg, index) => (used(index) ? arg : undefined))
  while (kept.length && !used(kept.length - 1)) kept.pop()
  return kept
}

/**
 * React's encodeReply for JSON-like values and FormData (react-server-dom-webpack's processReply):
 * without a FormData a string body; with one, form data whose field "0" is the JSON, where each
 * FormData is `$K<id>` and its own entries follow as `_<id>_<name>` (ids from 1, in JSON order).
 */
function encodeReply(args: unknown[]): string | FormData {
  const parts: FormData[] = []
  const json = JSON.stringify(args, function (this: Record<string, unknown>, key, value: unknown) {
    if (typeof value === 'string')
      return this[key] instanceof Date ? `$D${value}` : value.startsWith('$') ? `$${value}` : value
    if (value === undefined) return '$undefined'
    if (typeof value === 'number' && !Number.isFinite(value))
      return Number.isNaN(value) ? '$NaN' : value > 0 ? '$Infinity' : '$-Infinity'
    if (value instanceof FormData) return `$K${parts.push(value).toString(16)}`
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) !== Object.prototype
    ) {
      throw new Error(
        `callServerAction sends JSON and FormData only, not ${Object.prototype.toString.call(value)}`,
      )
    }
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
      throw new Error(`callServerAction sends plain JSON and FormData only, not a ${typeof value}`)
    }
    return value
  })
  if (parts.length === 0) return json
  const body = new FormData()
  parts.forEach((part, index) =>
    part.forEach((entry, name) => body.append(`_${(index + 1).toString(16)}_${name}`, entry)),
  )
  body.set('0', json)
  return body
}

/** Tags whose row is `<tag><hex length>,<bytes>` instead of ending at a newline. */
const lengthTags = new Set('TAOobUSsLlGgMmV')

/** Splits a Flight response into its rows: id → { tag, data }. */
function flightRows(body: Buffer) {
  const rows = new Map<number, { tag: string; data: string }>()
  let i = 0
  while (i < body.length) {
    const colon = body.indexOf(0x3a, i)
    if (colon < 0) break
    const id = parseInt(body.subarray(i, colon).toString('latin1'), 16)
    let tag = String.fromCharCode(body[colon + 1])
    let start = colon + 1
    let end: number
    if (lengthTags.has(tag)) {
      const comma = body.indexOf(0x2c, colon + 2)
      start = comma + 1
      end = start + parseInt(body.subarray(colon + 2, comma).toString('latin1'), 16)
      i = end
    } else {
      if (/[A-Z#rx]/.test(tag)) start += 1
      else tag = ''
      end = body.indexOf(0x0a, start)
      if (end < 0) end = body.length
      i = end + 1
    }
    rows.set(id, { tag, data: body.subarray(start, end).toString('utf8') })
  }
  return rows
}

/** The value of one row, with React's `$` references to other rows and special values resolved. */
function rowValue(rows: ReturnType<typeof flightRows>, id: number): unknown {
  const row = rows.get(id)
  if (!row) throw new Error(`the response has no row ${id.toString(16)}`)
  if (row.tag === 'E')
    throw Object.assign(new Error('the server action threw'), {
      details: JSON.parse(row.data) as unknown,
    })
  if (row.tag === 'T') return row.data
  if (row.tag) throw new Error(`row ${id.toString(16)} is a "${row.tag}" row, not a value`)
  return revive(rows, JSON.parse(row.data))
}

function revive(rows: ReturnType<typeof flightRows>, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => revive(rows, item))
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, revive(rows, item)] as const)
    return Object.fromEntries(entries.filter(([, item]) => item !== undefined))
  }
  if (typeof value !== 'string' || !value.startsWith('$')) return value
  if (value.startsWith('$$')) return value.slice(1)
  if (value === '$undefined' || value === '$u') return undefined
  if (value === '$NaN') return NaN
  if (value === '$Infinity') return Infinity
  if (value === '$-Infinity') return -Infinity
  if (value.startsWith('$D')) return new Date(value.slice(2))
  if (value.startsWith('$n')) return BigInt(value.slice(2))
  // `$@1` (a promise's value) or `$1` (a value outlined in row 1), optionally with a path `$1:key:key`.
  const reference = /^\$@?([0-9a-f]+)((?::[^:]+)*)$/.exec(value)
  if (!reference) throw new Error(`cannot decode "${value}" from the Flight response`)
  let resolved = rowValue(rows, parseInt(reference[1], 16))
  for (const key of reference[2].split(':').slice(1))
    resolved = (resolved as Record<string, unknown>)[key]
  return resolved
}

export type ServerActionCall = {
  /** e.g. http://localhost:3100 */
  baseUrl: string
  /** The page the form is on (the browser posts to the page it shows), e.g. /contact-us */
  pagePath: string
  actionId: string
  args: unknown[]
  /** More headers, e.g. X-Forwarded-For. */
  headers?: Record<string, string>
}

/**
 * POSTs `args` to the action as the browser does. `result` is the action's return value, when the
 * response is a 200 Flight response carrying one (`error` says why not, if it could not be read);
 * `body` is the raw response either way. Never throws for an HTTP or action failure.
 */
export async function callServerAction({
  baseUrl,
  pagePath,
  actionId,
  args,
  headers = {},
}: ServerActionCall) {
  const reply = encodeReply(usedArgs(actionId, args))
  const response = await fetch(new URL(pagePath, baseUrl), {
    method: 'POST',
    headers: {
      Accept: 'text/x-component',
      'Next-Action': actionId,
      // Form data says its own multipart type (with its boundary), as the browser's fetch does.
      ...(typeof reply === 'string' ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
      Origin: new URL(baseUrl).origin,
      ...headers,
    },
    body: reply,
    redirect: 'manual',
  })
  const raw = Buffer.from(await response.arrayBuffer())
  const body = raw.toString('utf8')
  const call: { status: number; body: string; result?: unknown; error?: string } = {
    status: response.status,
    body,
  }
  if (
    response.status === 200 &&
    response.headers.get('content-type')?.startsWith('text/x-component')
  ) {
    try {
      const rows = flightRows(raw)
      // Row 0 is the router's envelope: { a: the action's result, f: page data, b: build id, … }.
      const root = rows.get(0)
      if (root && !root.tag) {
        const envelope = JSON.parse(root.data) as { a?: unknown }
        if ('a' in envelope) call.result = revive(rows, envelope.a)
      }
    } catch (error) {
      // The action threw (an `E` row) or the response is not what the browser would accept: no result, see `body`.
      call.error = (error as Error).message
    }
  }
  return call
}
