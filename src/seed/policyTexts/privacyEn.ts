import { enCount as count, type PolicyFacts, type PolicyText } from './types'

/** The privacy policy in English, as this portal works (docs/PRIVACY.md). */
export const privacyEn = (f: PolicyFacts): PolicyText => ({
  title: 'Privacy policy',
  blocks: [
    {
      p: `This policy explains what personal information ${f.brand} collects through this portal and why, who sees it, how long it is kept and how to use your rights. It covers the website in English and Chinese and your account area (/user).`,
    },
    { h2: 'Who we are' },
    {
      p: `${f.brand} runs this portal for students, families, schools, employers and education institutions, and decides why and how your personal information is used on it. Under China’s Personal Information Protection Law (PIPL), we are the handler of your personal information. Our office: ${f.address}. E-mail: ${f.email}.`,
    },
    { h2: 'What we collect and why' },
    {
      ul: [
        'Your account: e-mail address, name, password (stored only as a salted hash that nobody can read back), account type, and the language and colour mode you choose. We use them to sign you in and to write to you in your language.',
        'Your profile, if you fill it in: picture, phone, country, city, organisation and introduction. Pictures are re-encoded without their location or camera data.',
        'Sign-in security: for each session, your device and browser, the country worked out from your network address on our own server, and when it was last used; if you use two-step sign-in, your authenticator’s secret, kept encrypted. We also count sign-in attempts to stop password guessing.',
        'Certification: students give their real name, school, level, major, years of study and a photo of their student ID (an ID card number is optional); organisations give their name, licence number and photo, legal representative, address and a contact person. We use them only to decide on the certification.',
        'Applications: the message and CV you send, with the name, level, school and major from your certification.',
        'Recommendations: the study profile you enter (grades, English level, budget, countries, interests) to rank programmes, jobs, coaches and universities for you.',
        'The contact form and consultation booking: your name, e-mail, phone or WeChat ID, school, grades and message, to answer you. They need no account.',
        'Your consents: what you agreed to, which version, when and in which language.',
      ],
    },
    {
      p: 'We do not sell personal information, show advertising or use tracking or analytics cookies. Your browser keeps only what the portal needs: your sign-in, your language, your colour mode and, during sign-up, your progress (for at most 24 hours).',
    },
    { h2: 'Sensitive personal information' },
    {
      p: `Student ID photos and ID card numbers are sensitive personal information, and we treat licence photos, which name a legal representative, the same way. Students give a separate consent to the use of their ID photo when they submit their certification. These photos are used only to review the certification and are seen only by you, our certification reviewers and administrators; each time someone other than you opens the photo, the audit trail records it. A photo is deleted ${count(f.idPhotoDays, 'day')} after its certification is rejected or expires (an approval lasts ${count(f.validityDays, 'day')}), and a photo no certification uses is deleted within a day. A licence photo that a certified organisation’s record still uses is kept while that organisation remains.`,
    },
    { h2: 'Children under 14' },
    {
      p: 'Under the PIPL, all personal information of a child under 14 is sensitive. If a student is under 14, a parent or guardian must give consent before the student certifies, and we keep the guardian’s name and phone or e-mail with that consent. A guardian can use every right below on the child’s behalf. If you believe a child under 14 gave us information without that consent, contact us and we will delete it.',
    },
    { h2: 'Who sees your information' },
    {
      ul: [
        'The organisations you apply to see your application: your message, your CV and the name, level, school and major from your certification; they are told by e-mail. Each organisation is responsible for what it does with an application outside the portal.',
        'Everyone sees the public profile and listings of a certified organisation; the phone and e-mail of its advisers are shown to signed-in members only.',
        'Our staff see what their role needs: reviewers see certifications and their photos, not applications; editors and administrators answer contact messages and consultation requests and can see applications; only administrators read the audit trail. No one on our staff can open your saved recommendations or the copies of your data you download.',
        'Providers who run parts of the service for us (hosting, file storage, e-mail delivery) act only on our instructions. When a page shows a map, your browser loads it from the map service (OpenStreetMap, or AMap in China), which sees your network address.',
        'Authorities, only where the law requires it.',
      ],
    },
    { h2: 'Where it is kept' },
    {
      p: 'Your information is kept in our database and in private file storage on the servers we operate for the portal. Files are sent only after the portal checks who is asking. Backups contain the same information and are open to our operators only; information you delete stays in older backups until they are removed.',
    },
    { h2: 'How long we keep it' },
    {
      ul: [
        `ID and licence photos: ${count(f.idPhotoDays, 'day')} after the certification is rejected or expires.`,
        `Contact messages and consultation requests: ${count(f.leadMonths, 'month')} after they were sent.`,
        `Accounts whose e-mail address was never confirmed: ${count(f.unverifiedDays, 'day')} after registration.`,
        `Copies of your data you ask for: ${count(f.exportDays, 'day')}.`,
        `Sign-in sessions: until you sign out, and at most ${count(f.sessionDays, 'day')}.`,
        `Audit trail entries: ${count(f.auditYears, 'year')}.`,
        'Everything else (profile, certification details, applications, CVs, saved recommendations): while your account exists.',
      ],
    },
    {
      p: 'When an account is deleted, certification decisions and the applications organisations received are kept with everything that identifies the member removed.',
    },
    { h2: 'Your rights and how to use them' },
    {
      ul: [
        `See and copy: Security → Download my data (/user/security/data-export) prepares an archive of everything the portal holds about you, with your files. We e-mail you when it is ready; you download it with your password, and it is deleted after ${count(f.exportDays, 'day')}.`,
        'Correct: edit your profile, introduction and settings in your account; change your certification details at /user/certify/student or /user/certify/org (the change is reviewed again).',
        `Delete your account: Security → Delete my account (/user/security/delete-account), confirmed with your password and a code sent to your e-mail. You are signed out everywhere at once; signing in again within ${count(f.graceDays, 'day')} cancels the deletion; after that, your account and everything it owns, files included, are erased.`,
        'Withdraw consent: see your consents and withdraw the optional ones, such as news by e-mail, at /user/privacy. Consent to use an ID photo ends with the certification; to withdraw it sooner, contact us and we will delete the photo and the certification request.',
        `Anything else (deleting a single certification, CV or application, restricting or objecting to a use, or asking how your information is handled): write to ${f.email}. We answer within 15 working days.`,
        'If you are in the European Union, the GDPR also gives you the right to data portability (the archive above is machine-readable JSON) and to complain to your data protection authority.',
      ],
    },
    { h2: 'Security' },
    {
      p: 'Staff must use two-step sign-in, and you can turn it on for your account at /user/security/two-step. At /user/security/sessions you see every device signed in to your account and can sign any of them out; a new password signs out all the others. An append-only audit trail records who opens another person’s private file, certification decisions, changes of roles, staff sign-ins and consents; nobody can alter it, administrators included.',
    },
    { h2: 'Changes to this policy' },
    {
      p: 'When this policy changes in substance, it gets a new version number and date, the top of this page says what changed, and every member is asked to accept the new version before continuing to use their account. Corrections that change nothing in substance keep the version.',
    },
    { h2: 'Contact' },
    {
      p: `For any question or request about your personal information, write to ${f.email}, or to ${f.brand}, ${f.address}. You can also use the form at /contact-us.`,
    },
  ],
})
