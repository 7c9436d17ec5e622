import sharp from 'sharp'

import { freshCode } from './totpCodes'

/**
 * People and content set up through the portal's REST API, as a member or the admin would make
 * them (their access rules and the collections' hooks apply): members, approved certifications,
 * organisation profiles, listings and applications. Plain fetch, so the e2e specs and the benches
 * share it.
 */
/** `totpSecret`: the account's authenticator, for staff (their sign-in asks for its code). */
export type Credentials = { email: string; password: string; totpSecret?: string }
/** A signed-in account: its REST token and the cookie a browser would hold. */
export type Session = { id: number; email: string; token: string; cookie: string }
export type OrganisationRole = 'institution' | 'employer'
type Locale = 'en' | 'zh'
type Doc = { id: number } & Record<string, unknown>

const password = 'Passw0rd12'
let made = 0
/** Unique per process and call: addresses and licence numbers no other run holds. */
const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}-${(made += 1)}`

let photo: Promise<Buffer> | undefined
const photoBytes = () =>
  (photo ??= sharp({ create: { width: 600, height: 400, channels: 3, background: '#2255aa' } })
    .jpeg()
    .toBuffer())
// Each file named apart: two uploads of one name at the same moment may both claim it (one is refused).
const photoForm = async () => {
  const form = new FormData()
  form.set(
    'file',
    new File([new Uint8Array(await photoBytes())], `photo-${unique()}.jpg`, {
      type: 'image/jpeg',
    }),
  )
  form.set('_payload', '{}')
  return form
}

/** What an organisation must give to be certified. */
const organisationDetails = (role: OrganisationRole) => ({
  providerType: role === 'employer' ? 'employer' : 'education-agency',
  name: `Test ${role} ${unique()}`,
  licenceNumber: `LIC-${unique()}`,
  legalRepresentative: 'Zhang Wei',
  contactPerson: 'Li Na',
  contactPhone: '+86 21 5555 0100',
  ...(role === 'institution' ? { businessScope: 'Study tours abroad.' } : {}),
})
/** What a student gives to be certified (the ID photo apart). */
export const studentDetails = {
  realName: '王小明',
  educationalLevel: 'bachelor',
  graduationSchool: '南京大学',
  major: '历史学',
  enrollmentYear: 2022,
  graduationYear: 2026,
  idPhotoConsent: true,
}

/** A profile complete in both languages, its core saved: every section can be saved and shown. */
export const profile = {
  core: {
    establishmentYear: 1998,
    industry: 'education',
    contactEmail: 'office@harbour.example.com',
    contactPhone: '+86 21 5555 0100',
  },
  texts: {
    en: {
      name: 'Harbour Study Centre',
      slogan: 'Study abroad, well prepared.',
      description: 'Advice for students going abroad.',
      address: '1 Century Avenue, Shanghai',
      region: 'Shanghai',
      businessScope: 'Study tours and programmes abroad.',
      certificationNames: 'ISO 9001',
    },
    zh: {
      name: '港湾留学中心',
      slogan: '留学，准备充分。',
      description: '为出国留学的学生提供咨询。',
      address: '上海市世纪大道1号',
      region: '上海市',
      businessScope: '海外游学与项目。',
      certificationNames: 'ISO 9001',
    },
  },
}

/** The REST API of the portal at `baseUrl`, signed in as the admin for what only staff may do. */
export async function restSetup(baseUrl: string, admin: Credentials) {
  let network = 0
  // Each call from an address of its own: the set-up spends none of the per-network limits.
  const address = () => `10.250.${(network >> 8) & 255}.${network++ & 255}`

  async function call<T = { doc: Doc }>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    { token, body, locale }: { token?: string; body?: unknown; locale?: Locale } = {},
  ): Promise<T> {
    const url = new URL(path, baseUrl)
    if (locale) url.searchParams.set('locale', locale)
    const headers: Record<string, string> = { 'X-Forwarded-For': address() }
    if (token) headers.Authorization = `JWT ${token}`
    if (body !== undefined && !(body instanceof FormData))
      headers['Content-Type'] = 'application/json'
    const response = await fetch(url, {
      method,
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`)
    return JSON.parse(text) as T
  }

  const signIn = async ({ email, password, totpSecret }: Credentials): Promise<Session> => {
    const { token, user } = await call<{ token: string; user: { id: number } }>(
      'POST',
      '/api/users/login',
      { body: { email, password } },
    )
    // A code this process's worker gave before it restarted is refused as used: the next one is not.
    for (let tries = 0; totpSecret; tries++) {
      try {
        await call('POST', '/api/users/second-factor', {
          token,
          body: { code: await freshCode(totpSecret) },
        })
        break
      } catch (error) {
        if (tries >= 2 || !String(error).includes('already been used')) throw error
      }
    }
    return { id: user.id, email, token, cookie: `payload-token=${token}` }
  }
  const adminToken = (await signIn(admin)).token
  const asAdmin = { token: adminToken }

  /** A new account of the role, signed in, that has accepted the policies in force. */
  async function member(role: 'student' | OrganisationRole): Promise<Session> {
    const email = `${role}-${unique()}@e2e.test`
    await call('POST', '/api/users', { ...asAdmin, body: { email, password, roles: [role] } })
    const session = await signIn({ email, password })
    await call('POST', '/api/consents/accept-policies', { token: session.token })
    return session
  }

  /** The member's certification with its photo, approved by the admin. */
  async function certify(
    session: Session,
    type: 'student' | 'organisation',
    details: Record<string, unknown>,
  ) {
    const as = { token: session.token }
    const upload = await call('POST', '/api/certification-documents', {
      ...as,
      body: await photoForm(),
    })
    const photoField = type === 'student' ? 'studentIdPhoto' : 'licencePhoto'
    const { doc } = await call('POST', '/api/certifications', {
      ...as,
      body: { type, [type]: { ...details, [photoField]: upload.doc.id } },
    })
    await call('PATCH', `/api/certifications/${doc.id}`, {
      ...asAdmin,
      body: { status: 'approved' },
    })
  }

  /** A student whose certification is approved: they may apply. */
  async function certifiedStudent() {
    const session = await member('student')
    await certify(session, 'student', studentDetails)
    return session
  }

  /** A member whose organisation is certified; with `complete`, its profile filled in and shown. */
  async function certifiedOrganisation(role: OrganisationRole, { complete = false } = {}) {
    const session = await member(role)
    await certify(session, 'organisation', organisationDetails(role))
    const { docs } = await call<{ docs: Doc[] }>(
      'GET',
      `/api/organisations?where[owner][equals]=${session.id}&depth=0`,
      asAdmin,
    )
    const organisation = docs[0]!.id
    if (complete) {
      const as = { token: session.token }
      const path = `/api/organisations/${organisation}`
      await call('PATCH', path, { ...as, body: profile.core, locale: 'en' })
      for (const locale of ['en', 'zh'] as const)
        await call('PATCH', path, { ...as, body: profile.texts[locale], locale })
      await call('PATCH', path, { ...as, body: { showable: true } })
    }
    return { ...session, organisation }
  }

  /** A document made as the member, its texts in each language given (English first). */
  async function create(
    session: Session,
    collection: string,
    common: Record<string, unknown>,
    texts: Record<Locale, Record<string, unknown>> = { en: {}, zh: {} },
  ) {
    const as = { token: session.token }
    const { doc } = await call('POST', `/api/${collection}`, {
      ...as,
      body: { ...common, ...texts.en },
      locale: 'en',
    })
    if (Object.keys(texts.zh).length > 0)
      await call('PATCH', `/api/${collection}/${doc.id}`, { ...as, body: texts.zh, locale: 'zh' })
    return doc.id
  }

  /** A picture among the member's organisation images (a cover, a logo); its id. */
  const image = async (session: Session) =>
    (
      await call('POST', '/api/organisation-images', {
        token: session.token,
        body: await photoForm(),
      })
    ).doc.id

  /** A listing of the member's organisation, in both languages. */
  const listing = (
    session: Session,
    kind: 'offerings' | 'jobs',
    status: 'draft' | 'published' | 'closed',
    title: string,
  ) =>
    create(
      session,
      kind,
      { type: kind === 'jobs' ? 'internship' : 'study-tour', status },
      { en: { title }, zh: { title: `${title}（中文）` } },
    )

  /** The student's application to a listing; its id. */
  const application = async (student: Session, kind: 'offerings' | 'jobs', id: number) =>
    create(student, 'applications', { [kind === 'jobs' ? 'job' : 'offering']: id })

  /** A seeded coach's id (the demo coaches take bookings), by slug. */
  const coach = async (slug: string) =>
    (
      await call<{ docs: Doc[] }>(
        'GET',
        `/api/coaches?where[slug][equals]=${slug}&depth=0&limit=1`,
        asAdmin,
      )
    ).docs[0]!.id

  /** The member's free consultation with a coach at the last free slot of the coming weeks; its id. */
  async function booking(session: Session, coachId: number) {
    const from = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString()
    const { slots } = await call<{ slots: string[] }>(
      'GET',
      `/api/availabilities/slots?coach=${coachId}&from=${from}`,
    )
    return create(session, 'bookings', { coach: coachId, startsAt: slots.at(-1) })
  }

  /** A document read as the admin (all its fields), in a language. */
  const read = async (collection: string, id: number, locale: Locale = 'en') =>
    call<Doc>('GET', `/api/${collection}/${id}?depth=0`, { ...asAdmin, locale })

  /** How many documents of a collection match `where` (a query string such as `where[job][equals]=3`). */
  const count = async (collection: string, where: string) =>
    (
      await call<{ totalDocs: number }>(
        'GET',
        `/api/${collection}?${where}&limit=1&depth=0`,
        asAdmin,
      )
    ).totalDocs

  return {
    member,
    certifiedStudent,
    certifiedOrganisation,
    create,
    listing,
    application,
    image,
    coach,
    booking,
    read,
    count,
  }
}
export type RestSetup = Awaited<ReturnType<typeof restSetup>>
