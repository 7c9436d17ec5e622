/**
 * Where uploaded files are kept when not on the server's own disk: an S3-compatible bucket (AWS S3,
 * MinIO, R2, …), read from the environment. Several web processes or machines then see the same
 * files, and a server can be replaced without copying its disk.
 */
export type ObjectStorageSettings = {
  bucket: string
  region: string
  /** Another service than AWS S3 (MinIO, R2, …); AWS's own endpoint when absent. */
  endpoint?: string
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted servers want, not in the host name. */
  forcePathStyle: boolean
  /** Absent: the SDK's own chain (AWS_* variables, the machine's or container's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** A folder of the bucket holding every collection's folder (`<prefix>/media/…`); may be empty. */
  prefix: string
}

type Env = Record<string, string | undefined>

const setting = (env: Env, name: string) => env[name]?.trim() || undefined

/** "edubridge/", "/edubridge//prod" → "edubridge", "edubridge/prod": keys never start or end with a slash. */
function bucketFolder(value: string | undefined): string {
  const segments = (value ?? '').split('/').filter(Boolean)
  if (segments.some((segment) => segment === '.' || segment === '..'))
    throw new Error(`S3_PREFIX may not contain "." or ".." segments: ${value}`)
  return segments.join('/')
}

/** Whether the endpoint is an http(s) URL ("minio:9000" would parse as one of the scheme "minio:"). */
const isHttpUrl = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)

/** The bucket to keep uploads in, or null (files stay on the local disk) when S3_BUCKET is unset. */
export function objectStorageSettings(env: Env = process.env): ObjectStorageSettings | null {
  const bucket = setting(env, 'S3_BUCKET')
  if (!bucket) return null
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID')
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY')
  // Half a key pair would silently fall back to whatever other credentials the machine has.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all')
  const endpoint = setting(env, 'S3_ENDPOINT')
  if (endpoint && !isHttpUrl(endpoint))
    throw new Error(`S3_ENDPOINT is not an http(s) URL: ${endpoint}`)
  return {
    bucket,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: ['1', 'true', 'yes'].includes(setting(env, 'S3_FORCE_PATH_STYLE') ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: bucketFolder(env.S3_PREFIX),
  }
}
