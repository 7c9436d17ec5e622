import type { MessageAttachment } from '@/payload-types'

/** Why an upload failed: the server's own words when it gave them, else the kind of failure. */
export type UploadFailure = { reason: string | null; status: number | null }

/**
 * Uploads one file into a conversation over REST (Payload's multipart convention: the file and
 * the fields as JSON in `_payload`), with the session cookie, reporting its progress. The server
 * judges it (a PDF or an image by its content, 10 MB at most, a conversation of the sender's that
 * is not blocked) and words a refusal in `locale`. XMLHttpRequest, as fetch says nothing of an
 * upload's progress.
 */
export function uploadAttachment(
  file: File,
  conversation: number,
  locale: string,
  onProgress: (percent: number) => void,
): { done: Promise<MessageAttachment>; abort: () => void } {
  const request = new XMLHttpRequest()
  const done = new Promise<MessageAttachment>((resolve, reject) => {
    request.open('POST', `/api/message-attachments?depth=0&locale=${encodeURIComponent(locale)}`)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      const body = request.response as {
        doc?: MessageAttachment
        errors?: { message?: string }[]
      } | null
      if (request.status >= 200 && request.status < 300 && body?.doc) return resolve(body.doc)
      reject({
        reason: body?.errors?.[0]?.message || null,
        status: request.status,
      } satisfies UploadFailure)
    }
    request.onerror = () => reject({ reason: null, status: null } satisfies UploadFailure)
    request.onabort = () => reject({ reason: null, status: 0 } satisfies UploadFailure)
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ conversation }))
    request.send(form)
  })
  return { done, abort: () => request.abort() }
}
