import type { SeedPage } from '../types'

/** /ivy: the three Ivy League house packages. */
export const ivyPage: SeedPage = {
  path: 'ivy',
  title: { en: 'Ivy League packages', zh: '常春藤申请套餐' },
  description: {
    en: 'Ivy League and Oxbridge admissions packages from former admissions officers: Foundation, Excellence and Legacy.',
    zh: '由前招生官提供的常春藤与牛剑申请套餐：基础版、卓越版与传承版。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: { en: 'Ivy League and Oxbridge', zh: '常春藤与牛剑' },
      heading: { en: 'Ivy League admissions packages', zh: '常春藤申请套餐' },
      lead: {
        en: 'Three levels of support from former Ivy League and Oxbridge admissions officers, from a focused plan to a full team of experts.',
        zh: '由常春藤及牛剑前招生官提供三个层级的申请支持：从精准规划到专家团队全程护航。',
      },
      actions: [
        {
          kind: 'consultation',
          label: { en: 'Start Free Consultation', zh: '开始免费咨询' },
          appearance: 'primary',
        },
      ],
    },
    {
      blockType: 'packageTiers',
      heading: { en: 'Choose your package', zh: '选择您的套餐' },
      lead: {
        en: 'Not sure which level fits? A free consultation will help you decide.',
        zh: '不确定哪个套餐适合您？先预约一次免费咨询，我们帮您判断。',
      },
      packages: ['ivy-foundation', 'ivy-excellence', 'ivy-legacy'],
      actionLabel: { en: 'Choose this plan', zh: '选择此套餐' },
    },
    {
      blockType: 'coachCards',
      display: 'grid',
      source: 'specialty',
      specialty: 'ivy-league',
      limit: 6,
      heading: { en: 'Your Ivy League coaches', zh: '您的藤校导师' },
      lead: {
        en: 'Former admissions officers who have read applications at the schools on your list.',
        zh: '他们曾在您名单上的学校审阅申请。',
      },
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Life Blueprint', zh: '人生蓝图' },
      body: {
        en: 'Beyond admission: long-term planning for study, internships and career, with the same advisors.',
        zh: '不止于录取：由同一批顾问为您规划学业、实习与职业发展的长远蓝图。',
      },
      actions: [
        {
          kind: 'lifeBlueprint',
          label: { en: 'Start Life Blueprint', zh: '开启人生蓝图' },
          appearance: 'primary',
        },
        {
          kind: 'consultation',
          label: { en: 'Start Free Consultation', zh: '开始免费咨询' },
          appearance: 'secondary',
        },
      ],
    },
  ],
}
