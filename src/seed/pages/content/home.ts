import type { SeedPage } from '../types'

/** The front page: hero, advisor carousel, figures, offers, articles and the final call to action. */
export const homePage: SeedPage = {
  path: 'home',
  title: { en: 'Home', zh: '首页' },
  description: {
    en: 'EduBridge: admissions consulting led by former admissions officers of elite universities, plus study tours, tutoring, internships and jobs.',
    zh: '育桥教育：由名校前招生官领衔的升学咨询，另有游学、学业辅导、实习与就业服务。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: {
        en: 'Admissions consulting by former admissions officers',
        zh: '名校前招生官领衔的升学规划',
      },
      heading: { en: "Your path to the world's top universities", zh: '通往世界顶尖大学之路' },
      lead: {
        en: 'Admissions consulting led by former admissions officers of elite universities — plus study tours, tutoring, internships and jobs, in English and Chinese.',
        zh: '由名校前招生官领衔的升学咨询，另有游学、学业辅导、实习与就业服务，中英双语全程陪伴。',
      },
      actions: [
        {
          kind: 'consultation',
          label: { en: 'Start Free Consultation', zh: '开始免费咨询' },
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: { en: 'Search coaches', zh: '搜索导师' },
          href: '/search',
          appearance: 'secondary',
        },
      ],
    },
    {
      blockType: 'coachCards',
      display: 'carousel',
      source: 'featured',
      heading: { en: 'Meet our former admissions officers', zh: '认识我们的前招生官' },
      lead: {
        en: 'They have read thousands of applications at the universities you are aiming for. Now they read yours.',
        zh: '他们曾在您心仪的大学审阅过成千上万份申请，如今为您的申请把关。',
      },
    },
    {
      blockType: 'figures',
      heading: { en: 'Results that speak for themselves', zh: '用成绩说话' },
    },
    {
      blockType: 'featureCards',
      heading: { en: 'Explore what we offer', zh: '探索我们的服务' },
      cards: [
        {
          icon: 'users',
          title: { en: 'Find a coach', zh: '寻找导师' },
          body: {
            en: 'Compare 40+ former admissions officers by university, specialty, reviews and packages.',
            zh: '按院校、专长、评价和套餐，对比 40 多位名校前招生官。',
          },
          href: '/search',
        },
        {
          icon: 'graduation-cap',
          title: { en: 'Admissions consulting', zh: '升学咨询' },
          body: {
            en: 'Undergraduate, graduate and transfer applications planned and reviewed by people who used to make the decisions.',
            zh: '本科、研究生及转学申请，由曾经亲手做录取决定的人为您规划和把关。',
          },
          href: '/study-abroad',
        },
        {
          icon: 'landmark',
          title: { en: 'Ivy League packages', zh: '藤校申请套餐' },
          body: {
            en: 'Three levels of support for Ivy League and Oxbridge applicants, from a focused plan to a full expert team.',
            zh: '为冲刺常春藤和牛剑的学生提供三档支持，从精准规划到专家团队全程护航。',
          },
          href: '/ivy',
        },
        {
          icon: 'plane',
          title: { en: 'Global study tours', zh: '全球游学' },
          body: {
            en: 'Visit leading campuses, sit in on classes and meet current students before you choose where to apply.',
            zh: '走进世界名校，旁听课堂、与在校生交流，在选校之前先亲身感受。',
          },
          href: '/study-tour',
        },
        {
          icon: 'book-open',
          title: { en: 'Academic tutoring', zh: '学业辅导' },
          body: {
            en: 'One-to-one tutoring for school subjects, AP, A-Level, IB and admissions tests.',
            zh: '校内课程、AP、A-Level、IB 及标化考试的一对一辅导。',
          },
          href: '/academic-tutoring',
        },
        {
          icon: 'laptop',
          title: { en: 'Online credit courses', zh: '在线学分课程' },
          body: {
            en: 'Take university-level courses online and earn credit that shows colleges you are ready.',
            zh: '在线修读大学水平课程并获得学分，向招生官证明您已做好准备。',
          },
          href: '/online-courses',
        },
        {
          icon: 'globe',
          title: { en: 'Global Scholars', zh: '全球学者计划' },
          body: {
            en: 'Dream-school immersion and a mentored Global Competence Certification with a capstone project.',
            zh: '梦校沉浸体验，加上导师指导、以结业课题收官的全球胜任力认证。',
          },
          href: '/global-scholars',
        },
        {
          icon: 'briefcase',
          title: { en: 'Go to China', zh: '来华发展' },
          body: {
            en: 'Internships and jobs in China for international students and graduates, with placement support.',
            zh: '面向国际学生和毕业生的来华实习与就业机会，并提供岗位对接支持。',
          },
          href: '/employment/go-to-china',
        },
      ],
    },
    {
      blockType: 'latestArticles',
      heading: { en: 'Latest from our advisors', zh: '顾问最新文章' },
      lead: {
        en: 'Practical advice on essays, school lists, interviews and life abroad.',
        zh: '关于文书、选校、面试和海外生活的实用建议。',
      },
      limit: 3,
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Start planning with a former admissions officer',
        zh: '与前招生官一起开始规划',
      },
      body: {
        en: 'Tell us about your goals and an advisor will contact you within 2 hours. The first consultation is free.',
        zh: '告诉我们您的目标，顾问将在 2 小时内与您联系。首次咨询完全免费。',
      },
      actions: [
        {
          kind: 'consultation',
          label: { en: 'Start Free Consultation', zh: '开始免费咨询' },
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: { en: 'Contact us', zh: '联系我们' },
          href: '/contact-us',
          appearance: 'secondary',
        },
      ],
    },
  ],
}
