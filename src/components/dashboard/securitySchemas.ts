import { z } from 'zod'

import { emailChangeSchema } from '@/lib/validation/member'

// Imported by the security forms only when they first check (see useActionForm).

/** The e-mail change form: the new address, then the code sent to it (checked apart). */
export const emailFormSchema = emailChangeSchema.extend({ code: z.string().optional() })
