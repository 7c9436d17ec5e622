/** Whom a question goes to and what it is about: askQuestion's input without the text and its id. */
export type AskTarget = {
  coach?: number
  organisation?: number
  offering?: number
  job?: number
  booking?: number
  application?: number
  /** The student a coach's account or an organisation's owner writes to (with the booking or application). */
  student?: number
}

/** The texts of the question's button and dialog, worded on the server (AskQuestionButton). */
export type AskWords = {
  /** The button's label ("Ask a question", "Message the coach"). */
  open: string
  /** Which one, for screen readers, where a list has several buttons. */
  which?: string
  title: string
  lead: string
  label: string
  send: string
  sending: string
  cancel: string
  close: string
  /** The link a visitor who is not signed in gets instead. */
  signIn: string
  /** The text's problems, checked before sending. */
  required: string
  tooLong: string
}
