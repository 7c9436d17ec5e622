/*
 * What members type into their forms, shared by the tests that give the same answers (plain values,
 * so that unit, integration and e2e tests can all import them).
 */

/** A student's certification details but for the name and the ID photo. */
export const bachelorStudent = {
  educationalLevel: 'bachelor',
  graduationSchool: 'Fudan University',
  major: 'Economics',
  enrollmentYear: 2022,
  graduationYear: 2026,
  idPhotoConsent: true,
}

/** The institution's core profile section as its form sends it (the year as typed). */
export const coreSection = {
  establishmentYear: '1998',
  industry: 'education',
  employeeCount: '51-200',
  country: 'CN',
  website: 'https://harbour.example.com',
  contactEmail: 'office@harbour.example.com',
  contactPhone: '+86 21 5555 0100',
}
