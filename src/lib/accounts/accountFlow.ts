/**
 * Set in `context` by the dashboard's e-mail and password flows, which have checked the code or the
 * current password; without it a member's update may change neither (src/collections/Users/hooks/keepAccountFlows.ts).
 */
export const ACCOUNT_FLOW = 'accountFlow'
