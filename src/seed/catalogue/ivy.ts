import type { SeedPackage } from './types'

/** The three Ivy house packages, Foundation, Excellence and Legacy (no coach: delivered by a team of experts). */
export const ivyPackages: SeedPackage[] = [
  {
    slug: 'ivy-foundation',
    category: 'ivy',
    title: { en: 'Foundation', zh: '基础版' },
    summary: {
      en: 'Essential Ivy League guidance: 6 consultation sessions and 4 interview sessions with a former admissions officer.',
      zh: '常春藤申请核心指导：与前招生官进行 6 次咨询与 4 次面试辅导。',
    },
    description: [
      {
        p: {
          en: 'For students with a clear direction who want an expert to sharpen their strategy, essays and interviews.',
          zh: '适合方向明确、希望由专家打磨申请策略、文书与面试的学生。',
        },
      },
    ],
    services: [
      { en: '6 one-to-one consultation sessions', zh: '6 次一对一咨询' },
      { en: '4 mock interview sessions with feedback', zh: '4 次模拟面试及反馈' },
      { en: 'School list review', zh: '选校名单评估' },
      { en: 'Main essay feedback (two rounds)', zh: '主文书两轮修改意见' },
    ],
    startingAt: 8088,
    serviceFee: 0,
    coachingHours: 10,
  },
  {
    slug: 'ivy-excellence',
    category: 'ivy',
    title: { en: 'Excellence', zh: '卓越版' },
    summary: {
      en: 'Our most popular plan: full application strategy, every essay and interview preparation, start to finish.',
      zh: '最受欢迎的方案：从规划到递交，全程负责申请策略、全部文书与面试准备。',
    },
    description: [
      {
        p: {
          en: 'A dedicated former admissions officer leads your whole application season, from activity planning to the final decision.',
          zh: '由一位前招生官全程主导您的申请季，从活动规划一直陪伴到最终录取结果。',
        },
      },
    ],
    services: [
      { en: 'Personal application strategy and timeline', zh: '个性化申请策略与时间规划' },
      { en: 'Unlimited essay editing for up to 12 schools', zh: '最多 12 所学校的文书不限次修改' },
      { en: 'Activity list and recommendation planning', zh: '活动列表与推荐信规划' },
      { en: 'Interview coaching until the last interview', zh: '面试辅导直至最后一场面试' },
      { en: 'Waitlist and deferral support', zh: '候补与延迟录取支持' },
    ],
    startingAt: 12888,
    serviceFee: 0,
    coachingHours: 40,
    mostPopular: true,
  },
  {
    slug: 'ivy-legacy',
    category: 'ivy',
    title: { en: 'Legacy', zh: '传承版' },
    summary: {
      en: 'A team of 3–5 experts for the most ambitious applicants: multi-year planning, research and portfolio guidance.',
      zh: '由 3–5 位专家组成的团队，为目标最高的申请者提供多年规划、科研与作品集指导。',
    },
    description: [
      {
        p: {
          en: 'Starting as early as grade 9, a team of 3–5 experts shapes academics, research, competitions and applications.',
          zh: '最早从九年级开始，由 3–5 位专家共同规划学业、科研、竞赛与申请。',
        },
      },
    ],
    services: [
      {
        en: 'A team of 3–5 experts, including former admissions officers',
        zh: '3–5 位专家团队，包括前招生官',
      },
      { en: 'Multi-year academic and extracurricular plan', zh: '多年学业与课外活动规划' },
      { en: 'Research project and competition mentoring', zh: '科研项目与竞赛指导' },
      { en: 'Complete application management for all schools', zh: '全部学校的申请全程管理' },
      { en: 'Summer programme and internship placement', zh: '夏校与实习安排' },
    ],
    startingAt: 56800,
    serviceFee: 0,
    coachingHours: 200,
  },
]
