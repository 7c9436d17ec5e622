import config from '@payload-config'
import { getPayload } from 'payload'

/** The shared Payload instance for server components, route handlers and actions. */
export const getPayloadClient = () => getPayload({ config })
