/** The largest private image (picture, ID photo, licence) a member may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
