type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export type Call = {
  /** A token from `payload.login`; none for an anonymous visitor. */
  token?: string
  /** An object is sent as JSON, form data as multipart. */
  body?: object | FormData
  headers?: Record<string, string>
}
type GraphQLCall = Omit<Call, 'body'> & { variables?: object }
export type GraphQLAnswer = {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
}

/** The route's catch-all segments as Next.js passes them: the path below /api/, decoded. */
const slugOf = (path: string) =>
  new URL(path, 'http://localhost').pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)

/** Payload's REST and GraphQL route handlers, called in-process as Next.js calls them. */
export async function payloadApi() {
  const routes = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const handlers = {
    GET: routes.REST_GET(config),
    POST: routes.REST_POST(config),
    PATCH: routes.REST_PATCH(config),
    DELETE: routes.REST_DELETE(config),
  }
  const graphqlPost = routes.GRAPHQL_POST(config)
  const request = (url: string, method: Method, { token, body, headers }: Call) =>
    new Request(url, {
      method,
      headers: {
        ...(body && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `JWT ${token}` } : {}),
        ...headers,
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    })
  const graphql = (query: string, { variables, ...call }: GraphQLCall = {}) =>
    graphqlPost(
      request('http://localhost/api/graphql', 'POST', { ...call, body: { query, variables } }),
    )
  return {
    rest: (method: Method, path: string, call: Call = {}) =>
      handlers[method](request(`http://localhost${path}`, method, call), {
        params: Promise.resolve({ slug: slugOf(path) }),
      }),
    graphql,
    /** The parsed answer to a GraphQL query or mutation (`Answer`: the shape the test reads). */
    graphqlAnswer: async <Answer = GraphQLAnswer>(query: string, call?: GraphQLCall) =>
      (await (await graphql(query, call)).json()) as Answer,
  }
}

export type PayloadApi = Awaited<ReturnType<typeof payloadApi>>
