import { describe, expect, it } from 'vitest'

import { allowedStep, furthestStep } from '@/lib/accounts/signupSteps'
import {
  registerSchema,
  signupEmailStepSchema,
  signupNameStepSchema,
  signupPasswordStepSchema,
} from '@/lib/validation/registration'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('sign-up steps', () => {
  it('cannot be skipped by typing a later step', () => {
    expect(allowedStep('passwd', {}, false)).toBe('reg')
    expect(allowedStep('certify', { email: 'a@b.c', role: 'student' }, false)).toBe('name')
    expect(
      allowedStep(
        'passwd',
        { email: 'a@b.c', role: 'school', firstName: 'Li', lastName: 'Na' },
        false,
      ),
    ).toBe('passwd')
  })

  it('may go back to an earlier step before the account exists', () => {
    expect(
      allowedStep(
        'reg',
        { email: 'a@b.c', role: 'school', firstName: 'Li', lastName: 'Na' },
        false,
      ),
    ).toBe('reg')
  })

  it('only verify once the account is created (or a session exists)', () => {
    expect(furthestStep({ email: 'a@b.c', role: 'student', awaitingCode: true }, false)).toBe(
      'certify',
    )
    expect(allowedStep('reg', {}, true)).toBe('certify')
  })
})

describe('sign-up rules (SPEC §5)', () => {
  it('say which field is missing in the step forms', () => {
    expect(messages(signupEmailStepSchema.safeParse({ email: '', role: '' }))).toEqual([
      'emailRequired',
      'fieldRequired:role',
    ])
    expect(messages(signupNameStepSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual([
      'firstNameRequired',
      'lastNameRequired',
    ])
    expect(
      messages(
        signupPasswordStepSchema.safeParse({
          password: 'abcd1234',
          confirmPassword: 'abcd12345',
          acceptPolicies: true,
        }),
      ),
    ).toEqual(['passwordsMismatch'])
  })

  it('create no account without the terms and privacy policy accepted, on either form', () => {
    const complete = {
      email: 'mei@example.com',
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
      firstName: 'A',
      lastName: 'B',
      role: 'student',
    }
    for (const accepted of [undefined, false, 'true', 1]) {
      expect(messages(registerSchema.safeParse({ ...complete, acceptPolicies: accepted }))).toEqual(
        ['acceptPolicies'],
      )
      expect(
        messages(
          signupPasswordStepSchema.safeParse({
            password: 'abcd1234',
            confirmPassword: 'abcd1234',
            acceptPolicies: accepted,
          }),
        ),
      ).toEqual(['acceptPolicies'])
    }
    expect(registerSchema.safeParse({ ...complete, acceptPolicies: true }).success).toBe(true)
  })

  it('check the one-page form the same way, with its own empty e-mail message', () => {
    expect(
      messages(
        registerSchema.safeParse({
          email: '',
          password: 'short',
          confirmPassword: 'letters-only',
          firstName: 'A',
          lastName: 'B',
          role: 'employer',
          acceptPolicies: true,
        }),
      ),
    ).toEqual(['emailEmpty', 'passwordLength', 'passwordCombination'])
    // A mismatch is reported even while other fields are still wrong.
    expect(
      messages(
        registerSchema.safeParse({
          email: 'nope',
          password: 'abcd1234',
          confirmPassword: 'abcd12345',
          firstName: '',
          lastName: 'B',
          role: 'school',
          acceptPolicies: true,
        }),
      ),
    ).toEqual(['emailInvalid', 'firstNameRequired', 'passwordsMismatch'])
    expect(
      registerSchema.safeParse({
        email: 'a@b.c',
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
        firstName: 'A',
        lastName: 'B',
        role: 'admin',
        acceptPolicies: true,
      }).success,
    ).toBe(false)
  })
})
