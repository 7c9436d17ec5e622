import type { SeedPage } from '../types'

export const partnershipPage: SeedPage = {
  path: 'partnership',
  title: { en: 'Partner with EduBridge', zh: '与育桥教育合作' },
  description: {
    en: 'Schools, employers and education institutions can partner with EduBridge to publish programmes and jobs, host study tours and refer students.',
    zh: '学校、雇主与教育培训机构可与育桥教育合作，发布项目与职位、承接游学团并推荐学生。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: { en: 'Partnership', zh: '合作伙伴' },
      heading: {
        en: 'Reach motivated students and families',
        zh: '连接有目标、有行动力的学生与家庭',
      },
      lead: {
        en: 'Schools, employers and education institutions use EduBridge to publish programmes and jobs, host study tours and refer students. Register, get certified, and start publishing.',
        zh: '学校、雇主和教育培训机构可在育桥教育发布项目与职位、承接游学并推荐学生。注册、认证后即可开始发布。',
      },
      actions: [
        {
          kind: 'link',
          label: { en: 'Register your organisation', zh: '注册机构账号' },
          href: '/my-account-register',
        },
        {
          kind: 'link',
          label: { en: 'Talk to our partnership team', zh: '联系合作团队' },
          href: '/contact-us',
          appearance: 'secondary',
        },
      ],
    },
    {
      blockType: 'featureCards',
      heading: { en: 'Who we partner with', zh: '我们的合作对象' },
      lead: {
        en: 'Every organisation verifies with its business licence or registration documents, and our staff review each application before the account can publish.',
        zh: '所有机构均需凭营业执照或登记证明完成认证，经我们的工作人员审核通过后方可发布内容。',
      },
      cards: [
        {
          icon: 'school',
          title: { en: 'Schools', zh: '学校' },
          body: {
            en: 'Certify with your school’s registration documents to publish programmes and connect with students and employers.',
            zh: '提交学校办学资质完成认证后，即可发布项目，并与学生和用人单位建立联系。',
          },
          href: '/my-account-register',
        },
        {
          icon: 'briefcase',
          title: { en: 'Employers and education organisations', zh: '雇主与教育机构' },
          body: {
            en: 'Verify with your business licence to post jobs and internships and manage applicants from your dashboard.',
            zh: '凭营业执照完成认证后，即可发布全职与实习岗位，并在后台管理求职者。',
          },
          href: '/my-account-register',
        },
        {
          icon: 'globe',
          title: { en: 'Education institutions', zh: '教育培训机构' },
          body: {
            en: 'Submit your operating licence for review, then upload study tours and overseas programmes for our students.',
            zh: '提交经营许可证供审核，通过后即可为我们的学生上传游学及海外项目。',
          },
          href: '/my-account-register',
        },
      ],
    },
    {
      blockType: 'richText',
      content: [
        { h2: { en: 'How partnership works', zh: '合作流程' } },
        {
          ul: [
            {
              en: 'Register: create an account and choose the School, Employer/Education organisation or Education Institution role.',
              zh: '注册：创建账号，并选择“学校”“雇主/教育机构”或“教育培训机构”身份。',
            },
            {
              en: 'Certify: click “Certify Now” and upload your licence or registration documents. Our staff review every application.',
              zh: '认证：点击“立即认证”，上传营业执照或办学资质文件，由我们的工作人员逐一审核。',
            },
            {
              en: 'Publish: once approved, publish programmes, jobs, internships or study tours from your dashboard.',
              zh: '发布：审核通过后，即可在后台发布项目、职位、实习或游学产品。',
            },
            {
              en: 'Connect: students find your offers, and our advisors refer students whose goals match.',
              zh: '对接：学生可直接浏览您发布的内容，我们的顾问也会推荐目标相符的学生。',
            },
          ],
        },
        {
          p: {
            en: 'We only publish offers from verified organisations, so students and parents can trust what they see.',
            zh: '我们只发布已认证机构的内容，让学生和家长可以放心选择。',
          },
        },
      ],
    },
    {
      blockType: 'figures',
      heading: { en: 'Why partners choose EduBridge', zh: '合作伙伴为何选择育桥教育' },
    },
    {
      blockType: 'faq',
      heading: { en: 'Partnership questions', zh: '合作常见问题' },
      items: [
        {
          question: {
            en: 'What documents do we need to get certified?',
            zh: '认证需要提交哪些材料？',
          },
          answer: {
            en: 'A business licence or official registration document, plus contact details of an authorised person. Schools and institutions may be asked for their operating or education licence.',
            zh: '需提交营业执照或官方登记证明，以及授权联系人的信息。学校和教育培训机构可能还需提供办学许可证或经营许可证。',
          },
        },
        {
          question: { en: 'How long does the review take?', zh: '审核需要多长时间？' },
          answer: {
            en: 'Most applications are reviewed within a few working days. We contact you if anything is missing.',
            zh: '大多数申请会在几个工作日内完成审核。如材料不全，我们会主动与您联系。',
          },
        },
        {
          question: {
            en: 'Can we refer students to EduBridge?',
            zh: '我们可以向育桥教育推荐学生吗？',
          },
          answer: {
            en: 'Yes. Certified partners can refer students for consulting, study tours and tutoring. Contact our partnership team to set up a referral agreement.',
            zh: '可以。已认证的合作伙伴可推荐学生参加升学咨询、游学及学业辅导项目。请联系合作团队签订推荐协议。',
          },
        },
        {
          question: { en: 'Can we host a study tour group?', zh: '我们可以接待游学团吗？' },
          answer: {
            en: 'Universities, schools and institutions can host visits, classes or talks for our tour groups. Tell us what you can offer and we will plan it together.',
            zh: '大学、学校和机构可为我们的游学团安排参访、课程或讲座。告诉我们您能提供的内容，我们将与您共同策划。',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Become an EduBridge partner', zh: '成为育桥教育合作伙伴' },
      body: {
        en: 'Register your organisation today, or tell us about your plans first.',
        zh: '立即注册机构账号，或先与我们聊聊您的合作设想。',
      },
      actions: [
        {
          kind: 'link',
          label: { en: 'Register your organisation', zh: '注册机构账号' },
          href: '/my-account-register',
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
