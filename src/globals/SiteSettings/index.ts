import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { bi } from '@/fields/bilingualLabel'
import { figureRows } from '@/fields/figureRows'
import { localizedText } from '@/fields/localizedText'
import { navItems } from '@/fields/navItems'
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
