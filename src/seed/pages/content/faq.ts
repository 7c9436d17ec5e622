import type { Bi, SeedPage } from '../types'

const bi = (en: string, zh: string): Bi => ({ en, zh })
const qa = (question: Bi, answer: Bi) => ({ question, answer })

/** /faq: questions grouped by topic. */
export const faqPage: SeedPage = {
  path: 'faq',
  title: bi('Frequently asked questions', '常见问题'),
  description: bi(
    'Answers about consultations, coaches, fees, packages, accounts and certification at EduBridge.',
    '关于育桥教育的咨询、导师、费用、套餐、账户与认证的常见问题解答。',
  ),
  layout: [
    {
      blockType: 'hero',
      heading: bi('Frequently asked questions', '常见问题'),
      lead: bi(
        'Quick answers about how we work. If your question is not here, our advisors will reply within 2 hours.',
        '这里汇总了关于我们服务的常见问题。如未找到答案，欢迎联系顾问，我们会在 2 小时内回复。',
      ),
      actions: [
        {
          kind: 'link',
          label: bi('Contact us', '联系我们'),
          href: '/contact-us',
          appearance: 'secondary',
        },
      ],
    },
    {
      blockType: 'faq',
      heading: bi('Consultations & coaches', '咨询与导师'),
      items: [
        qa(
          bi('What happens in the free consultation?', '免费咨询包括哪些内容？'),
          bi(
            'An advisor learns about your grades, interests and goals, gives an honest first view of your options and suggests coaches who fit.',
            '顾问会了解您的成绩、兴趣和目标，坦诚给出初步的申请建议，并为您推荐合适的导师。',
          ),
        ),
        qa(
          bi('How quickly will someone contact me?', '提交咨询后多久会有人联系我？'),
          bi(
            'An advisor contacts you within 2 hours of your request.',
            '提交咨询后，顾问会在 2 小时内与您联系。',
          ),
        ),
        qa(
          bi('Who are your coaches?', '导师都是什么背景？'),
          bi(
            'Our team includes more than 40 former admissions officers from the Ivy League, Oxbridge and other leading universities, with over 15 years of experience in admissions consulting.',
            '我们的团队拥有 40 多位来自常春藤、牛剑等顶尖大学的前招生官，在升学咨询领域深耕 15 年以上。',
          ),
        ),
        qa(
          bi('Can I choose my own coach?', '可以自己选择导师吗？'),
          bi(
            'Yes. Browse coach profiles, reviews and packages in the coach search, or let an advisor recommend a match.',
            '可以。您可以在导师搜索中查看导师简介、评价和套餐，也可以请顾问为您推荐。',
          ),
        ),
        qa(
          bi('Are sessions online or in person?', '辅导是线上还是线下？'),
          bi(
            'Most sessions are held online by video, so you can work with a coach wherever you live. Some meetings can be arranged at our Shanghai office.',
            '大部分辅导通过线上视频进行，无论身在何处都能与导师合作；部分会面也可安排在我们的上海办公室。',
          ),
        ),
      ],
    },
    {
      blockType: 'faq',
      heading: bi('Fees & packages', '费用与套餐'),
      items: [
        qa(
          bi('Is the first consultation really free?', '首次咨询真的免费吗？'),
          bi(
            'Yes. There is no charge and no obligation to buy a package afterwards.',
            '是的，完全免费，咨询后也没有任何购买套餐的义务。',
          ),
        ),
        qa(
          bi('How are packages priced?', '套餐如何定价？'),
          bi(
            'Each package shows a starting price, the coaching hours and the services included. Any service fee is listed separately on the package page.',
            '每个套餐都标明起始价格、辅导时长和所含服务；如有服务费，会在套餐页面单独列出。',
          ),
        ),
        qa(
          bi(
            'How do your prices compare with traditional agencies?',
            '和传统留学中介相比，价格如何？',
          ),
          bi(
            'Because you work directly with a coach, families save over 60% compared with traditional agencies.',
            '由于您直接与导师合作，相比传统中介可节省 60% 以上的费用。',
          ),
        ),
        qa(
          bi('What is the difference between the Ivy League packages?', '三档藤校套餐有什么区别？'),
          bi(
            'Foundation focuses on consultations and interviews, Excellence covers the whole application season, and Legacy adds a team of 3–5 experts and multi-year planning.',
            '基础版侧重咨询与面试辅导，卓越版覆盖整个申请季，传承版则由 3–5 位专家组成团队进行多年规划。',
          ),
        ),
        qa(
          bi('Can I change to a different package later?', '之后可以更换套餐吗？'),
          bi(
            'Talk to your advisor: plans often change as an application develops, and we will suggest the option that fits your situation.',
            '可以与顾问沟通。申请过程中计划常有变化，我们会根据您的情况推荐合适的方案。',
          ),
        ),
      ],
    },
    {
      blockType: 'faq',
      heading: bi('Accounts & certification', '账户与认证'),
      items: [
        qa(
          bi('How do I register?', '如何注册账户？'),
          bi(
            'Enter your e-mail address and we send you a 6-digit verification code. Then add your name and a password of 8 to 16 characters.',
            '输入邮箱后，我们会发送一个 6 位数验证码；验证后填写姓名，并设置 8 至 16 位的密码即可。',
          ),
        ),
        qa(
          bi(
            'I did not receive the verification code. What should I do?',
            '没有收到验证码怎么办？',
          ),
          bi(
            'Check your spam folder and make sure the address is correct, then request a new code.',
            '请先检查垃圾邮件文件夹，并确认邮箱地址无误，然后重新获取验证码。',
          ),
        ),
        qa(
          bi('Which account type should I choose?', '应该选择哪种账户类型？'),
          bi(
            'Choose Student, School, Employer / Education organisation or Education institution, depending on how you will use EduBridge.',
            '请根据您的使用需求，在“学生”“学校”“雇主/教育机构”和“教育培训机构”中选择。',
          ),
        ),
        qa(
          bi('Why should I certify my account?', '为什么要进行账户认证？'),
          bi(
            'Certified students get student services and personalised recommendations for tours, study, tutoring and internships. Certified organisations can publish programmes and jobs.',
            '认证后的学生可使用学生专属服务，并获得游学、留学、辅导和实习的个性化推荐；认证后的机构可发布项目和职位。',
          ),
        ),
        qa(
          bi('How does certification work?', '认证流程是怎样的？'),
          bi(
            'Click "Certify Now" in your dashboard and upload proof of student status or your organisation’s licence. Our staff review each request and you will see the result in your dashboard.',
            '在个人中心点击“立即认证”，上传学生身份证明或机构资质文件。工作人员会逐一审核，结果将显示在您的个人中心。',
          ),
        ),
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Still have questions?', '还有其他问题？'),
      body: bi(
        'Send us a message and an advisor will reply within 2 hours.',
        '给我们留言，顾问会在 2 小时内回复您。',
      ),
      actions: [
        {
          kind: 'link',
          label: bi('Contact us', '联系我们'),
          href: '/contact-us',
          appearance: 'primary',
        },
        {
          kind: 'consultation',
          label: bi('Start Free Consultation', '开始免费咨询'),
          appearance: 'secondary',
        },
      ],
    },
  ],
}
