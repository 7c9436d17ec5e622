import type { SeedStudent } from './types'

/**
 * Four certified students and their applications, naming listings by English title. Between them
 * the applications stand at every step an organisation or student takes: submitted, shortlisted,
 * interview, offer and withdrawn.
 */
export const students: SeedStudent[] = [
  {
    slug: 'lin-yuxuan',
    firstName: '雨萱',
    lastName: '林',
    preferredLocale: 'zh',
    realName: '林雨萱',
    educationalLevel: 'high-school',
    graduationSchool: '北京市京华国际高级中学',
    major: 'A-level 课程（生物、化学、数学）',
    enrollmentYear: 2024,
    graduationYear: 2027,
    applications: [
      {
        listing: { offering: 'Cambridge Pre-University Summer: Medicine and Life Sciences' },
        message:
          'I am in my second year of A-levels in Biology, Chemistry and Maths and hope to read medicine in the UK. I would love to try university lab work and practise MMI interviews before I apply.',
        then: ['shortlisted', 'interview', 'offer'],
      },
      {
        listing: { offering: 'UK Elite Universities Summer Tour: Oxford, Cambridge and London' },
        message: '您好，我想报名七月的英国名校游学团。我和表妹一起参加，请问能否安排同一间宿舍？',
      },
      {
        listing: { offering: 'Hawthorne Summer Session: Writing and Research' },
        message:
          'I would like to improve my academic writing over the summer and I am interested in a research paper on environmental science.',
        then: ['withdrawn'],
      },
    ],
  },
  {
    slug: 'zhou-haoran',
    firstName: '浩然',
    lastName: '周',
    preferredLocale: 'zh',
    realName: '周浩然',
    educationalLevel: 'bachelor',
    graduationSchool: '浙江大学',
    major: '计算机科学与技术',
    enrollmentYear: 2023,
    graduationYear: 2027,
    applications: [
      {
        listing: { job: 'Software Engineering Intern' },
        message:
          '您好！我是浙江大学计算机专业大四学生，熟悉 Go 和 TypeScript，在学校开源社区维护过一个数据可视化项目，希望暑期加入流明云的产品小组。',
        then: ['shortlisted', 'interview'],
      },
      {
        listing: { job: 'Summer Research Intern, Large Language Models' },
        message:
          '我的毕业设计方向是中文长文本摘要，已在课题组参与过两个大模型评测项目，希望有机会加入研究团队。',
        then: ['shortlisted'],
      },
    ],
  },
  {
    slug: 'emma-schultz',
    firstName: 'Emma',
    lastName: 'Schultz',
    preferredLocale: 'en',
    realName: 'Emma Schultz',
    educationalLevel: 'bachelor',
    graduationSchool: 'University of Toronto',
    major: 'East Asian Studies',
    enrollmentYear: 2023,
    graduationYear: 2027,
    applications: [
      {
        listing: { job: 'English Teacher (Native or Fluent)' },
        message:
          'I graduate in East Asian Studies this spring, hold a 120-hour TEFL certificate and spent a semester at Fudan University. I would love to teach in Beijing from August.',
        then: ['shortlisted', 'interview', 'offer'],
      },
      {
        listing: { job: 'AI Product Marketing Intern' },
        message:
          'I write for my university’s tech newsletter in English and Chinese (HSK 5) and would like to spend a few months in Shanghai before starting to teach.',
      },
    ],
  },
  {
    slug: 'chen-siyu',
    firstName: '思雨',
    lastName: '陈',
    preferredLocale: 'zh',
    realName: '陈思雨',
    educationalLevel: 'master',
    graduationSchool: '同济大学',
    major: '机械工程',
    enrollmentYear: 2025,
    graduationYear: 2027,
    applications: [
      {
        listing: { job: 'Robotics Summer Intern' },
        message:
          '我是同济大学机械工程专业研一学生，研究方向为协作机器人的力控抓取，熟悉 ROS 和 Python，希望暑期到研发中心实习。',
        then: ['shortlisted'],
      },
      {
        listing: { job: 'Mechanical Design Engineer' },
        message: '我将于 2027 年硕士毕业，熟练使用 SolidWorks，有两段机械臂结构设计的项目经历。',
        then: ['shortlisted', 'withdrawn'],
      },
    ],
  },
]
