import type { Access } from 'payload'

/** Allows nobody through the APIs; only trusted server code (overrideAccess) reaches the data. */
export const nobody: Access = () => false
