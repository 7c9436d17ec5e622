import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The one door to the Payload config inside src/: everything else asks here (scripts, which run
 * outside Next, import payload.config.ts themselves).
 */
export const payloadConfig = config

/** The shared Payload instance for server components, route handlers and actions. */
export const getPayloadClient = () => getPayload({ config })
