import type { Bi, SeedAction, SeedBlock, SeedPage } from '../types'

const bi = (en: string, zh: string): Bi => ({ en, zh })
const p = (en: string, zh: string): SeedBlock => ({ p: { en, zh } })
const h2 = (en: string, zh: string): SeedBlock => ({ h2: { en, zh } })
const ul = (...items: [string, string][]): SeedBlock => ({
  ul: items.map(([en, zh]) => ({ en, zh })),
})

const consultation: SeedAction = {
  kind: 'consultation',
  label: bi('Start Free Consultation', '开始免费咨询'),
  appearance: 'primary',
}
const findCoach: SeedAction = {
  kind: 'link',
  label: bi('Search coaches', '搜索导师'),
  href: '/search',
  appearance: 'secondary',
}

/** /study-abroad: the admissions consulting overview. */
const overview: SeedPage = {
  path: 'study-abroad',
  title: bi('Study abroad admissions consulting', '留学申请咨询'),
  description: bi(
    'Undergraduate, graduate and transfer admissions consulting led by former admissions officers of elite universities.',
    '由名校前招生官领衔的本科、研究生及转学申请咨询。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Admissions consulting', '升学咨询'),
      heading: bi('Apply with the people who used to decide', '让曾经的“决定者”陪您申请'),
      lead: bi(
        'Our coaches are former admissions officers of the universities you are aiming for. They help you choose the right schools and present your strongest application.',
        '我们的导师曾在您的目标院校担任招生官，帮助您选对学校，递交最有竞争力的申请。',
      ),
      actions: [consultation, findCoach],
    },
    {
      blockType: 'featureCards',
      heading: bi('Three routes to a top university', '通往名校的三条路径'),
      lead: bi(
        'Choose the support that matches where you are now.',
        '根据您目前所处的阶段，选择合适的服务。',
      ),
      cards: [
        {
          icon: 'graduation-cap',
          title: bi('Undergraduate admissions', '本科申请'),
          body: bi(
            'For high-school students applying to universities in the US, UK, Canada, Australia and beyond.',
            '面向申请美国、英国、加拿大、澳大利亚等地大学的高中生。',
          ),
          href: '/study-abroad/undergraduate',
        },
        {
          icon: 'award',
          title: bi("Graduate school: master's, MBA and PhD", '研究生申请：硕士、MBA 与博士'),
          body: bi(
            'Programme selection, statements of purpose, CVs, recommendations and interviews for graduate applicants.',
            '为研究生申请者提供项目选择、目的陈述、简历、推荐信与面试全方位指导。',
          ),
          href: '/study-abroad/graduate',
        },
        {
          icon: 'target',
          title: bi('Transfer applications', '转学申请'),
          body: bi(
            'A second chance at your dream school, with transfer acceptance 2–3 times higher for our students.',
            '再次冲刺梦校的机会：我们学员的转学录取率高出 2–3 倍。',
          ),
          href: '/study-abroad/transfer',
        },
      ],
    },
    {
      blockType: 'figures',
      heading: bi('What our students achieve', '学员成果'),
    },
    {
      blockType: 'richText',
      content: [
        h2('How it works', '服务流程'),
        p(
          'Every application is different, but the way we work is the same: one lead coach who knows you well, backed by specialists when you need them.',
          '每份申请都各不相同，但我们的工作方式始终如一：一位深入了解您的主导师，必要时再由各领域专家协同支持。',
        ),
        ul(
          [
            'Free consultation: tell us about your grades, interests and goals, and an advisor contacts you within 2 hours.',
            '免费咨询：告诉我们您的成绩、兴趣和目标，顾问会在 2 小时内与您联系。',
          ],
          [
            'Coach matching: we introduce former admissions officers who know your target universities and subject.',
            '匹配导师：为您推荐熟悉目标院校和专业方向的前招生官。',
          ],
          [
            'Profile review and plan: your coach assesses your academics and activities and sets a timeline to the last deadline.',
            '背景评估与规划：导师全面评估您的学业与活动背景，制定直到最后一个截止日的时间表。',
          ],
          [
            'School list: a balanced list of reach, target and likely schools, with the right early rounds.',
            '确定选校：制定冲刺、匹配、保底比例合理的名单，并选好提前批轮次。',
          ],
          [
            'Essays and materials: brainstorming, drafting and editing, with the words always your own.',
            '文书与材料：从头脑风暴、起草到修改全程陪伴，文字始终出自您本人。',
          ],
          [
            'Interviews and decisions: mock interviews, then help with waitlists, deferrals and choosing an offer.',
            '面试与录取：模拟面试，再协助处理候补、延迟录取以及最终择校。',
          ],
        ),
        h2('Why former admissions officers', '为什么选择前招生官'),
        p(
          'They have sat on the committees and know how a file is read in a few minutes. That experience helps you decide what to emphasise, what to leave out and how to stand out from thousands of similar applicants.',
          '他们曾亲身参与录取委员会，清楚一份申请如何在几分钟内被审阅。这份经验能帮您判断该突出什么、舍弃什么，以及如何在成千上万份相似的申请中脱颖而出。',
        ),
      ],
    },
    {
      blockType: 'coachCards',
      display: 'grid',
      source: 'featured',
      limit: 6,
      heading: bi('Featured coaches', '精选导师'),
      lead: bi(
        'Former admissions officers from the Ivy League, Oxbridge and other leading universities.',
        '来自常春藤、牛剑及其他顶尖大学的前招生官。',
      ),
    },
    {
      blockType: 'faq',
      heading: bi('Frequently asked questions', '常见问题'),
      items: [
        {
          question: bi('Who will work on my application?', '谁来负责我的申请？'),
          answer: bi(
            'A lead coach who is a former admissions officer, chosen with you after the free consultation. Specialists join for essays, interviews or portfolios when needed.',
            '由一位前招生官担任主导师，在免费咨询后与您共同选定；需要时，文书、面试或作品集专家也会加入。',
          ),
        },
        {
          question: bi('When should we start?', '什么时候开始准备比较好？'),
          answer: bi(
            'Ideally in grade 9 or 10, so that courses and activities can be planned. Starting in grade 11 still leaves enough time for a strong application.',
            '最好在九、十年级开始，便于提前规划课程与活动；十一年级开始，依然有充足时间打造一份有竞争力的申请。',
          ),
        },
        {
          question: bi('Do you guarantee admission?', '能保证录取吗？'),
          answer: bi(
            'No honest consultant can guarantee an offer, because the decision belongs to the university. What we can show is our record: 95% of our students are admitted to one of their top two dream schools.',
            '任何诚实的顾问都无法保证录取，因为决定权在大学手中。我们能展示的是过往成绩：95% 的学员被前两志愿梦校录取。',
          ),
        },
        {
          question: bi('Will you write my essays?', '会代写文书吗？'),
          answer: bi(
            'No. We help you find your story, structure it and edit it, but every word is yours. Admissions officers can tell, and so can we.',
            '不会。我们帮您挖掘故事、搭建结构并反复修改，但每一个字都出自您本人。招生官看得出来，我们也看得出来。',
          ),
        },
        {
          question: bi(
            'Can parents join the sessions, and in which language?',
            '家长可以参加吗？用什么语言沟通？',
          ),
          answer: bi(
            'Yes. Parents are welcome at planning sessions, and most of our advisors work in both English and Chinese.',
            '可以。欢迎家长参加规划会议，我们大多数顾问都能使用中英双语沟通。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Find out where you stand', '了解您目前的申请竞争力'),
      body: bi(
        'A free consultation gives you an honest view of your profile and the next steps.',
        '一次免费咨询，帮您客观了解自身背景和接下来该做什么。',
      ),
      actions: [
        consultation,
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

/** /study-abroad/undergraduate */
const undergraduate: SeedPage = {
  path: 'study-abroad/undergraduate',
  title: bi('Undergraduate admissions', '本科申请'),
  description: bi(
    'Undergraduate admissions consulting for the US, UK and beyond, led by former admissions officers.',
    '由前招生官领衔的美国、英国等地本科申请咨询。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Study abroad', '留学申请'),
      heading: bi('Undergraduate admissions', '本科申请'),
      lead: bi(
        'From choosing courses in grade 9 to accepting your offer, a former admissions officer guides every step of your application.',
        '从九年级选课到最终接受录取，一位前招生官陪您走好申请的每一步。',
      ),
      actions: [consultation, findCoach],
    },
    {
      blockType: 'richText',
      content: [
        h2('What we do', '我们做什么'),
        p(
          'We help high-school students build an application that is coherent and credible: the right courses, activities with real depth, essays in their own voice and a school list that fits.',
          '我们帮助高中生打造一份逻辑清晰、真实可信的申请：合适的课程、有深度的活动、有个人声音的文书，以及真正适合自己的选校名单。',
        ),
        ul(
          [
            'US applications through the Common App and university-specific portals',
            '通过 Common App 及各校独立系统申请美国大学',
          ],
          [
            'UK applications through UCAS, including Oxford and Cambridge',
            '通过 UCAS 申请英国大学，包括牛津和剑桥',
          ],
          [
            'Canada, Australia, Hong Kong and Singapore as part of a combined list',
            '将加拿大、澳大利亚、中国香港和新加坡纳入组合选校',
          ],
        ),
        h2('Timeline', '时间规划'),
        ul(
          [
            'Grades 9–10: course selection, academic interests and first activities.',
            '九至十年级：选课、确定学术兴趣、开展初步活动。',
          ],
          [
            'Grade 11: tests, summer plans, school research and a first school list.',
            '十一年级：标化考试、暑期规划、院校调研与初版选校。',
          ],
          [
            'Summer before grade 12: personal statement and activity list.',
            '十二年级前的暑假：完成个人陈述和活动列表。',
          ],
          [
            'October–November: Oxford, Cambridge and medicine by 15 October; US early rounds mostly by 1 November.',
            '10 至 11 月：牛剑及医学专业 10 月 15 日截止；美国提前批大多在 11 月 1 日截止。',
          ],
          [
            'January: most US regular decision and remaining UCAS deadlines.',
            '1 月：美国常规批及其余 UCAS 申请大多截止。',
          ],
          [
            'March–May: decisions, waitlists and choosing your university.',
            '3 至 5 月：出录取结果、处理候补并最终择校。',
          ],
        ),
      ],
    },
    {
      blockType: 'featureCards',
      heading: bi('Services included', '服务内容'),
      cards: [
        {
          icon: 'target',
          title: bi('Profile planning', '背景规划'),
          body: bi(
            'A plan for courses, tests and activities that builds towards your intended major.',
            '围绕意向专业，规划课程、考试与课外活动。',
          ),
        },
        {
          icon: 'school',
          title: bi('School list strategy', '选校策略'),
          body: bi(
            'A balanced list and the right early-round choice, based on how admissions offices actually decide.',
            '基于招生办真实的决策方式，制定均衡的选校名单并选好提前批。',
          ),
        },
        {
          icon: 'sparkles',
          title: bi('Essays and activity list', '文书与活动列表'),
          body: bi(
            'Personal statement, supplements and activity descriptions, edited until they sound like you.',
            '个人陈述、补充文书与活动描述，反复打磨直到真正体现您自己。',
          ),
        },
        {
          icon: 'message-circle',
          title: bi('Interview coaching', '面试辅导'),
          body: bi(
            'Mock interviews for alumni, Oxbridge and scholarship interviews, with detailed feedback.',
            '针对校友面试、牛剑面试和奖学金面试进行模拟，并给出详细反馈。',
          ),
        },
      ],
    },
    {
      blockType: 'coachCards',
      display: 'grid',
      source: 'featured',
      limit: 3,
      heading: bi('Coaches for undergraduate applicants', '本科申请导师'),
    },
    {
      blockType: 'faq',
      heading: bi('Undergraduate FAQ', '本科申请常见问题'),
      items: [
        {
          question: bi(
            'Can I apply to the US and the UK at the same time?',
            '可以同时申请美国和英国吗？',
          ),
          answer: bi(
            'Yes, and many of our students do. The two systems ask for different essays, so we plan the workload early.',
            '可以，很多学员都是这样做的。两套体系的文书要求不同，因此我们会提前安排好工作量。',
          ),
        },
        {
          question: bi('Should I apply early decision?', '要不要申请 ED（早申绑定）？'),
          answer: bi(
            'Only if you are sure about the school and your family is comfortable with a binding commitment. Your coach will go through the pros and cons with you.',
            '只有在您确定最想去这所学校、且家庭能接受绑定录取时才建议申请。导师会和您一起权衡利弊。',
          ),
        },
        {
          question: bi('Do I need SAT or ACT scores?', '需要提交 SAT 或 ACT 成绩吗？'),
          answer: bi(
            'Policies differ by university and change from year to year. We check each school on your list and advise whether to submit.',
            '各校政策不同，且每年可能调整。我们会逐一核实您名单上学校的要求，并建议是否提交。',
          ),
        },
        {
          question: bi('Can you help with scholarships?', '可以协助申请奖学金吗？'),
          answer: bi(
            'Yes. We include merit scholarships and financial aid in the school list, and our students have won over $4 million in scholarships.',
            '可以。我们在选校时就会把奖学金和助学金纳入考量，学员累计获得的奖学金已超过 400 万美元。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Start your undergraduate plan', '开启您的本科申请规划'),
      body: bi(
        'Book a free consultation and get a first view of your school list.',
        '预约免费咨询，获得一份初步的选校建议。',
      ),
      actions: [
        consultation,
        {
          kind: 'link',
          label: bi('See Ivy League packages', '查看藤校套餐'),
          href: '/ivy',
          appearance: 'secondary',
        },
      ],
    },
  ],
}

/** /study-abroad/graduate */
const graduate: SeedPage = {
  path: 'study-abroad/graduate',
  title: bi('Graduate school admissions', '研究生申请'),
  description: bi(
    "Master's, MBA and PhD admissions consulting with former graduate admissions officers and faculty readers.",
    '由前研究生招生官和招生评审提供的硕士、MBA 与博士申请咨询。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Study abroad', '留学申请'),
      heading: bi("Master's, MBA and PhD admissions", '硕士、MBA 与博士申请'),
      lead: bi(
        'Graduate committees look for focus, fit and evidence. We help you show all three, programme by programme.',
        '研究生录取委员会看重方向、匹配度和实证。我们帮您在每个项目的申请中把这三点讲清楚。',
      ),
      actions: [consultation, findCoach],
    },
    {
      blockType: 'richText',
      content: [
        h2('What we do', '我们做什么'),
        p(
          'Graduate admissions are decided by programme, often by faculty. We help you choose programmes that match your background and goals, and write materials that speak to the people reading them.',
          '研究生录取以项目为单位，往往由教授直接决定。我们帮您选择与背景和目标相匹配的项目，并写出真正打动评审的申请材料。',
        ),
        ul(
          [
            "Taught and research master's in the US, UK, Europe and Asia",
            '美国、英国、欧洲及亚洲的授课型与研究型硕士',
          ],
          ['MBA and specialised business master’s programmes', 'MBA 及商科专业硕士项目'],
          [
            'PhD applications, including contacting potential supervisors',
            '博士申请，包括联系潜在导师',
          ],
        ),
        h2('Timeline', '时间规划'),
        ul(
          [
            '12–18 months before entry: programme research, tests (GRE, GMAT, TOEFL or IELTS).',
            '入学前 12–18 个月：调研项目，准备 GRE、GMAT、托福或雅思。',
          ],
          [
            'Summer: recommenders confirmed, CV and first statement drafts.',
            '暑期：确定推荐人，完成简历和个人陈述初稿。',
          ],
          [
            'September–October: final programme list; UK and rolling programmes open.',
            '9 至 10 月：确定最终项目名单；英国及滚动录取项目开放申请。',
          ],
          [
            'December–January: most US master’s and PhD deadlines; MBA round 2.',
            '12 月至次年 1 月：美国多数硕士和博士项目截止；MBA 第二轮截止。',
          ],
          [
            'February–April: interviews, offers and funding decisions.',
            '2 至 4 月：面试、录取及奖学金结果陆续公布。',
          ],
        ),
      ],
    },
    {
      blockType: 'featureCards',
      heading: bi('Services included', '服务内容'),
      cards: [
        {
          icon: 'school',
          title: bi('Programme selection', '项目选择'),
          body: bi(
            'A list built on curriculum, faculty, outcomes and your chances, not on rankings alone.',
            '综合课程设置、师资、就业去向和录取概率选校，而不只看排名。',
          ),
        },
        {
          icon: 'sparkles',
          title: bi('Statement of purpose and CV', '目的陈述与简历'),
          body: bi(
            'Materials that connect your past work to a clear academic or career goal.',
            '把过往经历与清晰的学术或职业目标紧密联系起来。',
          ),
        },
        {
          icon: 'handshake',
          title: bi('Recommendations and supervisors', '推荐信与导师联系'),
          body: bi(
            'Briefing your recommenders and, for PhD applicants, writing to potential supervisors.',
            '协助您与推荐人沟通要点；博士申请者还可获得联系潜在导师的指导。',
          ),
        },
        {
          icon: 'message-circle',
          title: bi('Interview preparation', '面试准备'),
          body: bi(
            'Mock MBA, faculty and scholarship interviews with former committee members.',
            '由前评审委员进行 MBA、教授面试及奖学金面试的模拟训练。',
          ),
        },
      ],
    },
    {
      blockType: 'coachCards',
      display: 'grid',
      source: 'specialty',
      specialty: 'graduate-school',
      limit: 3,
      heading: bi('Graduate school coaches', '研究生申请导师'),
    },
    {
      blockType: 'faq',
      heading: bi('Graduate school FAQ', '研究生申请常见问题'),
      items: [
        {
          question: bi('Is my undergraduate GPA too low?', '我的本科 GPA 是不是太低了？'),
          answer: bi(
            'GPA matters, but so do your upward trend, work experience and research. Your coach will tell you honestly which programmes are realistic.',
            'GPA 固然重要，但成绩的上升趋势、工作经历和科研同样重要。导师会坦诚告诉您哪些项目更现实。',
          ),
        },
        {
          question: bi('Do I need work experience for an MBA?', '申请 MBA 一定要有工作经验吗？'),
          answer: bi(
            'Most leading MBA programmes expect several years of work, while early-career and deferred-admission options exist for final-year students.',
            '大多数顶尖 MBA 项目希望申请者有数年工作经验，但也有面向应届生的早期职业项目和延迟入学项目。',
          ),
        },
        {
          question: bi('How many programmes should I apply to?', '应该申请多少个项目？'),
          answer: bi(
            "It depends on the field: a focused master's list may be six to eight programmes, while PhD applicants often apply more widely.",
            '取决于专业领域：硕士申请通常集中在 6 到 8 个项目，博士申请者则往往申请得更广一些。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Plan your graduate applications', '规划您的研究生申请'),
      body: bi(
        'Talk to a coach about your programme list and timeline.',
        '与导师聊聊您的项目名单和时间安排。',
      ),
      actions: [consultation, findCoach],
    },
  ],
}

/** /study-abroad/transfer */
const transfer: SeedPage = {
  path: 'study-abroad/transfer',
  title: bi('Transfer applications', '转学申请'),
  description: bi(
    'Transfer admissions consulting for students who want to move to a stronger university, with transfer acceptance 2–3 times higher.',
    '为希望转入更好大学的学生提供转学申请咨询，学员转学录取率高出 2–3 倍。',
  ),
  layout: [
    {
      blockType: 'hero',
      eyebrow: bi('Study abroad', '留学申请'),
      heading: bi('Transfer to your dream school', '转学，再次冲刺梦校'),
      lead: bi(
        'Transfer admissions are small and competitive, but very winnable with the right plan. Our students see transfer acceptance 2–3 times higher.',
        '转学名额少、竞争激烈，但只要规划得当，完全有机会成功。我们学员的转学录取率高出 2–3 倍。',
      ),
      actions: [consultation, findCoach],
    },
    {
      blockType: 'richText',
      content: [
        h2('What we do', '我们做什么'),
        p(
          'Transfer readers ask two questions: will you succeed here, and why do you need to move? We help you answer both with your college grades, your course choices and a clear reason to transfer.',
          '转学评审最关心两个问题：您能在这里学得好吗？您为什么要转学？我们帮您用大学成绩、选课安排和清晰的转学理由回答好这两个问题。',
        ),
        ul(
          [
            'Course planning so that your credits count at the target universities',
            '规划选课，确保学分能被目标院校认可',
          ],
          [
            'A transfer essay that explains your reasons without criticising your current school',
            '撰写转学文书，讲清理由而不贬低现在的学校',
          ],
          [
            'Professor recommendations and the college official report',
            '协助准备教授推荐信及学校官方报告',
          ],
          [
            'Transfers from community colleges, universities in China and abroad',
            '适用于社区大学、国内大学及海外大学的转学',
          ],
        ),
        h2('Timeline', '时间规划'),
        ul(
          [
            'First semester: course choices and relationships with professors.',
            '第一学期：规划选课，与教授建立联系。',
          ],
          [
            'November: spring-entry deadlines at universities that accept them.',
            '11 月：接受春季入学的学校陆续截止。',
          ],
          [
            'December–February: transfer essay, recommendations and school list.',
            '12 月至次年 2 月：完成转学文书、推荐信并确定选校。',
          ],
          [
            'March: most fall-entry transfer deadlines at selective universities.',
            '3 月：多数名校秋季入学的转学申请截止。',
          ],
          [
            'Mid-semester: midterm grade reports; April–June: decisions and credit evaluation.',
            '学期中：提交期中成绩报告；4 至 6 月：公布结果并进行学分评估。',
          ],
        ),
      ],
    },
    {
      blockType: 'featureCards',
      heading: bi('Services included', '服务内容'),
      cards: [
        {
          icon: 'target',
          title: bi('Transfer strategy', '转学策略'),
          body: bi(
            'Which universities accept transfers in your major, and whether to apply after one year or two.',
            '分析哪些学校在您的专业接收转学生，以及大一还是大二申请更合适。',
          ),
        },
        {
          icon: 'book-open',
          title: bi('Course and credit planning', '选课与学分规划'),
          body: bi(
            'Courses that meet prerequisites and transfer cleanly, so you graduate on time.',
            '选择满足先修要求、可顺利转换的课程，确保按时毕业。',
          ),
        },
        {
          icon: 'sparkles',
          title: bi('Transfer essay', '转学文书'),
          body: bi(
            'A clear, positive case for why the new university is the right next step.',
            '清晰、积极地说明为什么新学校是您最合适的下一步。',
          ),
        },
        {
          icon: 'shield-check',
          title: bi('Decision and enrolment support', '录取与入学支持'),
          body: bi(
            'Comparing offers, credit evaluations and housing for transfer students.',
            '协助比较录取、核对学分评估并安排转学生住宿。',
          ),
        },
      ],
    },
    {
      blockType: 'coachCards',
      display: 'grid',
      source: 'specialty',
      specialty: 'transfer',
      limit: 3,
      heading: bi('Transfer coaches', '转学申请导师'),
    },
    {
      blockType: 'faq',
      heading: bi('Transfer FAQ', '转学申请常见问题'),
      items: [
        {
          question: bi('When can I apply to transfer?', '什么时候可以申请转学？'),
          answer: bi(
            'Most students apply during their first or second year of university. Some universities also accept applications for spring entry.',
            '大多数学生在大一或大二期间申请。部分学校也接受春季入学的转学申请。',
          ),
        },
        {
          question: bi('Do my high-school results still matter?', '高中成绩还重要吗？'),
          answer: bi(
            'Yes, especially if you apply after only one year, but your college grades usually carry the most weight.',
            '仍然重要，尤其是大一就申请时；但通常大学成绩的权重最高。',
          ),
        },
        {
          question: bi('Will I lose credits?', '转学会损失学分吗？'),
          answer: bi(
            'Some credits may not transfer. We plan your courses in advance and check the target universities’ credit policies to keep losses to a minimum.',
            '部分学分可能无法转换。我们会提前规划选课，并核实目标院校的学分政策，尽量减少损失。',
          ),
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: bi('Is transferring right for you?', '转学适合您吗？'),
      body: bi(
        'A free consultation helps you decide whether, when and where to transfer.',
        '一次免费咨询，帮您判断是否转学、何时转学以及转去哪里。',
      ),
      actions: [consultation, findCoach],
    },
  ],
}

export const studyAbroadPages: SeedPage[] = [overview, undergraduate, graduate, transfer]
