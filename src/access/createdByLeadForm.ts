import type { Access } from 'payload'

/** Allows creating only through the portal's own forms (their server actions set this context flag), never over REST or GraphQL. */
export const createdByLeadForm: Access = ({ req }) => req.context?.leadForm === true
