import { enCount as count, type PolicyFacts, type PolicyText } from './types'

/** The terms of use in English, as this portal works (README: Accounts, Certification, Security). */
export const termsEn = (f: PolicyFacts): PolicyText => ({
  title: 'Terms of use',
  blocks: [
    {
      p: `These terms apply when you use the portal ${f.brand} runs: the website in English and Chinese and your account area. By creating an account you accept them together with our privacy policy. If you do not agree, please do not register; you can still read the public pages.`,
    },
    { h2: 'The service' },
    {
      p: 'The portal presents admissions coaches and their packages, universities and articles, and the programmes, study tours, internships and jobs that certified schools, employers and institutions publish. Certified students can apply to these listings and get recommendations; anyone can write to us or book a free consultation. Booking a consultation costs nothing and commits you to nothing: any paid service is agreed with you separately, in writing.',
    },
    { h2: 'Accounts and eligibility' },
    {
      ul: [
        `Register with an e-mail address you use and control: we confirm it with a code, and an account that is never confirmed is removed after ${count(f.unverifiedDays, 'day')}. Keep one account per person or organisation, with true details.`,
        'Keep your password to yourself; we recommend two-step sign-in (/user/security/two-step). You are responsible for what is done with your account. If you see a session you do not recognise at /user/security/sessions, sign it out and change your password.',
        'A student under 14 may use the portal only with the consent of a parent or guardian, who is asked for it when the student certifies.',
      ],
    },
    { h2: 'Certification' },
    {
      p: `Students are certified before they can apply or use the recommender; schools, employers and institutions before they can publish. What you submit must be true, current and yours: your own student ID, or the licence of an organisation you are authorised to represent. Our reviewers may ask for corrections or refuse, and the decision is e-mailed to you. An approval lasts ${count(f.validityDays, 'day')}; a change to certified details is reviewed again. We may withdraw a certification that turns out to rest on false or outdated information. Certification confirms the documents we were shown; it does not rate the quality of an organisation or its offers.`,
    },
    { h2: 'Organisations and their listings' },
    {
      p: 'A certified organisation is responsible for its profile, its listings and the details of the advisers it names: they must be accurate, lawful and kept up to date, and it must have the advisers’ agreement to show them. Listings must describe real programmes, study tours and jobs, with their real conditions and costs. We do not take part in the agreements between students and organisations. We may hide a listing that breaks these terms; the organisation is shown why.',
    },
    { h2: 'Applications' },
    {
      p: 'When a student applies, the application, the CV and the name, level, school and major from their certification go to the organisation. The organisation may use them only to consider that application, must keep them confidential, and must not pass them on or use them for marketing. A student may withdraw an application in their account (/user/applications) until an offer is made. Whether to make an offer, and on what terms, is for the organisation alone.',
    },
    { h2: 'Acceptable use' },
    {
      ul: [
        'Do not give false information, pretend to be someone else, or submit documents that are not yours.',
        'Do not publish anything unlawful, misleading or discriminatory, or anything that infringes the rights of others.',
        'Do not collect other members’ information, contact advisers or applicants for purposes they did not expect, or send unsolicited advertising.',
        'Do not try to get round sign-in, limits or access rules, test the portal for weaknesses without our written permission, or overload it; automated reading is allowed on public pages only, in moderation.',
        'Do not upload harmful files or files you have no right to share.',
      ],
    },
    { h2: 'Content and intellectual property' },
    {
      p: `The portal’s design, texts and software belong to ${f.brand} or its licensors. You keep your rights in what you upload (a CV, a profile, a listing, pictures) and allow us to store it, show it to those it is meant for, and change its format where the portal needs to (pictures, for example, are resized and re-encoded). Organisations allow us to show their public profile and listings on the portal and in search results while they are published. If you believe something on the portal infringes your rights, write to ${f.email}.`,
    },
    { h2: 'The service as it is' },
    {
      p: 'We work to keep the portal available, accurate and secure, but we provide it as it is: it may be unavailable during maintenance, recommendations are suggestions based on the information you give, and admission figures describe past results, not a promise of yours. As far as the law allows, we are not responsible for the decisions of schools, employers or institutions, for the content they publish, or for indirect losses. Nothing in these terms limits our responsibility for harm we cause intentionally or through gross negligence, or the rights the law gives you as a consumer.',
    },
    { h2: 'Suspension and account deletion' },
    {
      p: `We may remove content, hide listings, withdraw certifications or close accounts that break these terms or the law; we tell you why unless the law prevents it. You can delete your account at any time at /user/security/delete-account: you are signed out at once and, unless you sign in again within ${count(f.graceDays, 'day')}, your account and what it owns are erased as our privacy policy describes, an organisation’s listings included.`,
    },
    { h2: 'Changes to these terms' },
    {
      p: 'When these terms change in substance, we publish a new version with its date and a summary of what changed, and ask you to accept it before you continue using your account. If you do not accept it, you can delete your account.',
    },
    { h2: 'Applicable law and contact' },
    {
      p: `These terms are governed by the law of the People’s Republic of China; if you live elsewhere, you keep the protection your local law gives you. If something goes wrong, please write to us first: most problems are solved quickly that way. Questions about these terms: ${f.email}, or ${f.brand}, ${f.address}.`,
    },
  ],
})
