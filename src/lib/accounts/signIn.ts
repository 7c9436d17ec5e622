import config from '@payload-config'
import { login } from '@payloadcms/next/auth'

/** Signs in (HTTP-only session cookie) with the password just chosen; false when it does not match. Not a server action. */
export async function signInQuietly(email: string, password: string): Promise<boolean> {
  try {
    await login({ collection: 'users', config, email, password })
    return true
  } catch {
    return false
  }
}
