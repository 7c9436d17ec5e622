import { toast } from '@/components/ui/toast'

/**
 * Puts `text` on the clipboard and says so in a toast, or that it did not work (no clipboard
 * outside a secure page, or refused): the text is on the page to select by hand.
 */
export async function copyText(text: string, words: { done: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(words.done)
  } catch {
    toast.error(words.failed)
  }
}
