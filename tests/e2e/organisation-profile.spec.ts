import { expect, type Page, test } from '@playwright/test'

import {
  certifiedInstitution,
  createUser,
  ownNetwork,
  photoFile,
  signIn,
  waitForHydration,
} from './helpers'

test.beforeEach(({ context }) => ownNetwork(context))

/** Signs in through the login page and lands on `path`, hydrated. */
async function signedInAt(page: Page, account: { email: string; password: string }, path: string) {
  await page.goto(`/my-account-login?redirect=${encodeURIComponent(path)}`)
  await signIn(page, account.email, account.password)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await waitForHydration(page)
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

test('an institution fills in its profile section by section, with Save all, and adds a service manager', async ({
  page,
  request,
}) => {
  const account = await certifiedInstitution(request)
  await signedInAt(page, account, '/user/cm')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisation management')
  const menu = page.getByRole('navigation', { name: 'Account menu' })
  await expect(menu.getByRole('link', { name: /^cm/ })).toHaveAttribute('aria-current', 'page')
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1)

  const core = section(page, 'Core information')
  const chinese = section(page, 'Chinese information')
  const english = section(page, 'English information')
  await expect(core.getByTestId('licence-number')).toHaveText(account.licenceNumber)

  // Any section before the core's first save is asked to wait for it.
  await chinese.getByLabel('Chinese short description or slogan').fill('留学，准备充分。')
  await chinese.getByRole('button', { name: 'Save' }).click()
  await expect(
    chinese.getByText('Please save Core Information first to get an Organization ID.'),
  ).toBeVisible()

  // The core: its own checks, then its first save.
  await core.getByLabel('Establishment year').fill('1700')
  await core.getByRole('button', { name: 'Save' }).click()
  await expect(
    core.getByText('Establishment year must be a year between 1800 and this year.'),
  ).toBeVisible()
  await expect(core.getByText('Industry is required.')).toBeVisible()
  await core.getByLabel('Establishment year').fill('1998')
  await core.getByLabel('Industry').selectOption({ label: 'Education' })
  await core.getByLabel('Website').fill('https://harbour.example.com')
  await core.getByLabel('Logo').setInputFiles(await photoFile('logo.png', 'png'))
  await core.getByRole('button', { name: 'Save' }).click()
  await expect(core.getByText('Organization information submitted successfully!')).toBeVisible()
  await expect(core.getByRole('img', { name: /Harbour Study Centre/ })).toBeVisible()
  await core.getByLabel('Website').fill('https://harbour.example.com/en')
  await core.getByRole('button', { name: 'Save' }).click()
  await expect(core.getByText('Organization information updated successfully!')).toBeVisible()

  // Save all: the Chinese section misses its certifications and says so; the page says some failed.
  await english
    .getByLabel('English short description or slogan')
    .fill('Study abroad, well prepared.')
  await english
    .getByLabel('List of English certifications (one per line)')
    .fill('ISO 9001\nMember of the agents association')
  // The region is written in each language, like the address.
  await english.getByLabel('English region').fill('Pudong, Shanghai')
  await page.getByRole('button', { name: 'Save all' }).click()
  await expect(page.getByText('Some information failed to submit, please check.')).toBeVisible()
  await expect(chinese.getByText('List of Chinese certifications is required.')).toBeVisible()
  await expect(english.getByText('English information saved.')).toBeVisible()

  await chinese.getByLabel('List of Chinese certifications (one per line)').fill('ISO 9001')
  await chinese.getByLabel('Chinese name').fill('港湾留学中心')
  await chinese.getByLabel('Chinese region').fill('上海浦东')
  await page.getByRole('button', { name: 'Save all' }).click()
  await expect(page.getByText('All changes saved.')).toBeVisible()
  await expect(chinese.getByText('Chinese information saved.')).toBeVisible()

  // Both languages complete: the profile may go public.
  const display = section(page, 'Public display')
  await display.getByLabel('Show the public profile').check()
  await display.getByRole('button', { name: 'Save' }).click()
  await expect(display.getByText('Public display setting saved.')).toBeVisible()

  // A social link needs both its platform and an http(s) address.
  const social = section(page, 'Social media links')
  await social.getByRole('button', { name: 'Add a link' }).click()
  await social.getByLabel('Platform').fill('WeChat')
  await social.getByLabel('Homepage URL').fill('weixin')
  await social.getByRole('button', { name: 'Save' }).click()
  await expect(
    social.getByText('Homepage URL must be a web address starting with http:// or https://.'),
  ).toBeVisible()
  await social.getByLabel('Homepage URL').fill('https://weixin.example.com/harbour')
  await social.getByRole('button', { name: 'Save' }).click()
  await expect(social.getByText('Social media links saved.')).toBeVisible()

  // A service manager.
  await page.getByRole('link', { name: 'Add a service manager' }).click()
  await expect(page).toHaveURL(/\/user\/cm\/info$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add service manager' }).click()
  await expect(page.getByText('Chinese name is required.')).toBeVisible()
  await expect(page.getByText('At least one business area is required.')).toBeVisible()
  await page.getByLabel('Chinese name').fill('李娜')
  await page.getByLabel('English name').fill('Li Na')
  await page.getByLabel('Phone', { exact: true }).fill('+86 138 0000 0000')
  await page.getByLabel('Study tour').check()
  await page.getByLabel('Photo').setInputFiles(await photoFile('li-na.jpg'))
  await page.getByRole('button', { name: 'Add service manager' }).click()
  await expect(page.getByText('Service manager added.')).toBeVisible()
  await expect(page).toHaveURL(/\/user\/cm$/)
  const managers = page.getByTestId('service-managers')
  await expect(managers.getByRole('heading', { name: 'Li Na' })).toBeVisible()
  await expect(managers.getByText('Study tour')).toBeVisible()
  await expect(managers.getByTestId('manager-rating')).toHaveText('Not rated yet')
  await expect(menu.getByRole('link', { name: /^cm/ })).toHaveAttribute('aria-current', 'page')
})

test('in Chinese: the core-first message, the first core save and a failed Save all', async ({
  page,
  request,
}) => {
  const account = await certifiedInstitution(request)
  await signedInAt(page, account, '/zh/user/cm')
  const core = section(page, '核心信息')
  const chinese = section(page, '中文信息')
  await chinese.getByLabel('中文一句话简介').fill('留学，准备充分。')
  await page.getByRole('button', { name: '全部保存' }).click()
  await expect(chinese.getByText('请先保存核心信息以获取机构 ID。')).toBeVisible()
  await expect(page.getByText('部分信息提交失败，请检查。')).toBeVisible()

  await core.getByLabel('成立年份').fill('1998')
  await core.getByLabel('行业').selectOption({ label: '教育' })
  await core.getByRole('button', { name: '保存' }).click()
  await expect(core.getByText('机构信息提交成功！')).toBeVisible()

  await chinese.getByRole('button', { name: '保存' }).click()
  await expect(chinese.getByText('请填写中文资质认证。')).toBeVisible()
  await expect(chinese.getByText('请检查本部分标出的字段。')).toBeVisible()

  await page.getByRole('link', { name: '添加服务顾问' }).click()
  await expect(page).toHaveURL(/\/zh\/user\/cm\/info$/)
  await waitForHydration(page)
  await page.getByRole('button', { name: '添加服务顾问' }).click()
  await expect(page.getByText('请填写中文姓名。')).toBeVisible()
})

test('a student is told the page is for organisations; an uncertified organisation is sent to certify', async ({
  page,
  request,
}) => {
  const student = await createUser(request, ['student'])
  await signedInAt(page, student, '/user/cm')
  await expect(page.getByTestId('no-organisation')).toHaveText(
    'Organisation management is for school, employer and education institution accounts.',
  )
  const menu = page.getByRole('navigation', { name: 'Account menu' })
  await expect(menu.getByRole('link', { name: /^My applications/ })).toHaveAttribute(
    'href',
    '/user/applications',
  )
  await expect(menu.getByRole('link', { name: /^cm/ })).toHaveCount(0)

  await page.context().clearCookies()
  const employer = await createUser(request, ['employer'])
  await signedInAt(page, employer, '/user/cm')
  await expect(page.getByRole('link', { name: 'Certify your organisation' })).toHaveAttribute(
    'href',
    '/user/certify',
  )
  await expect(menu.getByRole('link', { name: /^post a job/ })).toHaveAccessibleDescription(
    'For certified employers',
  )
  await expect(menu.getByRole('link', { name: /^Study abroad/ })).toHaveCount(0)
})
