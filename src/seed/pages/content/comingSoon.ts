import type { SeedPage } from '../types'

/** /coming-soon: a short holding page for services not yet launched. */
export const comingSoonPage: SeedPage = {
  path: 'coming-soon',
  title: { en: 'Coming soon', zh: '敬请期待' },
  description: {
    en: 'New EduBridge services are on their way.',
    zh: '育桥教育更多新服务即将上线。',
  },
  layout: [
    {
      blockType: 'hero',
      heading: { en: 'New services are coming soon', zh: '新服务即将上线' },
      lead: {
        en: 'We are preparing new ways to help you study, travel and build your career. Check back soon.',
        zh: '我们正在筹备更多助力学业、游学与职业发展的新服务，敬请期待。',
      },
    },
    {
      blockType: 'richText',
      content: [
        {
          p: {
            en: 'In the meantime, our advisors are available for admissions consulting, study tours, tutoring and internships. Tell us what you are looking for and we will let you know as soon as the new service opens.',
            zh: '在此期间，我们的顾问仍可为您提供升学咨询、游学、学业辅导和实习服务。告诉我们您的需求，新服务上线后我们会第一时间通知您。',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Need help now?', zh: '现在就需要帮助？' },
      body: {
        en: 'Book a free consultation and an advisor will contact you within 2 hours.',
        zh: '预约免费咨询，顾问将在 2 小时内与您联系。',
      },
      actions: [
        {
          kind: 'consultation',
          label: { en: 'Start Free Consultation', zh: '开始免费咨询' },
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: { en: 'Back to Homepage', zh: '返回首页' },
          href: '/',
          appearance: 'secondary',
        },
      ],
    },
  ],
}
