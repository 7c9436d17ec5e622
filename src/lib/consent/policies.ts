/** The two policies a member accepts at registration, and again when either's version changes. */
export const policyKinds = ['privacy-policy', 'terms-of-use'] as const
export type PolicyKind = (typeof policyKinds)[number]

/** Where each is read: a page of the site in each language. */
export const policyPaths: Record<PolicyKind, `/${PolicyKind}`> = {
  'privacy-policy': '/privacy-policy',
  'terms-of-use': '/terms-of-use',
}

export type PolicyVersions = Record<PolicyKind, string>

/** True when an acceptance of `accepted` covers the policies now in force. */
export const coversCurrent = (accepted: Partial<PolicyVersions> | null, current: PolicyVersions) =>
  Boolean(accepted) && policyKinds.every((kind) => accepted![kind] === current[kind])
