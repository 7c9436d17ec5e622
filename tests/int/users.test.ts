import { Forbidden, NotFound, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { Users } from '@/collections/Users'

import { openForFile } from './openForFile'
import { createUser } from './payload'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

const canOpenAdmin = (user: unknown) =>
  (Users.access!.admin as (args: { req: { user: unknown } }) => boolean)({ req: { user } })

const createError = async (password: string, locale?: 'en' | 'zh') => {
  try {
    await payload.create({
      collection: 'users',
      locale,
      data: { email: `pw-${Date.now()}@test.local`, password, roles: ['student'] },
    })
    return null
  } catch (error) {
    return (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors?.[0]
  }
}

describe('password rules (SPEC §5) on the server', () => {
  it('refuses passwords outside 8–16 characters with the spec message', async () => {
    expect(await createError('abc123')).toEqual({
      path: 'password',
      message: 'Password must be between 8 and 16 characters.',
    })
    expect(await createError('abcdefgh12345678x')).toMatchObject({
      message: 'Password must be between 8 and 16 characters.',
    })
  })

  it('refuses passwords without both letters and digits', async () => {
    expect(await createError('onlyletters')).toMatchObject({
      message: 'Password must be a combination of numbers and letters.',
    })
    expect(await createError('1234567890')).toMatchObject({
      message: 'Password must be a combination of numbers and letters.',
    })
  })

  it('answers in Chinese for a zh request', async () => {
    expect(await createError('abc', 'zh')).toMatchObject({
      message: '密码长度须为 8 到 16 个字符。',
    })
  })

  it('applies the rules when a password is changed, not only at sign-up', async () => {
    const { user } = await createUser(payload, ['student'])
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'short' } }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      status: 400,
      data: {
        errors: [{ path: 'password', message: 'Password must be between 8 and 16 characters.' }],
      },
    })
    await expect(
      payload.update({ collection: 'users', id: user.id, data: { password: 'Longer123' } }),
    ).resolves.toBeTruthy()
  })

  it('accepts a valid password and lets the user sign in with it', async () => {
    const { email, password } = await createUser(payload, ['student'], 'Abcdef12')
    const result = await payload.login({ collection: 'users', data: { email, password } })
    expect(result.token).toBeTruthy()
  })
})

describe('roles and access', () => {
  it('lets only staff roles into the admin panel', async () => {
    for (const role of ['admin', 'editor', 'reviewer'] as const)
      expect(canOpenAdmin({ roles: [role] })).toBe(true)
    for (const role of ['student', 'school', 'employer', 'institution'] as const)
      expect(canOpenAdmin({ roles: [role] })).toBe(false)
    expect(canOpenAdmin(null)).toBe(false)
  })

  it('does not let a member grant themselves a staff role', async () => {
    const { user } = await createUser(payload, ['student'])
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { roles: ['admin'] },
      user,
      overrideAccess: false,
    })
    const reread = await payload.findByID({ collection: 'users', id: user.id })
    expect(reread.roles).toEqual(['student'])
  })

  it('does not let a member read or change another member', async () => {
    const { user: alice } = await createUser(payload, ['student'])
    const { user: bob } = await createUser(payload, ['school'])
    await expect(
      payload.findByID({ collection: 'users', id: bob.id, user: alice, overrideAccess: false }),
    ).rejects.toBeInstanceOf(NotFound)
    const visible = await payload.find({ collection: 'users', user: alice, overrideAccess: false })
    expect(visible.docs.map((u) => u.id)).toEqual([alice.id])
    await expect(
      payload.update({
        collection: 'users',
        id: bob.id,
        data: { firstName: 'X' },
        user: alice,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('lets only an admin unlock a locked account', async () => {
    const { user: member } = await createUser(payload, ['student'])
    const { user: editor } = await createUser(payload, ['editor'])
    const { user: admin } = await createUser(payload, ['admin'])
    // The generated auth-operation type asks for a password that unlock never reads.
    const data = { email: member.email } as { email: string; password: string }
    await expect(
      payload.unlock({ collection: 'users', data, req: { user: editor }, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.unlock({ collection: 'users', data, req: { user: admin }, overrideAccess: false }),
    ).resolves.toBe(true)
  })

  it('lets editors but not members or anonymous visitors change site settings', async () => {
    const { user: editor } = await createUser(payload, ['editor'])
    const { user: member } = await createUser(payload, ['employer'])
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { wechatId: 'hacked' },
        user: member,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { wechatId: 'hacked' },
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { brandName: 'EduBridge', wechatId: 'EduBridge_Team' },
      user: editor,
      overrideAccess: false,
    })
    expect(saved.wechatId).toBe('EduBridge_Team')
    // The brand name is required, and Chinese would fall back to this English one: later files read it in Chinese.
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'zh',
      data: { brandName: '育桥教育' },
    })
  })
})
