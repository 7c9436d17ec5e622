/** The largest file (picture, ID photo, licence, CV) a member may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
