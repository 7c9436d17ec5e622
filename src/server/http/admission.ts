import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, ServerResponse } from 'node:http'

type Env = Record<string, string | undefined>

/**
 * How much work one web process takes on at once. Rendering is CPU on one thread: past a few
 * renders at a time a process gets no faster, only holds more heap, and at 50 concurrent member
 * pages it ran out of its heap limit and died. So a process renders at most `concurrency` requests
 * at once (`WEB_RENDERS`), keeps up to `queueLimit` more waiting in arrival order (`WEB_QUEUE`),
 * and answers the rest at once with a 503 and Retry-After; a request that has waited `maxWaitMs`
 * is answered so too when its turn comes (its client has most likely given up).
 */
export type AdmissionLimits = { concurrency: number; queueLimit: number; maxWaitMs: number }

const wholeNumber = (value: string | undefined, fallback: number, least: number) => {
  const asked = Number(value)
  return Number.isInteger(asked) && asked >= least ? asked : fallback
}

export const admissionLimits = (env: Env = process.env): AdmissionLimits => ({
  concurrency: wholeNumber(env.WEB_RENDERS, 4, 1),
  queueLimit: wholeNumber(env.WEB_QUEUE, 512, 0),
  maxWaitMs: 20_000,
})

type Waiting = {
  req: IncomingMessage
  res: ServerResponse
  work: () => unknown
  since: number
  gone: boolean
}

/**
 * A gate in front of the renderer: `admit` runs `work` now, later, or refuses the request
 * (`refuse`, which answers it). A slot is taken until the response closes (finished, or its
 * connection lost), so a render streaming its page still counts.
 */
export function createAdmission(
  { concurrency, queueLimit, maxWaitMs }: AdmissionLimits,
  refuse: (req: IncomingMessage, res: ServerResponse) => void,
  clock: () => number = Date.now,
) {
  let active = 0
  const queue: Waiting[] = []

  const start = (res: ServerResponse, work: () => unknown) => {
    active++
    let released = false
    res.once('close', () => {
      if (released) return
      released = true
      active--
      next()
    })
    work()
  }

  const next = () => {
    while (active < concurrency && queue.length > 0) {
      const waiting = queue.shift()!
      if (waiting.gone) continue
      if (clock() - waiting.since > maxWaitMs) refuse(waiting.req, waiting.res)
      else start(waiting.res, waiting.work)
    }
  }

  return {
    admit(req: IncomingMessage, res: ServerResponse, work: () => unknown) {
      if (active < concurrency && queue.length === 0) return start(res, work)
      if (queue.length >= queueLimit) return refuse(req, res)
      // Its turn comes when another response closes: the work must run in its own request's
      // context (its async-local stores), not in that of the one that closed, which would link
      // every queued request to the one before it and keep them all alive.
      const waiting: Waiting = {
        req,
        res,
        work: AsyncResource.bind(work),
        since: clock(),
        gone: false,
      }
      // A visitor who leaves while waiting gives up their place.
      res.once('close', () => (waiting.gone = true))
      queue.push(waiting)
    },
    get active() {
      return active
    },
    get waiting() {
      return queue.filter((waiting) => !waiting.gone).length
    },
  }
}
