/** The largest file (picture, ID photo, licence, CV) a member may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** A message's attachment (a PDF or an image): larger, as a scanned transcript or portfolio may be. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
