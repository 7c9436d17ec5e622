import type { SeedPage } from '../types'

export const studyTourPage: SeedPage = {
  path: 'study-tour',
  title: { en: 'Global Study Tours', zh: '全球游学' },
  description: {
    en: 'Small-group study tours to Oxford, Cambridge and the Ivy League: campus visits, real classes and admissions talks.',
    zh: '前往牛津、剑桥与常春藤名校的小团游学：参观校园、体验课堂、聆听招生讲座。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: { en: 'Global study tours', zh: '全球游学' },
      heading: {
        en: 'See your dream universities before you apply',
        zh: '申请之前，先走进梦想中的大学',
      },
      lead: {
        en: 'Walk the campuses, sit in the classrooms and hear from the people who make admissions decisions. Our tours turn a school list into real choices.',
        zh: '漫步校园、走进课堂，听听招生决策者怎么说。我们的游学让选校名单不再只是纸上的名字。',
      },
      actions: [
        { kind: 'consultation', label: { en: 'Book a free consultation', zh: '预约免费咨询' } },
      ],
    },
    {
      blockType: 'featureCards',
      heading: { en: 'What every tour includes', zh: '每个游学项目都包含' },
      lead: {
        en: 'Each itinerary is planned by advisors who know these universities well.',
        zh: '每条线路均由熟悉这些大学的顾问精心规划。',
      },
      cards: [
        {
          icon: 'landmark',
          title: { en: 'Campus visits', zh: '名校参访' },
          body: {
            en: 'Official information sessions and tours led by current students, with free time to explore.',
            zh: '参加官方宣讲会，由在读学生带队参观，并留有自由探索的时间。',
          },
        },
        {
          icon: 'book-open',
          title: { en: 'Real classes', zh: '课堂体验' },
          body: {
            en: 'Seminars with university lecturers and, where the university allows it, visits to live classes.',
            zh: '参加大学讲师主持的研讨课，并在校方允许的情况下旁听真实课堂。',
          },
        },
        {
          icon: 'graduation-cap',
          title: { en: 'Admissions officer talks', zh: '招生官讲座' },
          body: {
            en: 'Talks with former admissions officers on what top universities look for and how to prepare.',
            zh: '前招生官分享顶尖名校看重什么，以及应当如何准备。',
          },
        },
        {
          icon: 'shield-check',
          title: { en: 'Safety and chaperones', zh: '安全与领队' },
          body: {
            en: 'Experienced chaperones travel with the group day and night, with travel insurance and a 24-hour emergency line.',
            zh: '经验丰富的领队全程随团、日夜陪同，配备旅行保险和 24 小时紧急联络热线。',
          },
        },
        {
          icon: 'users',
          title: { en: 'Small groups', zh: '精品小团' },
          body: {
            en: 'Groups of 12 to 20 students, so every student can ask questions and be looked after.',
            zh: '每团 12 至 20 名学生，确保每位学生都有提问机会并得到妥善照顾。',
          },
        },
        {
          icon: 'target',
          title: { en: 'Reflection and planning', zh: '复盘与规划' },
          body: {
            en: 'Evening sessions turn each visit into notes for the school list and application essays.',
            zh: '每晚复盘，把参访收获转化为选校依据和文书素材。',
          },
        },
      ],
    },
    {
      blockType: 'packageTiers',
      heading: { en: 'Choose your tour', zh: '选择您的游学项目' },
      lead: {
        en: 'Prices are per student and exclude international flights and visa fees.',
        zh: '以下价格为每位学生费用，不含国际机票与签证费用。',
      },
      packages: [
        'study-tour-uk-oxbridge',
        'study-tour-us-east-coast',
        'study-tour-dream-school-immersion',
      ],
      actionLabel: { en: 'Choose this plan', zh: '选择此套餐' },
    },
    {
      blockType: 'richText',
      content: [
        { h2: { en: 'A day on the Oxbridge tour', zh: '牛剑游学的一天' } },
        {
          p: {
            en: 'Every day mixes learning, visits and time to think. A typical day in Cambridge looks like this:',
            zh: '每一天都兼顾学习、参访与思考。以下是在剑桥的典型一天：',
          },
        },
        {
          ul: [
            { en: '8:00 – Breakfast in the college dining hall', zh: '8:00 – 在学院餐厅用早餐' },
            {
              en: '9:30 – Tutorial-style seminar in small groups with a university lecturer',
              zh: '9:30 – 大学讲师主持的导师制小组研讨',
            },
            { en: '12:30 – Lunch with current undergraduates', zh: '12:30 – 与在读本科生共进午餐' },
            {
              en: '14:00 – Guided visit to three colleges and a university library',
              zh: '14:00 – 导览参观三所学院及一座大学图书馆',
            },
            {
              en: '16:30 – Workshop on UCAS, the personal statement or admissions tests',
              zh: '16:30 – UCAS、个人陈述或笔试专题工作坊',
            },
            {
              en: '19:00 – Formal dinner or punting on the River Cam',
              zh: '19:00 – 学院正式晚宴或康河撑篙',
            },
            {
              en: '20:30 – Reflection session with the group advisor',
              zh: '20:30 – 与随团顾问一起复盘',
            },
            {
              en: '22:00 – Lights out; chaperones on duty overnight',
              zh: '22:00 – 熄灯休息，领队夜间值守',
            },
          ],
        },
      ],
    },
    {
      blockType: 'media',
      image: 'study-tour-campus',
      caption: {
        en: 'Students on a guided campus visit during a summer study tour.',
        zh: '暑期游学中，学生们在校园里参加导览参观。',
      },
    },
    {
      blockType: 'faq',
      heading: { en: 'Frequently asked questions', zh: '常见问题' },
      items: [
        {
          question: { en: 'Who can join a study tour?', zh: '哪些学生可以参加游学？' },
          answer: {
            en: 'Our tours are designed for students aged 13 to 18. The dream-school immersion week is best for students in grades 10 to 12 who already have a clear target school.',
            zh: '游学项目面向 13 至 18 岁的学生。梦校沉浸周更适合已有明确目标院校的十至十二年级学生。',
          },
        },
        {
          question: { en: 'How do you keep students safe?', zh: '如何保障学生安全？' },
          answer: {
            en: 'Trained chaperones stay with the group day and night, accommodation is vetted in advance, and every student has travel insurance. Parents receive daily updates and can reach us on a 24-hour emergency line.',
            zh: '受过专业培训的领队全天候随团，住宿均提前实地审核，每位学生均购买旅行保险。家长每天都会收到行程动态，并可随时拨打 24 小时紧急热线。',
          },
        },
        {
          question: { en: 'Do you help with visas?', zh: '是否协助办理签证？' },
          answer: {
            en: 'Yes. We provide invitation and itinerary documents and a checklist for the UK Standard Visitor visa or the US B-2 visa. The visa decision is made by the embassy, so please apply early.',
            zh: '会的。我们提供邀请函、行程单等材料，以及英国标准访客签证或美国 B-2 签证的准备清单。签证结果由使领馆决定，请尽早申请。',
          },
        },
        {
          question: { en: 'How large are the groups?', zh: '每个团有多少人？' },
          answer: {
            en: 'Groups have 12 to 20 students with at least one chaperone for every eight students. The immersion week is arranged for individual students or small groups.',
            zh: '每团 12 至 20 名学生，每 8 名学生至少配备 1 名领队。梦校沉浸周则以个人或小组形式单独安排。',
          },
        },
        {
          question: { en: 'What is included in the price?', zh: '费用包含哪些内容？' },
          answer: {
            en: 'Accommodation, most meals, local transport, seminars, visits, chaperones and travel insurance are included. International flights, visa fees and personal spending are not.',
            zh: '费用包含住宿、大部分餐食、当地交通、研讨课程、参访活动、领队服务及旅行保险；不含国际机票、签证费用和个人消费。',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Plan your study tour with an advisor', zh: '与顾问一起规划您的游学' },
      body: {
        en: 'Tell us your target universities and travel dates, and we will recommend the right tour.',
        zh: '告诉我们您的目标院校和出行时间，我们将为您推荐最合适的游学项目。',
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
