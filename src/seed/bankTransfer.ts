import type { Payload } from 'payload'

/** The demo's bank details, plainly a demo: an operator enters their own in Site settings → Payments. */
const instructions = {
  en: 'Account name: EduBridge Education Consulting (demo)\nBank: Example Bank, Shanghai Pudong Branch\nAccount number: 6222 0000 0000 0000 (demo: do not pay into it)\nSWIFT: EXAMCNSH',
  zh: '户名：育桥教育咨询（演示）\n开户行：示例银行上海浦东支行\n账号：6222 0000 0000 0000（演示账户，请勿汇款）\nSWIFT：EXAMCNSH',
}

/** Idempotent: fills the bank-transfer instructions of the demo once, in both languages. */
export async function seedBankTransfer(payload: Payload) {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    locale: 'en',
    fallbackLocale: false,
  })
  if (current.payments?.bankTransferInstructions) return
  for (const locale of ['en', 'zh'] as const)
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { payments: { bankTransferInstructions: instructions[locale], bankTransferDays: 3 } },
    })
}
