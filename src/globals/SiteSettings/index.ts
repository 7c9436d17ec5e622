import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { signedInField } from '@/access/signedInField'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { figureRows } from '@/fields/figureRows'
import { localizedText } from '@/fields/localizedText'
import { navItems } from '@/fields/navItems'
import { isTileUrl, mapProviders } from '@/lib/maps/config'
import { coordinatesField } from '@/collections/Universities/coordinatesField'
import { isProfileUrl } from '@/lib/validation/socialProfile'

import { expireSiteSettings } from './hooks/expireSiteSettings'

export const socialPlatforms = [
  'wechat',
  'weibo',
  'xiaohongshu',
  'linkedin',
  'instagram',
  'facebook',
  'youtube',
  'x',
] as const

/** Brand, marketing figures, contacts and menus shown on every page, in both languages. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: bi('Site settings', '站点设置'),
  admin: { group: bi('Site', '站点') },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [expireSiteSettings] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: bi('Brand', '品牌'),
          fields: [
            localizedText('brandName', { required: true, label: bi('Brand name', '品牌名称') }),
            localizedText('tagline', { label: bi('Tagline', '标语') }),
            figureRows('figures', bi('Marketing figures', '宣传数据')),
          ],
        },
        {
          label: bi('Contact', '联系方式'),
          fields: [
            { name: 'contactEmail', type: 'email', label: bi('Contact e-mail', '联系邮箱') },
            { name: 'contactPhone', type: 'text', label: bi('Contact phone', '联系电话') },
            { name: 'wechatId', type: 'text', label: bi('WeChat ID', '微信号') },
            {
              name: 'wechatQr',
              type: 'upload',
              relationTo: 'media',
              label: bi('WeChat QR code', '微信二维码'),
            },
            localizedText('address', { label: bi('Office address', '办公地址') }),
            coordinatesField('officeLocation', bi('Office location', '办公地点坐标')),
            {
              name: 'socialLinks',
              type: 'array',
              label: bi('Social links', '社交媒体'),
              maxRows: 10,
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'platform',
                      type: 'select',
                      required: true,
                      label: bi('Platform', '平台'),
                      options: socialPlatforms.map((value) => ({ value, label: value })),
                    },
                    {
                      name: 'url',
                      type: 'text',
                      required: true,
                      label: bi('URL', '网址'),
                      admin: {
                        description: bi(
                          'The address of our own page on the network, e.g. https://www.linkedin.com/company/…; the footer shows a link only for the networks listed here',
                          '我们在该平台上自己主页的网址，例如 https://www.linkedin.com/company/…；页脚只显示此处列出的平台链接',
                        ),
                      },
                      // A network's bare home page sends the visitor away without finding us there.
                      validate: (value: string | null | undefined) =>
                        isProfileUrl(value)
                          ? true
                          : 'Enter the full address of our own page, not the network’s home page / 请填写我们自己主页的完整网址，而不是平台首页',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: bi('Payments', '付款'),
          fields: [
            {
              name: 'payments',
              type: 'group',
              label: bi('Bank transfer', '银行转账'),
              // The account details are for members with an order, not for every visitor's API call.
              access: { read: signedInField },
              admin: {
                description: bi(
                  'Shown on an order awaiting a bank transfer and in its mail. Card, Alipay and WeChat Pay are offered when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (docs/PAYMENTS.md).',
                  '显示在等待银行转账的订单页面及邮件中。设置 STRIPE_SECRET_KEY 和 STRIPE_WEBHOOK_SECRET 后，还可使用银行卡、支付宝和微信支付（见 docs/PAYMENTS.md）。',
                ),
              },
              fields: [
                {
                  name: 'bankTransferInstructions',
                  type: 'textarea',
                  localized: true,
                  maxLength: 2000,
                  label: bi('Instructions', '转账说明'),
                  admin: {
                    description: bi(
                      'Account name, bank, account number or IBAN, SWIFT; the order’s reference is shown beside them',
                      '收款户名、开户行、账号或 IBAN、SWIFT；订单号会显示在旁边',
                    ),
                  },
                },
                {
                  name: 'bankTransferDays',
                  type: 'number',
                  min: 1,
                  max: 30,
                  defaultValue: 3,
                  label: bi('Days to pay', '付款期限（天）'),
                  admin: {
                    description: bi(
                      'After these days an unpaid order expires and frees the session time it held',
                      '超过期限未付款的订单将过期，并释放其暂留的课时',
                    ),
                  },
                },
              ],
            },
          ],
        },
        {
          label: bi('Map', '地图'),
          fields: [
            {
              name: 'maps',
              type: 'group',
              label: bi('Maps service', '地图服务'),
              admin: {
                description: bi(
                  'The map on the contact page and university pages. The environment variables MAPS_PROVIDER, MAPS_KEY, MAPS_TILE_URL and MAPS_TILE_KEY take precedence over these fields. Without a service the pages show the address and a link to an online map.',
                  '联系页面和大学页面上的地图。环境变量 MAPS_PROVIDER、MAPS_KEY、MAPS_TILE_URL 和 MAPS_TILE_KEY 优先于此处的设置。未设置地图服务时，页面显示地址和在线地图链接。',
                ),
              },
              fields: [
                {
                  name: 'provider',
                  type: 'select',
                  defaultValue: 'none',
                  label: bi('Service', '服务'),
                  options: mapProviders.map((value) => ({
                    value,
                    label: {
                      none: bi('None: address and link only', '不显示地图：仅地址和链接'),
                      auto: bi(
                        'AMap on the Chinese site, OpenStreetMap on the English site',
                        '中文站用高德地图，英文站用 OpenStreetMap',
                      ),
                      amap: bi('AMap (高德)', '高德地图'),
                      osm: bi('OpenStreetMap (Leaflet)', 'OpenStreetMap（Leaflet）'),
                    }[value],
                  })),
                },
                {
                  name: 'amapKey',
                  type: 'text',
                  label: bi('AMap Web JS API key', '高德 Web 端 JS API Key'),
                  admin: {
                    description: bi(
                      'A key of type "Web (JS API)" from the AMap open platform, restricted to this site’s domain; it is visible in the page',
                      '高德开放平台“Web 端（JS API）”类型的 Key，请限定为本站域名；该 Key 会出现在页面中',
                    ),
                  },
                },
                {
                  name: 'tileUrl',
                  type: 'text',
                  label: bi('OpenStreetMap tile URL', 'OpenStreetMap 瓦片地址'),
                  admin: {
                    description: bi(
                      'Empty: https://tile.openstreetmap.org/{z}/{x}/{y}.png. Another tile server, e.g. MapTiler: https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}',
                      '留空即使用 https://tile.openstreetmap.org/{z}/{x}/{y}.png。也可填写其他瓦片服务，例如 MapTiler：https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}',
                    ),
                  },
                  validate: (value: string | null | undefined) =>
                    !value || isTileUrl(value)
                      ? true
                      : 'Enter an https:// address with {z}, {x} and {y} / 请填写包含 {z}、{x}、{y} 的 https:// 地址',
                },
                {
                  name: 'tileKey',
                  type: 'text',
                  label: bi('Tile server key', '瓦片服务 Key'),
                  admin: {
                    description: bi('Replaces {key} in the tile URL', '用于替换瓦片地址中的 {key}'),
                  },
                },
              ],
            },
          ],
        },
        {
          label: bi('Navigation', '导航'),
          fields: [
            navItems('headerNav', bi('Header menu', '页眉菜单')),
            {
              name: 'footerNav',
              type: 'array',
              label: bi('Footer columns', '页脚栏目'),
              maxRows: 5,
              fields: [
                localizedText('title', { required: true, label: bi('Column title', '栏目标题') }),
                navItems('links', bi('Links', '链接')),
              ],
            },
          ],
        },
      ],
    },
  ],
}
