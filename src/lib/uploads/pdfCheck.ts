import { MAX_IMAGE_BYTES } from './limits'

/** Whether the bytes look like a whole PDF: its header, and the cross-reference table and end marker near the end (what Payload's own check asks too). */
const wholePdf = (data: Buffer) => {
  if (!data.subarray(0, 8).toString('latin1').startsWith('%PDF-')) return false
  const end = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return end.includes('%%EOF') && end.includes('xref')
}

/** Why an uploaded file cannot be a CV (too large, or not a whole PDF by its content), or null. */
export function pdfProblem(
  data: Buffer,
  size = data.length,
  maxBytes = MAX_IMAGE_BYTES,
): 'tooLarge' | 'notPdf' | null {
  if (size > maxBytes) return 'tooLarge'
  return wholePdf(data) ? null : 'notPdf'
}
