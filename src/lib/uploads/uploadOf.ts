import type { File as PayloadFile } from 'payload'

/**
 * A file sent with a form, as Payload's uploads take it: its bytes, and a type and a name even when
 * the browser sent none (`fallbackName`).
 */
export async function uploadOf(file: File, fallbackName: string): Promise<PayloadFile> {
  const data = Buffer.from(await file.arrayBuffer())
  return {
    data,
    mimetype: file.type || 'application/octet-stream',
    name: file.name || fallbackName,
    size: data.length,
  }
}
