import type { Access } from 'payload'

/** Allows everyone, signed in or not. */
export const anyone: Access = () => true
