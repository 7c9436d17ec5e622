import type { Bi, SeedBlock, SeedPage } from '../types'

const bi = (en: string, zh: string): Bi => ({ en, zh })
const p = (en: string, zh: string): SeedBlock => ({ p: { en, zh } })
const h2 = (en: string, zh: string): SeedBlock => ({ h2: { en, zh } })
const ul = (...items: [string, string][]): SeedBlock => ({
  ul: items.map(([en, zh]) => ({ en, zh })),
})

/** /global-scholars: dream-school immersion and the Global Competence Certification. */
export const globalScholarsPage: SeedPage = {
  path: 'global-scholars',
  title: bi('Global Scholars programme', '全球学者计划'),
  description: bi(
    'Dream-school immersion and the Global Competence Certification: a mentored research and leadership programme for high-school students.',
    '梦校沉浸体验与全球胜任力认证：面向高中生、由导师指导的科研与领导力项目。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Global Scholars', '全球学者计划'),
      heading: bi('Research, lead and live your dream school', '做研究、学领导力，亲身走进梦校'),
      lead: bi(
        'A mentored research and leadership programme that ends with a capstone project and the Global Competence Certification. Scholars then spend two weeks immersed in campus life at a leading university.',
        '在导师指导下完成科研与领导力训练，以结业课题获得全球胜任力认证，随后赴名校进行为期两周的校园沉浸体验。',
      ),
      actions: [
        {
          kind: 'consultation',
          label: bi('Apply for an interview', '申请面谈'),
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: bi('Explore study tours', '了解游学项目'),
          href: '/study-tour',
          appearance: 'secondary',
        },
      ],
    },
    {
      blockType: 'figures',
      heading: bi('The programme at a glance', '项目概览'),
      items: [
        {
          value: '12',
          label: bi(
            'weeks of mentored research and leadership training',
            '周导师指导的科研与领导力训练',
          ),
        },
        { value: '4', label: bi('core modules of global competence', '个全球胜任力核心模块') },
        {
          value: '2',
          label: bi('weeks of immersion on a dream-school campus', '周梦校校园沉浸体验'),
        },
        {
          value: '1',
          label: bi('capstone project presented to a review panel', '个结业课题，向评审团答辩展示'),
        },
      ],
    },
    {
      blockType: 'featureCards',
      heading: bi("What's included", '项目内容'),
      cards: [
        {
          icon: 'users',
          title: bi('Personal mentor', '专属导师'),
          body: bi(
            'A mentor from a leading university guides your research question, method and writing in weekly small-group sessions.',
            '来自名校的导师每周以小组形式指导您的研究问题、方法与写作。',
          ),
        },
        {
          icon: 'target',
          title: bi('Capstone project', '结业课题'),
          body: bi(
            'An original research or social-impact project on a global issue, presented to a panel at the end of the programme.',
            '围绕一个全球性议题完成原创研究或社会影响力项目，并在结业时向评审团展示。',
          ),
        },
        {
          icon: 'landmark',
          title: bi('Dream-school immersion', '梦校沉浸体验'),
          body: bi(
            'Two weeks on a partner campus with lectures, seminars, conversations with students and an admissions information session.',
            '在合作大学校园度过两周：听讲座、上研讨课、与在校生交流，并参加招生说明会。',
          ),
        },
        {
          icon: 'award',
          title: bi('Global Competence Certification', '全球胜任力认证'),
          body: bi(
            'A certificate and a written mentor evaluation describing your research, leadership and collaboration.',
            '获得认证证书及导师书面评价，记录您在科研、领导力与团队协作方面的表现。',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      content: [
        h2('Who it is for', '适合哪些学生'),
        p(
          'Students in grades 9 to 12 who are curious about the world and ready to work independently in English. No previous research experience is needed, but applicants take a short interview.',
          '面向九至十二年级、对世界充满好奇、能用英语独立学习的学生。无需科研经历，但申请者需参加一次简短面谈。',
        ),
        h2('The four modules', '四大核心模块'),
        ul(
          [
            'Global issues and research methods: framing a question and finding evidence',
            '全球议题与研究方法：提出问题、寻找证据',
          ],
          [
            'Intercultural communication: working in international teams',
            '跨文化沟通：在国际化团队中协作',
          ],
          [
            'Leadership and project management: planning and delivering a real project',
            '领导力与项目管理：策划并落地一个真实项目',
          ],
          [
            'Academic writing and presentation: a research paper and a public defence',
            '学术写作与展示：完成研究论文并进行公开答辩',
          ],
        ),
        h2('How the year runs', '项目安排'),
        ul(
          ['Autumn to winter: applications and interviews.', '秋冬季：提交申请并参加面谈。'],
          [
            'Spring: 12 weeks of online modules, mentor sessions and capstone work.',
            '春季：12 周线上模块、导师指导与结业课题。',
          ],
          [
            'Summer: capstone presentations, certification and the two-week campus immersion.',
            '夏季：结业答辩、颁发认证，以及为期两周的校园沉浸体验。',
          ],
        ),
        p(
          'Your capstone and mentor evaluation give you something concrete to write about in your applications, and our admissions coaches can help you use them well.',
          '结业课题和导师评价，将成为您申请文书中具体而有分量的素材，我们的升学导师也会帮您用好这些经历。',
        ),
      ],
    },
    {
      blockType: 'faq',
      heading: bi('Frequently asked questions', '常见问题'),
      items: [
        {
          question: bi(
            'Can I join only the immersion or only the certification?',
            '可以只参加沉浸体验或只参加认证课程吗？',
          ),
          answer: bi(
            'The certification can be taken on its own. The campus immersion is open to scholars who have completed or are completing the certification.',
            '认证课程可以单独报名；校园沉浸体验则面向已完成或正在参加认证课程的学员。',
          ),
        },
        {
          question: bi('Which universities host the immersion?', '沉浸体验在哪些大学进行？'),
          answer: bi(
            'It takes place at universities from our network of over 50 university resources, and we match you to a campus that fits your interests.',
            '沉浸体验在我们 50 多所合作大学资源中进行，我们会根据您的兴趣匹配合适的校园。',
          ),
        },
        {
          question: bi('How much time does it take each week?', '每周需要投入多少时间？'),
          answer: bi(
            'Plan for about five to six hours a week during the 12-week online phase, scheduled around the school timetable.',
            '12 周线上阶段每周约需投入 5 至 6 小时，时间安排会避开校内课程。',
          ),
        },
        {
          question: bi('Does the certificate help with admissions?', '这个认证对申请有帮助吗？'),
          answer: bi(
            'A certificate alone does not get anyone admitted. What helps is the work behind it: a real project, a mentor who knows you and a story you can tell.',
            '单凭一张证书不会让人被录取，真正有帮助的是证书背后的经历：一个真实的项目、一位了解您的导师，以及一个值得讲述的故事。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Become a Global Scholar', '成为全球学者'),
      body: bi(
        'Book a free consultation to check eligibility and the next intake.',
        '预约免费咨询，了解报名资格和下一期开课时间。',
      ),
      actions: [
        {
          kind: 'consultation',
          label: bi('Start Free Consultation', '开始免费咨询'),
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: bi('Contact us', '联系我们'),
          href: '/contact-us',
          appearance: 'secondary',
        },
      ],
    },
  ],
}
