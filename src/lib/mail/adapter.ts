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
      const sent = await transport.sendMail({ from: `${from().defaultFromName} <${from().defaultFromAddress}>`, ...message })
      payload.logger.info({ mail: JSON.parse(sent.message.toString()) }, 'Mail logged (set SMTP_URL to send it)')
      return sent
    },
  }
}

/** Real SMTP when SMTP_URL is set (tests point it at their in-process server), else the log. */
export const mailAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  process.env.SMTP_URL
    ? nodemailerAdapter({ ...from(), transport: nodemailer.createTransport(process.env.SMTP_URL), skipVerify: true })
    : logAdapter
