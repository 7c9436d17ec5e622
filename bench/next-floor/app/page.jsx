import { connection } from 'next/server'

// Rendered on every request (never prerendered, never cached): the least a per-request page costs.
export default async function Page() {
  await connection()
  return <p>{new Date().toISOString()}</p>
}
