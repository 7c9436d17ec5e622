import type { Payload } from 'payload'
import QRCode from 'qrcode'
import sharp from 'sharp'

import { upload } from './helpers'

/** A scannable QR code for the office WeChat ID in site settings, shown on the Chinese contact page. */
export async function seedWechatQr(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.wechatQr || !settings.wechatId) return false
  const svg = await QRCode.toString(`weixin://contacts/profile/${settings.wechatId}`, {
    type: 'svg',
    margin: 2,
    width: 480,
  })
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const id = await upload(
    payload,
    { data, mimetype: 'image/png', name: 'wechat-qr.png', size: data.length },
    {
      en: `WeChat QR code for ${settings.wechatId}`,
      zh: `微信号 ${settings.wechatId} 的二维码`,
    },
  )
  await payload.updateGlobal({ slug: 'site-settings', data: { wechatQr: id } })
  return true
}
