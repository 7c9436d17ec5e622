import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

const from = () => ({
  defaultFromAddress: process.env.MAIL_FROM ?? 'no-reply@edubridge.local',
  defaultFromName: process.env.MAIL_FROM_NAME ?? 'EduBridge 育桥教育',
})

/** Without SMTP_URL, mails are rendered by nodemailer and written to the server log instead of sent. */
const logAdapter: EmailAdapter = ({ payload }) => {
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return {
    ...from(),
    name: 'server-log',
    sendEmail: async (message) => {
      const sent = await transport.sendMail({
        from: `${from().defaultFromName} <${from().defaultFromAddress}>`,
        ...message,
      })
      payload.logger.info(
        { mail: JSON.parse(sent.message.toString()) },
        'Mail logged (set SMTP_URL to send it)',
      )
      return sent
    },
  }
}

/**
 * SMTP_URL with time limits unless it sets its own: a server that accepts the connection and then
 * stalls fails the send (and the job retries) within seconds, not nodemailer's default minutes.
 */
export function smtpUrlWithTimeouts(smtpUrl: string) {
  const url = new URL(smtpUrl)
  const limits = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' }
  for (const [name, value] of Object.entries(limits))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  return url.toString()
}

/** Real SMTP when SMTP_URL is set (tests point it at their in-process server), else the log. */
export const mailAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  process.env.SMTP_URL
    ? nodemailerAdapter({
        ...from(),
        transport: nodemailer.createTransport(smtpUrlWithTimeouts(process.env.SMTP_URL)),
        skipVerify: true,
      })
    : logAdapter
