import type { CollectionBeforeOperationHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'

import { imageProblem } from './imageCheck'
import { MAX_ATTACHMENT_BYTES } from './limits'
import { pdfProblem } from './pdfCheck'

type ProblemOf = (data: Buffer, size: number) => Promise<string | null> | string | null

/** A hook that judges an upload by its content (`problemOf` names what is wrong, a key of `uploads`) before Payload reads or stores anything. */
const uploadsJudgedBy =
  (problemOf: ProblemOf): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, req }) => {
    if (
      (operation !== 'create' && operation !== 'update' && operation !== 'updateByID') ||
      !req.file
    )
      return args
    const problem = await problemOf(req.file.data, req.file.size)
    if (problem) {
      const t = translatorFor(requestLocale(req))
      throw fieldRefusal(collection.slug, [
        { path: 'file', message: t(`uploads.${problem}` as 'uploads.notImage') },
      ])
    }
    return args
  }

/** Member images (ID photos, licences, avatars, organisation pictures): at most 5 MB and a JPEG, PNG or WebP image by its content, whatever its name or declared type says. */
export const imagesOnly = uploadsJudgedBy(imageProblem)

/** CVs: at most 5 MB and a PDF by its content. */
export const pdfsOnly = uploadsJudgedBy(pdfProblem)

/** A message's attachment: at most 10 MB, and a PDF or a JPEG, PNG or WebP image by its content. */
export const pdfsOrImagesOnly = uploadsJudgedBy(async (data, size) => {
  const problem =
    data.subarray(0, 5).toString('latin1') === '%PDF-'
      ? pdfProblem(data, size, MAX_ATTACHMENT_BYTES)
      : await imageProblem(data, size, MAX_ATTACHMENT_BYTES)
  if (problem === 'tooLarge') return 'tooLargeAttachment'
  return problem === 'notImage' ? 'notPdfOrImage' : problem
})
