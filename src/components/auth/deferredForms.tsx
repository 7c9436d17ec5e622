'use client'

import dynamic from 'next/dynamic'

/*
 * The forms public pages are built around, split from the page's own code: still rendered on the
 * server, but their code (react-hook-form and the form itself) is fetched beside the page's and
 * hydrates when it arrives, so the rest of the page (header, menus, links) does not wait for it.
 * Their submit buttons stay disabled until then (see useHydrated), so nothing is sent unchecked.
 */

export const LoginForm = dynamic(() => import('./LoginForm').then((module) => module.LoginForm))
export const RegisterForm = dynamic(() =>
  import('./RegisterForm').then((module) => module.RegisterForm),
)
export const ForgotPasswordForm = dynamic(() =>
  import('./PasswordResetForms').then((module) => module.ForgotPasswordForm),
)
export const ResetPasswordForm = dynamic(() =>
  import('./PasswordResetForms').then((module) => module.ResetPasswordForm),
)
export const EmailStep = dynamic(() =>
  import('./signup/SignupForms').then((module) => module.EmailStep),
)
export const NameStep = dynamic(() =>
  import('./signup/SignupForms').then((module) => module.NameStep),
)
export const PasswordStep = dynamic(() =>
  import('./signup/SignupForms').then((module) => module.PasswordStep),
)
export const CodeStep = dynamic(() => import('./signup/CodeStep').then((module) => module.CodeStep))
