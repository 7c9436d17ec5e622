import type { SeedPage } from '../types'

export const goToChinaPage: SeedPage = {
  path: 'employment/go-to-china',
  title: { en: 'Go to China: Internships and Jobs', zh: '来华实习与就业' },
  description: {
    en: 'Internships and job placement in Shanghai, Beijing and Shenzhen for international students and graduates, with visa guidance and Mandarin support.',
    zh: '为国际学生及毕业生提供上海、北京、深圳的实习与就业推荐，并附带签证指导与中文支持。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: { en: 'China internship and job programme', zh: '来华实习与就业项目' },
      heading: { en: 'Start your career in China', zh: '在中国开启您的职业生涯' },
      lead: {
        en: 'Internships and full-time roles in Shanghai, Beijing and Shenzhen for international students and graduates. We help with the placement, the paperwork and settling in.',
        zh: '面向国际学生和毕业生，提供上海、北京、深圳的实习与全职机会。从岗位推荐、手续办理到落地适应，我们全程协助。',
      },
      actions: [
        { kind: 'consultation', label: { en: 'Book a free consultation', zh: '预约免费咨询' } },
      ],
    },
    {
      blockType: 'featureCards',
      heading: { en: 'What the programme offers', zh: '项目内容' },
      cards: [
        {
          icon: 'briefcase',
          title: { en: 'Internships', zh: '实习机会' },
          body: {
            en: 'Internships of 8 to 24 weeks with companies in Shanghai, Beijing and Shenzhen, in business, technology, finance and education.',
            zh: '在上海、北京、深圳的企业实习 8 至 24 周，涵盖商业、科技、金融和教育等领域。',
          },
        },
        {
          icon: 'handshake',
          title: { en: 'Job placement', zh: '就业推荐' },
          body: {
            en: 'For graduates ready to work full-time, we match your profile with certified employers and support you to an offer.',
            zh: '为准备全职工作的毕业生匹配经过认证的雇主，并陪伴您直至拿到录用通知。',
          },
        },
        {
          icon: 'target',
          title: { en: 'Job placement coaching', zh: '求职辅导' },
          body: {
            en: 'CV and cover-letter reviews, mock interviews and advice on working in a Chinese company.',
            zh: '简历与求职信修改、模拟面试，以及在中国企业工作的实用建议。',
          },
        },
        {
          icon: 'shield-check',
          title: { en: 'Work permit and visa guidance', zh: '工作许可与签证指导' },
          body: {
            en: 'Step-by-step guidance on the right visa, the documents you need and the residence permit after arrival.',
            zh: '逐步指导您选择合适的签证、准备所需材料，并在抵达后办理居留许可。',
          },
        },
        {
          icon: 'message-circle',
          title: { en: 'Mandarin and culture', zh: '中文与文化支持' },
          body: {
            en: 'Business Mandarin lessons and workplace culture workshops, whatever your starting level.',
            zh: '无论中文基础如何，都可参加商务汉语课程和职场文化工作坊。',
          },
        },
        {
          icon: 'users',
          title: { en: 'Arrival and community', zh: '落地与社群' },
          body: {
            en: 'Help with housing, a bank account and a phone number, and events with other international interns.',
            zh: '协助解决住房、银行开户和手机号办理，并组织与其他国际实习生的交流活动。',
          },
        },
      ],
    },
    {
      blockType: 'richText',
      content: [
        { h2: { en: 'How it works', zh: '项目流程' } },
        {
          ul: [
            {
              en: 'Consultation: we discuss your goals, field, Mandarin level and preferred city.',
              zh: '咨询：了解您的目标、专业方向、中文水平和意向城市。',
            },
            {
              en: 'Preparation: we review your CV and coach you for interviews with Chinese employers.',
              zh: '准备：修改简历，并针对中国雇主的面试进行辅导。',
            },
            {
              en: 'Matching and interviews: we introduce you to suitable employers and arrange interviews.',
              zh: '匹配与面试：向合适的雇主推荐您，并安排面试。',
            },
            {
              en: 'Offer and paperwork: once you accept an offer, we guide you through the visa and, for full-time roles, the work permit.',
              zh: '录用与手续：接受录用后，我们指导您办理签证；如为全职岗位，还将协助办理工作许可。',
            },
            {
              en: 'Arrival: orientation, housing support and check-ins throughout your placement.',
              zh: '抵达：入职前培训、住房协助，并在实习或工作期间定期回访。',
            },
          ],
        },
        { h2: { en: 'Timeline', zh: '时间规划' } },
        {
          p: {
            en: 'For an internship, start about four to six months before you want to begin: matching and interviews usually take six to ten weeks, and visa preparation several more.',
            zh: '实习建议提前四至六个月启动：匹配与面试通常需要六至十周，签证准备还需数周时间。',
          },
        },
        {
          p: {
            en: 'For a full-time job, allow five to eight months, because the work permit is processed before the Z visa can be issued.',
            zh: '全职工作建议预留五至八个月，因为需先办理工作许可，之后才能申请 Z 字签证。',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      heading: { en: 'Frequently asked questions', zh: '常见问题' },
      items: [
        {
          question: { en: 'Which visa do I need for an internship?', zh: '实习需要办理哪种签证？' },
          answer: {
            en: 'It depends on your case. Short internships are usually arranged on an M visa or, for programmes that combine study and practice, an X2 visa; students already enrolled at a Chinese university may intern with their university’s approval.',
            zh: '视具体情况而定。短期实习通常办理 M 字签证，学习与实践相结合的项目则可能办理 X2 字签证；已在中国高校就读的留学生，经学校批准后也可参加实习。',
          },
        },
        {
          question: {
            en: 'What do I need to work full-time in China?',
            zh: '在中国全职工作需要什么手续？',
          },
          answer: {
            en: 'Full-time work requires a Z visa, a Foreigner’s Work Permit and a residence permit applied for after arrival. Your employer starts the work permit application, and eligibility depends on your degree, experience and local rules.',
            zh: '全职工作需办理 Z 字签证、外国人工作许可，并在入境后申请居留许可。工作许可由雇主发起申请，能否获批取决于学历、工作经验以及当地政策。',
          },
        },
        {
          question: {
            en: 'Can you guarantee my visa or work permit?',
            zh: '能保证签证或工作许可获批吗？',
          },
          answer: {
            en: 'No. Decisions are made by the Chinese authorities and rules can change. We make sure your application is complete and guide you at every step.',
            zh: '不能。审批由中国相关部门决定，且政策可能调整。我们会确保申请材料完整，并在每一步为您提供指导。',
          },
        },
        {
          question: { en: 'Do I need to speak Mandarin?', zh: '需要会说中文吗？' },
          answer: {
            en: 'Many roles in international teams work in English, but basic Mandarin helps at work and in daily life. We offer lessons for every level.',
            zh: '许多国际团队的岗位以英语工作，但掌握基础中文对工作和生活都大有帮助。我们提供各个级别的中文课程。',
          },
        },
        {
          question: { en: 'Are internships paid?', zh: '实习有报酬吗？' },
          answer: {
            en: 'It varies by employer and role. Many offer a monthly stipend, and we tell you the terms before you apply.',
            zh: '因雇主和岗位而异。很多岗位提供每月实习补贴，我们会在您申请前说明具体条件。',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Ready to work in China?', zh: '准备好来中国工作了吗？' },
      body: {
        en: 'Tell us about your studies and goals, and an advisor will suggest the right path.',
        zh: '告诉我们您的学业背景和职业目标，顾问将为您推荐合适的路径。',
      },
      actions: [
        { kind: 'consultation', label: { en: 'Book a free consultation', zh: '预约免费咨询' } },
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
