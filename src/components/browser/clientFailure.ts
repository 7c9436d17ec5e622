/**
 * How a request made from the browser failed, and the generic words for it: no answer at all
 * ("Network request failed…"), a 404 ("Page not found."), anything else ("Operation Failed: " and
 * what went wrong). One place, so every client fetch and action call says the same.
 */
export type ClientFailureKind = 'network' | 'notFound' | 'failed'

/** The message keys of the generic failures (all in the `request` namespace, which the browser has). */
export const clientFailureMessages = {
  network: 'request.networkFailed',
  notFound: 'request.pageNotFound',
  failed: 'request.operationFailed',
} as const satisfies Record<ClientFailureKind, string>

export class ClientRequestError extends Error {
  constructor(
    readonly kind: ClientFailureKind,
    readonly status?: number,
  ) {
    super(`request failed: ${status ?? kind}`)
    this.name = 'ClientRequestError'
  }
}

/** The kind of failure an HTTP status is (only for statuses that are failures). */
export const failureOfStatus = (status: number): ClientFailureKind =>
  status === 404 ? 'notFound' : 'failed'

/** fetch, with every failure thrown as a ClientRequestError: no answer, or an answer that is not 2xx. */
export async function fetchOrFail(input: string, init?: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(input, init)
  } catch {
    throw new ClientRequestError('network')
  }
  if (!response.ok) throw new ClientRequestError(failureOfStatus(response.status), response.status)
  return response
}

type Translate = (
  key: (typeof clientFailureMessages)[ClientFailureKind],
  values?: { reason: string },
) => string

/**
 * The generic words for a failure; `reason` follows "Operation Failed: " (the caller's own
 * wording of what went wrong). Anything not a ClientRequestError was thrown by fetch itself: no answer.
 */
export function clientFailureMessage(t: Translate, failure: unknown, reason: string): string {
  const kind = failure instanceof ClientRequestError ? failure.kind : 'network'
  return kind === 'failed'
    ? t(clientFailureMessages.failed, { reason })
    : t(clientFailureMessages[kind])
}
