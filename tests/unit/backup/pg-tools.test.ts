import { describe, expect, it } from 'vitest'

import { dumpServes, toolConnection, toolMajor } from '../../../scripts/lib/backup/pgTools'

describe('PostgreSQL client tools', () => {
  it('reads the major version a tool reports', () => {
    expect(toolMajor('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n')).toBe(15)
    expect(toolMajor('pg_restore (PostgreSQL) 18.4\n')).toBe(18)
    expect(toolMajor('pg_dump 9000')).toBeNull()
  })

  it('uses pg_dump only when it is at least as new as the server', () => {
    expect(dumpServes({ command: 'pg_dump', major: 18 }, 18)).toBe(true)
    expect(dumpServes({ command: 'pg_dump', major: 19 }, 18)).toBe(true)
    expect(dumpServes({ command: 'pg_dump', major: 15 }, 18)).toBe(false)
    expect(dumpServes(null, 18)).toBe(false)
  })

  it('keeps the password out of the command line', () => {
    const { dbname, env } = toolConnection(
      'postgres://app:s%40cret@db.example:5432/portal?sslmode=require',
    )
    expect(dbname).toBe('postgres://app@db.example:5432/portal?sslmode=require')
    expect(env.PGPASSWORD).toBe('s@cret')
  })
})
