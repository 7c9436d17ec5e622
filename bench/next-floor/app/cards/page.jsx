import { connection } from 'next/server'

// Server-rendered markup only, as a list page's cards are (no client component, no props for the
// browser): what the browser-data share of its HTML is when Next alone decides it
// (bench/payload.ts).
const subjects = ['Robotics', 'Marine Biology', 'Computer Science', 'Creative Writing']
const titles = ['机器人夏令营', '海洋生物科研项目', '计算机科学冬令营', '创意写作工作坊']

export default async function Page() {
  await connection()
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Programmes</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 24 }, (_, i) => (
          <li
            key={i}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-bg shadow-sm transition-shadow hover:shadow-md"
          >
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand">
                Summer camp · United States
              </p>
              <h2 className="text-lg font-semibold leading-snug text-fg">
                <a
                  href={`/programme/${1000 + i}`}
                  className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  {subjects[i % 4]} Summer Camp {i + 1} · {titles[i % 4]}
                </a>
              </h2>
              <p className="line-clamp-3 text-sm text-fg-muted">
                Two weeks of hands-on projects with university mentors, a final showcase and a
                certificate. 两周动手项目，大学导师指导，结营展示并颁发证书。
              </p>
              <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-fg-muted">Starts</dt>
                  <dd className="font-medium text-fg">12 July 2027</dd>
                </div>
                <div>
                  <dt className="text-fg-muted">Price</dt>
                  <dd className="font-medium text-fg">US$4,800</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </main>
  )
}
