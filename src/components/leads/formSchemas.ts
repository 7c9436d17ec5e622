import { z } from 'zod'

import { consultationSchema } from '@/lib/leads/consultationSchema'
import { contactSchema } from '@/lib/leads/contactSchema'

// The forms import this module only when they first check (see useActionForm): a static import of
// zod here keeps its unused parts (every other language's messages) out of that chunk too.

/** The contact form: the server's schema plus the honeypot, which the server checks apart. */
export const contactFormSchema = contactSchema.extend({ website: z.string().optional() })

/** The consultation form: the server's schema plus the honeypot. */
export const consultationFormSchema = consultationSchema.extend({ website: z.string().optional() })
