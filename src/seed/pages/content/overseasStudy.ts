import type { Bi, SeedBlock, SeedPage } from '../types'

const bi = (en: string, zh: string): Bi => ({ en, zh })
const p = (en: string, zh: string): SeedBlock => ({ p: { en, zh } })
const h2 = (en: string, zh: string): SeedBlock => ({ h2: { en, zh } })
const ul = (...items: [string, string][]): SeedBlock => ({
  ul: items.map(([en, zh]) => ({ en, zh })),
})

/** /overseas-study: semester and year abroad, pre-college summer programmes, credit-bearing study. */
export const overseasStudyPage: SeedPage = {
  path: 'overseas-study',
  title: bi('Overseas study programmes', '海外学习项目'),
  description: bi(
    'Semester and year abroad, pre-college summer programmes and credit-bearing courses at partner universities.',
    '在合作大学修读交换学期、学年项目、大学先修夏校及学分课程。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Overseas study', '海外学习'),
      heading: bi('Study at a leading university before you apply', '申请之前，先在名校学习'),
      lead: bi(
        'Semester and year-abroad places, pre-college summer programmes and credit-bearing courses at our partner universities. We handle the application, credit and visa questions with you.',
        '在合作大学修读交换学期、学年项目、大学先修夏校和学分课程。申请、学分认定和签证等问题，我们与您一起解决。',
      ),
      actions: [
        {
          kind: 'consultation',
          label: bi('Start Free Consultation', '开始免费咨询'),
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: bi('Browse study tours', '浏览游学项目'),
          href: '/study-tour',
          appearance: 'secondary',
        },
      ],
    },
    {
      blockType: 'featureCards',
      heading: bi('Programmes', '项目类型'),
      cards: [
        {
          icon: 'calendar',
          title: bi('Semester abroad', '海外交换学期'),
          body: bi(
            'One term as a visiting student at a partner university, taking regular classes alongside local students.',
            '以访问学生身份在合作大学学习一个学期，与当地学生同堂上课。',
          ),
        },
        {
          icon: 'globe',
          title: bi('Year abroad', '海外学年项目'),
          body: bi(
            'A full academic year for university students who want deeper study and research experience abroad.',
            '面向大学生的完整学年项目，获得更深入的海外学习与科研经历。',
          ),
        },
        {
          icon: 'school',
          title: bi('Pre-college summer programmes', '大学先修夏校'),
          body: bi(
            'Two- to six-week summer courses for high-school students on the campuses of leading universities.',
            '面向高中生、在名校校园举办的 2 至 6 周暑期课程。',
          ),
        },
        {
          icon: 'award',
          title: bi('Credit-bearing courses', '学分课程'),
          body: bi(
            'Courses graded on an official university transcript, which many home universities accept for credit.',
            '成绩记入大学官方成绩单，很多学校可据此为学生认定转换学分。',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      content: [
        h2('Who it is for', '适合哪些学生'),
        ul(
          [
            'High-school students who want to test a subject and show academic readiness',
            '希望提前体验专业、展示学术能力的高中生',
          ],
          [
            'University students looking for an exchange their own university does not offer',
            '本校没有合适交换项目的大学生',
          ],
          [
            'Students planning to transfer or apply to graduate school abroad',
            '计划转学或申请海外研究生的学生',
          ],
        ),
        h2('How it works', '服务流程'),
        ul(
          [
            'Consultation: we discuss your goals, dates and budget and suggest suitable programmes.',
            '咨询：了解您的目标、时间和预算，推荐合适的项目。',
          ],
          [
            'Application: course selection, statement, transcripts and recommendations.',
            '申请：协助选课、撰写申请陈述，准备成绩单和推荐信。',
          ],
          [
            'Credit check: before you enrol, we help you confirm with your home school which credits it will accept.',
            '学分确认：入学前协助您与本校确认可认可的学分。',
          ],
          [
            'Visa and pre-departure: visa documents, housing, insurance and a briefing on campus life.',
            '签证与行前：签证材料、住宿、保险，以及校园生活行前说明。',
          ],
          [
            'During the programme: a bilingual advisor you can contact throughout your stay.',
            '项目期间：全程有双语顾问可随时联系。',
          ],
        ),
        p(
          'Strong grades and recommendations from a programme at a leading university can also strengthen a later application, and our advisors help you make the most of them.',
          '在名校项目中取得的优异成绩和教授推荐，也能为日后的申请加分，顾问会帮您充分利用这些经历。',
        ),
      ],
    },
    {
      blockType: 'media',
      image: 'overseas-campus',
      caption: bi(
        'Visiting students between classes on a partner university campus',
        '访问学生在合作大学校园里课间穿行',
      ),
    },
    {
      blockType: 'faq',
      heading: bi('Frequently asked questions', '常见问题'),
      items: [
        {
          question: bi('Will my university accept the credits?', '我的学校会认可这些学分吗？'),
          answer: bi(
            'That is decided by your home university, so we help you get written confirmation of the courses before you enrol.',
            '这由您的本校决定，因此我们会在入学前协助您就所选课程取得书面确认。',
          ),
        },
        {
          question: bi('What English level do I need?', '需要什么样的英语水平？'),
          answer: bi(
            'Requirements vary by programme. Most ask for a TOEFL or IELTS score, and we can arrange tutoring if you need to improve it.',
            '各项目要求不同，大多需要托福或雅思成绩；如需提分，我们可以安排辅导。',
          ),
        },
        {
          question: bi('How early should I apply?', '需要提前多久申请？'),
          answer: bi(
            'For a semester or year abroad, start six to nine months ahead. Popular summer programmes fill up from January to March.',
            '交换学期和学年项目建议提前 6 至 9 个月准备；热门夏校通常在 1 至 3 月陆续满额。',
          ),
        },
        {
          question: bi('Do you help with visas and housing?', '可以协助办理签证和住宿吗？'),
          answer: bi(
            'Yes. We prepare the visa documents with you and help you choose between university housing and approved off-campus options.',
            '可以。我们会与您一起准备签证材料，并协助您在学校宿舍和经认可的校外住宿之间做出选择。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Find the right programme abroad', '找到适合您的海外项目'),
      body: bi(
        'Tell us your dates and goals, and an advisor will contact you within 2 hours with suitable options.',
        '告诉我们您的时间和目标，顾问将在 2 小时内与您联系并推荐合适的项目。',
      ),
      actions: [
        {
          kind: 'consultation',
          label: bi('Start Free Consultation', '开始免费咨询'),
          appearance: 'primary',
        },
        {
          kind: 'link',
          label: bi('Online credit courses', '在线学分课程'),
          href: '/online-courses',
          appearance: 'secondary',
        },
      ],
    },
  ],
}
