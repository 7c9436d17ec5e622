import { HeadObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3'

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404)

/**
 * The size of the object under `key`, or null when there is none. Anything else (no access, the
 * bucket unreachable) is thrown: it says nothing about whether the file exists.
 */
export async function storedSize(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    return head.ContentLength ?? 0
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
