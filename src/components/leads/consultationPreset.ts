import type { ConsultationService } from '@/lib/enums'

/** What a "Start Free Consultation" button may preselect: a coach, a package and its service. */
export type ConsultationPreset = { coach?: string; plan?: string; service?: ConsultationService }
