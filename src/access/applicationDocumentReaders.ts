import type { Access } from 'payload'

import { cvReaders } from '@/lib/applications/cvReaders'

/** Who may read a CV: see `cvReaders` (lib/applications/cvReaders.ts). */
export const applicationDocumentReaders: Access = ({ req: { user } }) => cvReaders(user)
