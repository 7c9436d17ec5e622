import { z } from 'zod'

/**
 * Characters no form field can mean: control characters (tab and line breaks aside) and halves of
 * a character (lone surrogates). PostgreSQL refuses a NUL outright and would store the rest broken.
 */
const unusable =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Characters that show nothing (spaces, zero-width and direction marks, fillers): a name made only of them is no name. */
const invisibleOnly =
  /^[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]+$/

/** True when the text holds no unusable character (the refusal's message key is `badCharacters` in each form's messages). */
export const usableText = (value: string): boolean => !unusable.test(value)

/** False when the text is made only of invisible characters (refused as if empty); an empty text is left to the required check. */
export const visibleText = (value: string): boolean => !invisibleOnly.test(value)

/**
 * A text a person must fill in: trimmed, not empty and not invisible (`required`), at most `max`
 * characters (`tooLong`), no unusable characters (`badCharacters`). The arguments are the form's
 * own message keys.
 */
export const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: 'tooLong' })
    .refine(usableText, { error: 'badCharacters' })
    .refine(visibleText, { error: required })

/** An optional text: at most `max` characters, no unusable characters. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: 'tooLong' }).refine(usableText, { error: 'badCharacters' })
