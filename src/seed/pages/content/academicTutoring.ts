import type { SeedPage } from '../types'

export const academicTutoringPage: SeedPage = {
  path: 'academic-tutoring',
  title: { en: 'Academic Tutoring', zh: '学业辅导' },
  description: {
    en: 'One-to-one tutoring for AP and IB subjects, SAT and ACT preparation, academic writing and pre-college programmes.',
    zh: 'AP 与 IB 学科、SAT 与 ACT 备考、学术写作及大学先修项目的一对一辅导。',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: { en: 'Academic tutoring', zh: '学业辅导' },
      heading: { en: 'Stronger grades, stronger applications', zh: '成绩更扎实，申请更有底气' },
      lead: {
        en: 'One-to-one tutoring with subject specialists who know the AP, IB, SAT and ACT inside out. Every plan starts with a diagnostic and ends with results you can measure.',
        zh: '由深谙 AP、IB、SAT 和 ACT 的学科专家一对一授课。每个方案都从诊断测试开始，以看得见的进步收尾。',
      },
      actions: [
        { kind: 'consultation', label: { en: 'Book a free consultation', zh: '预约免费咨询' } },
      ],
    },
    {
      blockType: 'featureCards',
      heading: { en: 'What we teach', zh: '辅导内容' },
      cards: [
        {
          icon: 'book-open',
          title: { en: 'AP and IB subjects', zh: 'AP 与 IB 学科' },
          body: {
            en: 'Maths, sciences, economics, history and English, following the student’s own syllabus and exam board.',
            zh: '数学、理科、经济、历史和英语等科目，紧跟学生所在学校的课程与考试大纲。',
          },
        },
        {
          icon: 'target',
          title: { en: 'SAT and ACT', zh: 'SAT 与 ACT' },
          body: {
            en: 'A diagnostic to choose the right test, then targeted lessons and full timed practice tests.',
            zh: '先通过诊断选定适合的考试，再进行针对性授课和全真限时模考。',
          },
        },
        {
          icon: 'message-circle',
          title: { en: 'Academic writing', zh: '学术写作' },
          body: {
            en: 'Argument, structure, research and citation, practised on real school assignments.',
            zh: '以学校真实作业为素材，训练论点、结构、研究与引用能力。',
          },
        },
        {
          icon: 'graduation-cap',
          title: { en: 'Pre-college programmes', zh: '大学先修项目' },
          body: {
            en: 'Preparation for selective summer programmes and online credit courses, including their entry tests and essays.',
            zh: '为竞争激烈的夏校和在线学分课程做准备，包括入学测试与申请文书。',
          },
          href: '/online-courses',
        },
      ],
    },
    {
      blockType: 'packageTiers',
      heading: { en: 'Tutoring packages', zh: '辅导套餐' },
      lead: {
        en: 'All lessons are one-to-one and online, scheduled around the student’s time zone.',
        zh: '所有课程均为一对一线上授课，时间根据学生所在时区灵活安排。',
      },
      packages: ['tutoring-ap-ib', 'tutoring-sat-act', 'tutoring-academic-writing'],
      actionLabel: { en: 'Choose this plan', zh: '选择此套餐' },
    },
    {
      blockType: 'coachCards',
      heading: { en: 'Meet our STEM specialists', zh: '认识我们的理工科导师' },
      lead: {
        en: 'Our most booked coaches for maths, science and engineering.',
        zh: '数学、科学与工程方向最受欢迎的导师。',
      },
      display: 'grid',
      source: 'specialty',
      specialty: 'stem',
      limit: 3,
    },
    {
      blockType: 'faq',
      heading: { en: 'Frequently asked questions', zh: '常见问题' },
      items: [
        {
          question: { en: 'How are tutors matched to students?', zh: '如何为学生匹配老师？' },
          answer: {
            en: 'We match on subject, level, exam board and learning style after the diagnostic. If the fit is not right, we change the tutor at no extra cost.',
            zh: '诊断测试后，我们会根据科目、程度、考试局和学习风格进行匹配。如果不合适，可免费更换老师。',
          },
        },
        {
          question: { en: 'Are lessons online or in person?', zh: '线上授课还是线下授课？' },
          answer: {
            en: 'Lessons are online by default, with a shared whiteboard and recordings for review.',
            zh: '默认采用线上授课，配有共享白板，并提供课程录像供课后复习。',
          },
        },
        {
          question: {
            en: 'Should my child take the SAT or the ACT?',
            zh: '孩子应该考 SAT 还是 ACT？',
          },
          answer: {
            en: 'Universities accept both equally. We give a short diagnostic in each and recommend the test that suits the student’s strengths.',
            zh: '大学对两种考试一视同仁。我们会分别进行简短诊断，再根据学生的优势推荐更合适的考试。',
          },
        },
        {
          question: {
            en: 'Do you write essays or assignments for students?',
            zh: '会代写论文或作业吗？',
          },
          answer: {
            en: 'Never. Our tutors explain, model and give feedback, and all work stays the student’s own, in line with school and exam-board integrity rules.',
            zh: '绝不代写。老师负责讲解、示范和反馈，所有作业都由学生独立完成，符合学校与考试局的学术诚信要求。',
          },
        },
        {
          question: { en: 'How do parents follow progress?', zh: '家长如何了解学习进度？' },
          answer: {
            en: 'Parents receive a written report every month and after every practice test, and can ask for a call with the tutor at any time.',
            zh: '家长每月及每次模考后都会收到书面报告，也可随时预约与老师通话沟通。',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: { en: 'Start with a free consultation', zh: '从一次免费咨询开始' },
      body: {
        en: 'Talk to an advisor about your goals and we will suggest a tutoring plan.',
        zh: '与顾问聊聊您的目标，我们将为您量身推荐辅导方案。',
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
