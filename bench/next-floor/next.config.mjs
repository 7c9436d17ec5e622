// Built in a copy under .data/ by bench/nextFloor.ts, with webpack: Turbopack would take the
// project's own files (two levels up) for this app's.
const config = { poweredByHeader: false }

export default config
