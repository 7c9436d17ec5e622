import { describe, expect, it } from 'vitest'

import { defaultPoolSize } from '@/lib/db/pool'
import { webConcurrency } from '@/lib/webConcurrency'
import { heapLimitFlag, runsJobs, webHeapMegabytes } from '@/server/webProcesses'

describe('web processes', () => {
  it('runs one per core unless WEB_CONCURRENCY says a whole number from 1 up', () => {
    expect(webConcurrency({}, 2)).toBe(2)
    expect(webConcurrency({ WEB_CONCURRENCY: '3' }, 2)).toBe(3)
    expect(webConcurrency({ WEB_CONCURRENCY: '1' }, 8)).toBe(1)
    for (const wrong of ['0', '-2', '1.5', 'many', ''])
      expect(webConcurrency({ WEB_CONCURRENCY: wrong }, 4)).toBe(4)
    expect(webConcurrency({ WEB_CONCURRENCY: '500' }, 4)).toBe(16)
  })

  it('gives each process an explicit heap limit', () => {
    expect(webHeapMegabytes({})).toBe(384)
    expect(webHeapMegabytes({ WEB_HEAP_MB: '700' })).toBe(700)
    expect(webHeapMegabytes({ WEB_HEAP_MB: '12' })).toBe(384)
    expect(heapLimitFlag({ WEB_HEAP_MB: '640' })).toBe('--max-old-space-size=640')
  })

  it('starts the job runner in the first process only, and in none when a worker runs jobs', () => {
    expect(runsJobs({})).toBe(true)
    expect(runsJobs({ WEB_PROCESS: '0' })).toBe(true)
    expect(runsJobs({ WEB_PROCESS: '1' })).toBe(false)
    expect(runsJobs({ WEB_PROCESS: '0', JOB_RUNNER: 'worker' })).toBe(false)
  })

  it('sizes each database pool so all processes stay within 80 connections', () => {
    expect(defaultPoolSize(1)).toBe(20)
    expect(defaultPoolSize(2)).toBe(20)
    expect(defaultPoolSize(8)).toBe(10)
    expect(defaultPoolSize(16)).toBe(5)
  })
})
