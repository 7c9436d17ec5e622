import type { TextField, TextFieldSingleValidation } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { phonePattern } from '@/lib/validation/phone'

type Options = Pick<TextField, 'label' | 'required' | 'access' | 'admin'>

const validatePhone: TextFieldSingleValidation = (value, { req, required }) => {
  if (!value && !required) return true
  if (typeof value === 'string' && phonePattern.test(value.trim())) return true
  return translatorFor(requestLocale(req))('validation.phoneInvalid')
}

/** A phone number field checked on every door, refused in the request's language. */
export const phoneField = (name: string, options: Options): TextField => ({
  name,
  type: 'text',
  maxLength: 30,
  ...options,
  validate: validatePhone,
})
