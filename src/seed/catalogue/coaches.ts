import type { Bi, SeedBlock, SeedCoach, SeedPackage } from './types'

/**
 * 42 fictional coaches. Every person, and every unnamed employer such as “an international school in
 * Shanghai”, is invented; universities named in their histories are real.
 */

const bi = (en: string, zh: string): Bi => ({ en, zh })
const p = (en: string, zh: string): SeedBlock => ({ p: { en, zh } })
const reviews = (n: number): Bi => bi(`${n} reviews`, `${n} 条评价`)
const admittedTo: Bi = bi('Students admitted to', '学生录取院校')

// ───────────────────────────── Packages ─────────────────────────────

type Kind =
  | 'essentials'
  | 'comprehensive'
  | 'premium'
  | 'essays'
  | 'early'
  | 'ucas'
  | 'ukComplete'
  | 'pathway'
  | 'portfolio'
  | 'graduate'
  | 'transfer'
  | 'summer'
  | 'research'
  | 'interview'
  | 'interviewIntensive'

/** What makes one coach’s packages theirs. */
type Focus = {
  /** Short label used in package titles, e.g. 'Ivy League' / '藤校'. */
  label: Bi
  /** How the coach is referred to in package copy, e.g. 'Emily' / '艾米丽老师'. */
  who: Bi
  /** The coach’s focus, used mid-sentence, e.g. 'Ivy League applications' / '常春藤申请'. */
  focus: Bi
  /** A service only this coach offers. */
  signature: Bi
  /** The kinds of package the signature service belongs in; all of them when omitted. */
  signatureFor?: Kind[]
}

/** [kind, startingAt (USD), serviceFee (USD), coachingHours, category override] */
type Tier = [Kind, number, number, number, SeedPackage['category']?]

type Template = {
  category: SeedPackage['category']
  slug: string
  title: (f: Focus) => Bi
  summary: (f: Focus) => Bi
  description: (f: Focus, h: number) => SeedBlock[]
  services: (f: Focus, h: number) => Bi[]
}

const mocks = (h: number) => Math.max(2, Math.round(h / 2))

const templates: Record<Kind, Template> = {
  essentials: {
    category: 'admissions',
    slug: 'essentials',
    title: ({ label }) => bi(`${label.en} Essentials`, `${label.zh}申请基础套餐`),
    summary: ({ who, focus }) =>
      bi(
        `A focused starter package in which ${who.en} helps you build a balanced school list and a strong main essay, with an eye on ${focus.en}.`,
        `入门之选：${who.zh}帮您确定均衡的选校名单、打磨主文书，并重点围绕${focus.zh}给出建议。`,
      ),
    description: ({ who }, h) => [
      p(
        `Designed for organised, self-motivated students who want an experienced reader in their corner. Across ${h} hours of one-to-one sessions, ${who.en} helps you settle on a realistic list and shape a main essay that sounds like you rather than like a template.`,
        `适合自我管理能力较强、又希望有资深把关人的学生。在 ${h} 小时的一对一辅导中，${who.zh}会帮您敲定一份务实的选校名单，并打磨出一篇有您自己声音、而非千篇一律的主文书。`,
      ),
    ],
    services: () => [
      bi('Profile review and goal-setting session', '背景评估与目标规划面谈'),
      bi('Balanced list of up to 10 universities', '最多 10 所院校的均衡选校名单'),
      bi('Main essay: brainstorming and up to three rounds of edits', '主文书构思及最多三轮修改'),
      bi('Activity list review', '活动列表审阅'),
      bi('Email support for the duration of the package', '套餐期内邮件答疑'),
    ],
  },
  comprehensive: {
    category: 'admissions',
    slug: 'comprehensive',
    title: ({ label }) => bi(`${label.en} Full Application`, `${label.zh}全程申请套餐`),
    summary: ({ who }) =>
      bi(
        `End-to-end support for one application season, from strategy to submission, led personally by ${who.en}.`,
        `由${who.zh}亲自带领，完成从策略制定到提交申请的整个申请季。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `The full application package covers the whole season: strategy, school list, main and supplemental essays, activity descriptions and a final review of every application. ${who.en} brings particular depth in ${focus.en}, and sessions are paced around your school calendar so that nothing is left to the last week.`,
        `全程套餐覆盖整个申请季：申请策略、选校、主文书与补充文书、活动描述，以及每份申请提交前的最终审核。${who.zh}在${focus.zh}方面经验尤为深厚，辅导节奏会配合您的校内日程，避免所有工作都挤到截止前一周。`,
      ),
      p(
        `Includes ${h} hours of one-to-one time, with written feedback on drafts between sessions.`,
        `共含 ${h} 小时一对一辅导，两次面谈之间另有针对草稿的书面反馈。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Application strategy and timeline', '申请策略与时间规划'),
      bi(
        'List of up to 15 universities, including early-round advice',
        '最多 15 所院校的选校方案及早申建议',
      ),
      bi('Unlimited drafts of the main essay', '主文书不限次修改'),
      bi('Supplemental essays for every university on the list', '名单内全部院校的补充文书'),
      signature,
      bi('Final review of every application before submission', '每份申请提交前的最终审核'),
    ],
  },
  premium: {
    category: 'admissions',
    slug: 'premium',
    title: ({ label }) => bi(`${label.en} Premium Mentorship`, `${label.zh}长期规划尊享套餐`),
    summary: ({ who }) =>
      bi(
        `Long-term mentoring with ${who.en}, starting up to two years before applications and continuing until decisions arrive.`,
        `${who.zh}长期陪伴，最早提前两年介入，一直到录取结果揭晓。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `For families who want to start early. ${who.en} works with the student from the summer before Grade 11 (or the equivalent) on course selection, activities, summer plans and testing, then leads the full application season with a focus on ${focus.en}.`,
        `适合希望尽早规划的家庭。${who.zh}从十一年级前的暑假（或同等阶段）开始介入，指导选课、课外活动、暑期安排和标化考试规划，随后全面主导申请季，重点关注${focus.zh}。`,
      ),
      p(
        `With ${h} hours of one-to-one time, the package also covers waitlist letters, deferral updates and help comparing offers.`,
        `套餐共含 ${h} 小时一对一辅导，还包括候补信、延期录取后的补充材料，以及多份录取之间的比较与抉择。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Two-year academic and activity roadmap', '两年学术与活动规划'),
      bi('Summer programme and competition planning', '夏校与竞赛规划'),
      bi('Unlimited universities and essays', '院校与文书数量不限'),
      signature,
      bi('Mock interviews with detailed feedback', '模拟面试及详细反馈'),
      bi('Waitlist, deferral and offer-comparison support', '候补、延期及录取比较支持'),
      bi('Priority messaging with replies within 24 hours', '优先沟通，24 小时内回复'),
    ],
  },
  essays: {
    category: 'admissions',
    slug: 'essay-review',
    title: ({ label }) => bi(`${label.en} Essay Review`, `${label.zh}文书精修`),
    summary: ({ who, focus }) =>
      bi(
        `Sharp, targeted feedback from ${who.en} for students who already have drafts, with particular attention to ${focus.en}.`,
        `为已有初稿的学生提供${who.zh}的精准反馈，尤其关注${focus.zh}。`,
      ),
    description: ({ who }, h) => [
      p(
        `Bring your drafts and ${who.en} will read them the way a selection committee does: what each essay reveals, what it leaves out and where it loses the reader. You get line-by-line comments, a frank overall assessment and ${h} hours of one-to-one discussion.`,
        `带上您的初稿，${who.zh}会像招生委员会那样去读：每篇文书展现了什么、遗漏了什么、又在哪里失去了读者。您将得到逐句批注、一份坦诚的整体评估，以及 ${h} 小时的一对一讨论。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Read-through of up to five essays', '最多五篇文书通读'),
      bi('Line-by-line comments', '逐句批注'),
      bi('One-to-one feedback sessions', '一对一反馈面谈'),
      bi('A second read of revised drafts', '修改稿二次审阅'),
      signature,
    ],
  },
  early: {
    category: 'ivy',
    slug: 'early-round',
    title: ({ label }) => bi(`${label.en} Early Application Sprint`, `${label.zh}早申冲刺套餐`),
    summary: ({ who }) =>
      bi(
        `An intensive package with ${who.en} for students putting everything into one Early Decision or Early Action application.`,
        `与${who.zh}一起，集中全力打造一份早申（ED/EA）申请。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Applying early can make a real difference, but only if the application is ready by early November. This package concentrates ${h} hours on choosing the right early school and making that application as strong as it can be, drawing on ${who.en}’s experience in ${focus.en}.`,
        `早申确实可能带来优势，但前提是材料能在 11 月初之前准备就绪。本套餐将 ${h} 小时集中用于选定最合适的早申院校，并借助${who.zh}在${focus.zh}方面的经验，把这份申请做到最好。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Early-school selection session', '早申院校选择面谈'),
      bi('Main essay from brainstorm to final draft', '主文书从构思到定稿'),
      bi('All supplemental essays for the early school', '早申院校全部补充文书'),
      signature,
      bi('Interview preparation for the early school', '早申院校面试准备'),
      bi('Deferral strategy and update letter if needed', '如被延期，提供后续策略与补充信'),
    ],
  },
  ucas: {
    category: 'admissions',
    slug: 'ucas',
    title: ({ label }) => bi(`${label.en} UCAS Application`, `${label.zh} UCAS 申请套餐`),
    summary: ({ who }) =>
      bi(
        `A complete UCAS application with ${who.en}: five well-chosen courses and a personal statement that shows real academic interest.`,
        `${who.zh}全程指导 UCAS 申请：五个精心挑选的志愿，加上一份展现真实学术兴趣的个人陈述。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `UCAS allows five choices and a single personal statement, so every choice has to make sense alongside the others. ${who.en} helps you choose courses you can argue for, write a personal statement built around genuine academic interest and plan for any admissions tests, with particular depth in ${focus.en}.`,
        `UCAS 只能填报五个志愿、提交一份个人陈述，因此每个志愿都必须彼此呼应。${who.zh}会帮您选出自己能说清理由的专业，围绕真实的学术兴趣撰写个人陈述，并规划所需的入学笔试，在${focus.zh}方面尤为专业。`,
      ),
      p(
        `Includes ${h} hours of one-to-one time, plus written feedback on every draft.`,
        `共含 ${h} 小时一对一辅导，每一稿都有书面反馈。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Course and university choices for all five UCAS slots', 'UCAS 五个志愿的专业与院校选择'),
      bi('Personal statement from first ideas to final draft', '个人陈述从构思到定稿'),
      bi('Admissions test plan', '入学笔试规划'),
      bi('Guidance for your school reference', '学校推荐信指导'),
      signature,
      bi('Firm and insurance choice advice once offers arrive', '收到录取后的首选与保底志愿建议'),
    ],
  },
  ukComplete: {
    category: 'admissions',
    slug: 'complete',
    title: ({ label }) => bi(`${label.en} Complete Programme`, `${label.zh}全程冲刺套餐`),
    summary: ({ who }) =>
      bi(
        `Everything for a competitive UK application with ${who.en}: course choice, personal statement, admissions test and interview preparation.`,
        `${who.zh}全程负责英国名校申请：选专业、个人陈述、笔试与面试准备一应俱全。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `This programme runs from the spring before you apply to the December interviews. ${who.en} helps you choose a course you can argue for, builds a super-curricular reading plan, prepares you for the relevant admissions test and runs mock interviews in the style of the real thing, with particular depth in ${focus.en}.`,
        `本项目从申请前一年的春季开始，一直持续到 12 月面试。${who.zh}会帮您选定一个自己能说清理由的专业，制定超纲阅读（super-curricular）计划，辅导相关笔试，并按真实面试的风格进行模拟，在${focus.zh}方面尤为专业。`,
      ),
      p(
        `Includes ${h} hours of one-to-one teaching and feedback.`,
        `共含 ${h} 小时一对一教学与反馈。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Course and university (or college) choice', '专业与院校（或学院）选择'),
      bi('Super-curricular reading plan', '超纲阅读计划'),
      bi('Personal statement to final draft', '个人陈述直至定稿'),
      bi('Admissions test preparation', '入学笔试备考'),
      signature,
      bi('Mock interviews with written feedback', '多轮模拟面试及书面反馈'),
    ],
  },
  pathway: {
    category: 'admissions',
    slug: 'pathway',
    title: ({ label }) => bi(`${label.en} Pathway Plan`, `${label.zh}升学路径规划套餐`),
    summary: ({ who }) =>
      bi(
        `A clear, personalised study plan from ${who.en}: which country, which university, which programme — and how to get there.`,
        `${who.zh}为您定制清晰的升学规划：去哪个国家、选哪所大学、读哪个专业，以及如何一步步实现。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Ideal for families weighing several countries or entry routes. Over ${h} hours, ${who.en} compares the options in detail, builds a programme shortlist, plans tests and deadlines and follows every application through to an offer, with particular expertise in ${focus.en}.`,
        `适合在多个国家或入学途径之间权衡的家庭。在 ${h} 小时的辅导中，${who.zh}会详细比较各种方案、拟定专业清单、规划考试与截止日期，并全程跟进每一份申请直至拿到录取，尤其擅长${focus.zh}。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Country and entry-route comparison', '国家与入学途径对比'),
      bi('Programme and university shortlist', '专业与院校清单'),
      bi('Test and deadline planning', '考试与截止日期规划'),
      signature,
      bi('Application submission and document checks', '申请提交与材料核查'),
      bi('Offer comparison and acceptance advice', '录取比较与确认建议'),
    ],
  },
  portfolio: {
    category: 'admissions',
    slug: 'portfolio',
    title: ({ label }) => bi(`${label.en} Portfolio Review`, `${label.zh}作品集辅导`),
    summary: ({ who }) =>
      bi(
        `Portfolio guidance from ${who.en} — selecting, developing and presenting your strongest work.`,
        `${who.zh}作品集指导：挑选、深化并呈现您最好的作品。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Art, design and architecture schools look at the portfolio first. Over ${h} hours, ${who.en} helps you select and sequence your work, develop a coherent body of projects and write statements that explain your process. With long experience in ${focus.en}, ${who.en} will tell you honestly what is working and what is not.`,
        `艺术、设计和建筑院校首先看的是作品集。在 ${h} 小时的辅导中，${who.zh}会帮您挑选并编排作品、形成主线清晰的系列创作，并撰写能说明创作过程的陈述。${who.zh}在${focus.zh}方面经验丰富，会坦率告诉您哪些作品有说服力、哪些还需改进。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Portfolio audit against each school’s requirements', '对照各校要求的作品集诊断'),
      bi('Feedback on new projects as you develop them', '新作品创作过程中的持续反馈'),
      bi('Sequencing and presentation', '作品编排与呈现'),
      bi('Artist statements and project descriptions', '艺术家陈述与作品说明'),
      signature,
      bi('Final check before portfolio submission', '作品集提交前的最终检查'),
    ],
  },
  graduate: {
    category: 'graduate',
    slug: 'graduate',
    title: ({ label }) => bi(`${label.en} Graduate Applications`, `${label.zh}研究生申请套餐`),
    summary: ({ who }) =>
      bi(
        `Master’s and PhD applications with ${who.en}, from choosing programmes to the final statement of purpose.`,
        `${who.zh}指导硕士与博士申请，从项目选择到目的陈述定稿。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Graduate admissions are decided by faculty and programme committees, who read very differently from undergraduate offices. ${who.en} helps you choose programmes that fit your goals, write a statement of purpose that shows clear academic or professional direction, and brief your referees.`,
        `研究生录取由教授和项目委员会决定，他们审阅材料的方式与本科招生办截然不同。${who.zh}会帮您挑选与目标契合的项目，写出学术或职业方向清晰的目的陈述，并协助您与推荐人做好沟通。`,
      ),
      p(
        `The package includes ${h} hours of one-to-one work and draws on ${who.en}’s experience in ${focus.en}.`,
        `套餐共含 ${h} 小时一对一辅导，并充分借助${who.zh}在${focus.zh}方面的经验。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Shortlist of up to eight programmes', '最多 8 个项目的选校清单'),
      bi('Statement of purpose and personal statement', '目的陈述（SOP）与个人陈述'),
      bi('CV review', '简历修改'),
      bi('Recommendation letter strategy', '推荐信策略'),
      signature,
      bi('Interview preparation', '面试准备'),
    ],
  },
  transfer: {
    category: 'transfer',
    slug: 'transfer',
    title: ({ label }) => bi(`${label.en} Transfer Plan`, `${label.zh}转学规划套餐`),
    summary: ({ who }) =>
      bi(
        `A transfer plan built with ${who.en}: the right courses, a clear reason to move and applications to realistic targets.`,
        `${who.zh}为您量身制定转学方案：选对课程、讲清转学理由，并申请务实的目标院校。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Transfer admission hinges on college grades and a convincing reason to move. ${who.en} reviews your transcript, checks credit transfer and prerequisites at each target school, and helps you write a transfer essay that looks forward rather than dwelling on what is wrong with your current college.`,
        `转学录取的关键在于大学成绩和令人信服的转学理由。${who.zh}会审阅您的成绩单，逐校核对学分转换和先修课要求，并帮您写出一篇着眼未来、而不是一味抱怨现在学校的转学文书。`,
      ),
      p(
        `Includes ${h} hours of one-to-one time, with particular attention to ${focus.en}.`,
        `共含 ${h} 小时一对一辅导，并特别关注${focus.zh}。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Transcript and course-plan review', '成绩单与选课规划审阅'),
      bi('Credit transfer and prerequisite check', '学分转换与先修课核查'),
      bi('Transfer essay and supplements', '转学文书与补充文书'),
      signature,
      bi('Applications to up to eight universities', '最多 8 所院校申请'),
      bi(
        'Guidance on the college report and professor recommendations',
        '大学成绩报告与教授推荐信指导',
      ),
    ],
  },
  summer: {
    category: 'summer',
    slug: 'summer',
    title: ({ label }) => bi(`${label.en} Summer Programmes`, `${label.zh}夏校申请套餐`),
    summary: ({ who, focus }) =>
      bi(
        `Choosing and applying to selective summer programmes with ${who.en}, with a focus on ${focus.en}.`,
        `${who.zh}帮您挑选并申请高质量夏校，重点关注${focus.zh}。`,
      ),
    description: ({ who }, h) => [
      p(
        `A good summer programme deepens a genuine interest; it is not chosen for the name on the certificate. Over ${h} hours, ${who.en} helps you pick programmes that fit your profile, prepare strong applications and plan how the experience will feed into your university applications later.`,
        `好的夏校应当加深您真正的兴趣，而不是为了证书上的校名。在 ${h} 小时的辅导中，${who.zh}会帮您挑选与自身背景匹配的项目，准备有竞争力的申请材料，并规划这段经历如何为日后的大学申请加分。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Shortlist of programmes matched to your interests', '与兴趣匹配的夏校项目筛选'),
      bi('Application essays and short answers', '申请文书与简答题'),
      bi('Recommendation letter guidance', '推荐信指导'),
      signature,
      bi('Interview practice where required', '面试练习（如项目要求）'),
    ],
  },
  research: {
    category: 'summer',
    slug: 'research',
    title: ({ label }) => bi(`${label.en} Research Mentorship`, `${label.zh}科研项目指导`),
    summary: ({ who }) =>
      bi(
        `A guided research project with ${who.en}, from a good question to a finished paper or poster.`,
        `在${who.zh}指导下完成一个科研项目，从提出好问题到完成论文或海报。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Independent research is one of the most convincing things a student can bring to an application — if it is genuinely their own. Over ${h} hours, ${who.en} helps you find a question that can actually be answered, design a method, analyse the results honestly and write them up, with a focus on ${focus.en}.`,
        `独立科研是申请材料中最有说服力的内容之一——前提是它真正出自学生本人之手。在 ${h} 小时的指导中，${who.zh}会帮您找到一个真正可以回答的问题、设计研究方法、如实分析结果并撰写成文，重点关注${focus.zh}。`,
      ),
    ],
    services: ({ signature }) => [
      bi('Choosing a research question', '确定研究问题'),
      bi('Literature review guidance', '文献综述指导'),
      bi('Method and data-analysis support', '研究方法与数据分析支持'),
      signature,
      bi('Feedback on the final paper or poster', '论文或海报终稿反馈'),
      bi('Advice on student competitions and journals', '学生科研竞赛与期刊投稿建议'),
    ],
  },
  interview: {
    category: 'interview',
    slug: 'interview',
    title: ({ label }) => bi(`${label.en} Interview Coaching`, `${label.zh}面试辅导`),
    summary: ({ who }) =>
      bi(
        `Realistic mock interviews with ${who.en}, recorded and followed by written feedback.`,
        `${who.zh}一对一真实模拟面试，全程录像并提供书面反馈。`,
      ),
    description: ({ who, focus }) => [
      p(
        `Interviews reward students who can think aloud, listen carefully and talk about their interests in specific terms. ${who.en} runs mock interviews modelled on the formats you will actually face — with particular expertise in ${focus.en} — and gives candid feedback on content, structure and delivery.`,
        `面试青睐那些能边思考边表达、认真倾听，并能具体谈论自己兴趣的学生。${who.zh}会按照您将面对的真实形式进行模拟面试——尤其擅长${focus.zh}——并就内容、逻辑和表达给出坦率的反馈。`,
      ),
    ],
    services: ({ signature }, h) => [
      bi('Briefing on the interview format at each target school', '各目标院校面试形式讲解'),
      bi(`${mocks(h)} full mock interviews`, `${mocks(h)} 次完整模拟面试`),
      bi('Video recording and review', '录像与复盘'),
      bi('Written feedback after each session', '每次面试后的书面反馈'),
      signature,
    ],
  },
  interviewIntensive: {
    category: 'interview',
    slug: 'interview-intensive',
    title: ({ label }) => bi(`${label.en} Interview Intensive`, `${label.zh}面试强化营`),
    summary: ({ who }) =>
      bi(
        `A multi-week interview programme led by ${who.en} for students facing several interviews, with a panel of different mock interviewers.`,
        `${who.zh}主持的多周面试强化项目，适合需要应对多场面试的学生，由多位模拟面试官轮番上阵。`,
      ),
    description: ({ who, focus }, h) => [
      p(
        `Over ${h} hours, ${who.en} builds your answers from the ground up, then tests them in a series of increasingly realistic mock interviews with different interviewers, so that the real day feels familiar. The programme is tailored to ${focus.en}.`,
        `在 ${h} 小时的训练中，${who.zh}会先帮您从零梳理回答思路，再通过一系列由不同面试官主持、逐步接近真实的模拟面试反复检验，让正式面试那天感觉驾轻就熟。项目内容针对${focus.zh}量身定制。`,
      ),
    ],
    services: ({ signature }, h) => [
      bi('Personal story and motivation workshop', '个人经历与动机梳理'),
      bi(
        `${mocks(h)} mock interviews with different interviewers`,
        `${mocks(h)} 场由不同面试官主持的模拟面试`,
      ),
      bi('Video review of every session', '每场模拟的录像复盘'),
      signature,
      bi('Final confidence session the week before', '正式面试前一周的考前强化'),
    ],
  },
}

/** Builds a coach’s three packages; `popular` is the index of the most popular one. */
const packs = (
  slug: string,
  f: Focus,
  tiers: [Tier, Tier, Tier],
  popular: 0 | 1 | 2,
): SeedPackage[] =>
  tiers.map(([kind, startingAt, serviceFee, coachingHours, category], i) => {
    const t = templates[kind]
    return {
      slug: `${slug}-${t.slug}`,
      category: category ?? t.category,
      title: t.title(f),
      summary: t.summary(f),
      description: t.description(f, coachingHours),
      services: t
        .services(f, coachingHours)
        .filter((s) => s !== f.signature || !f.signatureFor || f.signatureFor.includes(kind)),
      startingAt,
      serviceFee,
      coachingHours,
      ...(i === popular ? { mostPopular: true } : {}),
    }
  })

// ───────────────────────────── Coaches ─────────────────────────────

export const coaches: SeedCoach[] = [
  // 1
  {
    slug: 'emily-carter',
    name: bi('Emily Carter', '艾米丽·卡特'),
    title: bi('Former Admissions Officer, Yale University', '耶鲁大学前招生官'),
    headline: bi(
      'I help ambitious students find the story only they can tell — and present it the way Ivy League readers hope to see it.',
      '帮助有抱负的学生找到只属于自己的故事，并以藤校招生官期待的方式呈现出来。',
    ),
    qualification: bi(
      'Seven years as an admissions officer at Yale, reading applications from the north-eastern United States and East Asia and sitting on the admissions committee.',
      '曾在耶鲁大学招生办任职七年，负责审阅美国东北部和东亚地区的申请，并担任招生委员会委员。',
    ),
    about: [
      p(
        'Emily spent seven years in the Yale admissions office, reading several thousand applications a year and presenting candidates to the committee. She was the office’s liaison for applicants from China, Korea and Japan, so she knows how those files are read in context.',
        '艾米丽在耶鲁招生办工作了七年，每年审阅数千份申请，并在招生委员会上为候选人陈述意见。她曾负责对接来自中国、韩国和日本的申请者，因此非常清楚这些地区的申请材料是如何被放在具体背景中解读的。',
      ),
      p(
        'Since 2018 she has coached students one-to-one. Her approach is patient and practical: she spends the first sessions simply listening, then helps students choose a small number of themes and build every part of the application around them.',
        '2018 年起，她开始一对一指导学生。她的方式耐心而务实：前几次面谈主要是倾听，随后帮助学生提炼出少数几个核心主题，再围绕这些主题构建申请的每一个部分。',
      ),
      p(
        'Emily studied English at Williams College and holds a master’s in education policy from Harvard. She lives in Boston and schedules sessions to suit families in Asian time zones.',
        '艾米丽本科毕业于威廉姆斯学院英语专业，并获得哈佛大学教育政策硕士学位。她现居波士顿，会配合亚洲家庭的时区安排辅导时间。',
      ),
    ],
    reasons: [
      bi('Sat on Yale’s admissions committee for seven years', '在耶鲁招生委员会任职七年'),
      bi(
        'Knows how applications from China and East Asia are read',
        '深谙中国及东亚申请者的材料如何被解读',
      ),
      bi(
        'A calm, structured essay process — students always write their own work',
        '文书流程从容有序，坚持学生本人执笔',
      ),
      bi('Extensive experience preparing students for alumni interviews', '校友面试辅导经验丰富'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Lead Admissions Coach', '首席升学导师'),
        period: '2018–',
      },
      {
        organisation: bi('Yale University', '耶鲁大学'),
        role: bi('Senior Assistant Director of Admissions', '招生办高级助理主任'),
        period: '2011–2018',
      },
    ],
    education: [
      {
        school: bi('Williams College', '威廉姆斯学院'),
        degree: bi('BA in English', '英语文学学士'),
        year: 2008,
      },
      {
        school: bi('Harvard Graduate School of Education', '哈佛大学教育研究生院'),
        degree: bi('EdM in Education Policy', '教育政策硕士'),
        year: 2010,
      },
    ],
    specialties: ['ivy-league', 'liberal-arts', 'interview-prep'],
    placements: ['yale', 'harvard', 'princeton', 'brown', 'dartmouth', 'columbia'],
    yearsOfExperience: 15,
    formerAdmissionsOfficer: true,
    formerInstitution: 'yale',
    languages: ['en', 'fr'],
    rating: 4.9,
    reviewCount: 186,
    bookings: 640,
    reviewsLabel: reviews(186),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'emily-carter',
      {
        label: bi('Ivy League', '藤校'),
        who: bi('Emily', '艾米丽老师'),
        focus: bi('Ivy League and liberal arts college applications', '常春藤及顶尖文理学院申请'),
        signature: bi(
          'Committee-style read of your complete application',
          '模拟招生委员会的完整申请评审',
        ),
      },
      [
        ['essentials', 2400, 200, 12],
        ['comprehensive', 6800, 350, 35],
        ['premium', 14500, 600, 90, 'ivy'],
      ],
      1,
    ),
  },
  // 2
  {
    slug: 'chen-wei',
    name: bi('Chen Wei', '陈伟'),
    title: bi('Former Admissions Officer, Columbia University', '哥伦比亚大学前招生官'),
    headline: bi(
      'A former Columbia admissions officer helping students from China show who they are beyond their scores — especially future economists and business leaders.',
      '哥大前招生官，帮助中国学生展现分数之外真实的自己，尤其擅长经济与商科方向的申请。',
    ),
    qualification: bi(
      'Seven years in Columbia’s undergraduate admissions office, reading applications from mainland China, Hong Kong and Singapore.',
      '在哥伦比亚大学本科招生办工作七年，负责审阅中国内地、香港和新加坡的申请。',
    ),
    about: [
      p(
        'Chen Wei grew up in Hangzhou, studied economics in the United States and joined Columbia’s admissions office in 2012. For seven years he read applications from mainland China, Hong Kong and Singapore, and became the office’s go-to reader for applicants from both international schools and the gaokao track.',
        '陈伟在杭州长大，赴美攻读经济学后，于 2012 年加入哥伦比亚大学招生办。七年间，他负责审阅来自中国内地、香港和新加坡的申请，并成为办公室里解读国际学校学生和体制内学生申请的主要负责人。',
      ),
      p(
        'He knows the pressure Chinese families face, and he is honest about it: a long list of competition awards matters far less than a clear intellectual thread. His students learn to explain why they care about economics or business, not just what they have done.',
        '他深知中国家庭承受的压力，也坦率直言：一长串竞赛奖项远不如一条清晰的学术主线重要。他的学生会学着讲清楚自己为什么热爱经济或商科，而不仅仅是罗列做过什么。',
      ),
      p(
        'Chen Wei coaches in both Mandarin and English, which makes it easy for parents to stay involved without taking over.',
        '陈伟可以用中英文双语辅导，方便家长全程了解进展，又不至于越俎代庖。',
      ),
    ],
    reasons: [
      bi('Read Chinese applications at Columbia for seven years', '在哥大审阅中国学生申请长达七年'),
      bi(
        'Understands both what families expect and what admissions offices look for',
        '既懂中国家庭的期待，也懂招生办的标准',
      ),
      bi(
        'Strong track record with economics and business applicants',
        '经济与商科方向申请成绩斐然',
      ),
      bi('Bilingual sessions that keep parents informed', '中英双语辅导，家长全程知情'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Head of China Admissions Coaching', '中国区升学辅导负责人'),
        period: '2019–',
      },
      {
        organisation: bi('Columbia University', '哥伦比亚大学'),
        role: bi('Associate Director of Undergraduate Admissions', '本科招生办副主任'),
        period: '2012–2019',
      },
    ],
    education: [
      {
        school: bi('University of Michigan', '密歇根大学'),
        degree: bi('BA in Economics', '经济学学士'),
        year: 2009,
      },
      {
        school: bi('Columbia University', '哥伦比亚大学'),
        degree: bi('MA in Quantitative Methods in the Social Sciences', '社会科学定量研究方法硕士'),
        year: 2011,
      },
    ],
    specialties: ['ivy-league', 'business', 'interview-prep'],
    placements: ['columbia', 'upenn', 'cornell', 'nyu', 'uchicago', 'northwestern'],
    yearsOfExperience: 14,
    formerAdmissionsOfficer: true,
    formerInstitution: 'columbia',
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 243,
    bookings: 812,
    reviewsLabel: reviews(243),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'chen-wei',
      {
        label: bi('US Top 20', '美国前 20 名校'),
        who: bi('Chen Wei', '陈老师'),
        focus: bi(
          'economics and business applications to top US universities',
          '美国顶尖大学经济与商科方向的申请',
        ),
        signature: bi(
          'Mandarin progress briefings for parents after key sessions',
          '关键节点后为家长提供中文进度说明',
        ),
      },
      [
        ['interview', 1200, 100, 8],
        ['comprehensive', 7800, 400, 40],
        ['premium', 16800, 800, 100],
      ],
      1,
    ),
  },
  // 3
  {
    slug: 'james-whitfield',
    name: bi('James Whitfield', '詹姆斯·惠特菲尔德'),
    title: bi('Former Admissions Officer, University of Oxford', '牛津大学前招生官'),
    headline: bi(
      'Oxford-focused preparation — personal statement, admissions test and, above all, interview — from someone who ran a college’s admissions round for eight years.',
      '由曾主持牛津学院招生八年的前招生官，为您系统准备个人陈述、笔试，尤其是面试。',
    ),
    qualification: bi(
      'Eight years as Admissions Officer at an Oxford college, organising interviews and working with tutors in law, history and PPE.',
      '曾任牛津大学某学院招生官八年，负责组织面试，并与法学、历史和 PPE 专业的导师密切合作。',
    ),
    about: [
      p(
        'James organised the December interview period at an Oxford college for eight years, sitting in on interviews and working closely with tutors as they made shortlisting and offer decisions. He has seen at first hand what separates a good candidate from one who receives an offer.',
        '詹姆斯曾在牛津一所学院连续八年负责组织 12 月的面试季，旁听面试，并在导师做出入围和录取决定时与他们密切配合。好的申请者与最终拿到录取的申请者之间究竟差在哪里，他看得一清二楚。',
      ),
      p(
        'His coaching is built around the tutorial: students read, think and argue aloud in every session. He prepares students for subject tests such as the LNAT, and above all for the interview itself, where the aim is to show how you think rather than what you already know.',
        '他的辅导以牛津导师课为蓝本：每次课学生都要阅读、思考并当面论证自己的观点。他指导 LNAT 等专业笔试，更注重面试准备——面试考察的是您如何思考，而不是您已经知道多少。',
      ),
      p(
        'James read law at Cambridge and taught history at a London sixth-form college before moving into admissions. Students describe him as demanding and warm in equal measure.',
        '詹姆斯本科在剑桥大学攻读法学，进入招生工作之前曾在伦敦一所六年级学院（sixth-form college）教授历史。学生们评价他既严格又亲切。',
      ),
    ],
    reasons: [
      bi('Organised Oxford interviews for eight years', '连续八年负责组织牛津面试'),
      bi(
        'Tutorial-style sessions that build real thinking skills',
        '导师课式辅导，真正锻炼思辨能力',
      ),
      bi('Preparation for the LNAT and other admissions tests', '系统准备 LNAT 等入学笔试'),
      bi(
        'Particular strength with law, history and PPE applicants',
        '尤其擅长法学、历史和 PPE 方向',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Oxbridge Programme Lead', '牛剑项目负责人'),
        period: '2017–',
      },
      {
        organisation: bi('University of Oxford', '牛津大学'),
        role: bi('College Admissions Officer', '学院招生官'),
        period: '2009–2017',
      },
      {
        organisation: bi('Sixth-form college, London', '伦敦某六年级学院'),
        role: bi('History Teacher', '历史教师'),
        period: '2005–2009',
      },
    ],
    education: [
      {
        school: bi('University of Cambridge', '剑桥大学'),
        degree: bi('BA in Law', '法学学士'),
        year: 2004,
      },
    ],
    specialties: ['oxbridge', 'interview-prep', 'law'],
    placements: ['oxford', 'cambridge', 'lse', 'ucl', 'kcl', 'edinburgh'],
    yearsOfExperience: 17,
    formerAdmissionsOfficer: true,
    formerInstitution: 'oxford',
    languages: ['en'],
    rating: 5.0,
    reviewCount: 152,
    bookings: 430,
    reviewsLabel: reviews(152),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'james-whitfield',
      {
        label: bi('Oxbridge', '牛剑'),
        who: bi('James', '詹姆斯老师'),
        focus: bi(
          'Oxford and Cambridge applications in law and the humanities',
          '牛剑法学与人文学科申请',
        ),
        signature: bi('Tutorial-style practice on unseen texts', '以陌生文本进行导师课式训练'),
      },
      [
        ['ucas', 3200, 250, 15],
        ['interview', 1800, 150, 10],
        ['ukComplete', 7500, 400, 45],
      ],
      2,
    ),
  },
  // 4
  {
    slug: 'wang-sihan',
    name: bi('Wang Sihan', '王思涵'),
    title: bi('Former Admissions Officer, Stanford University', '斯坦福大学前招生官'),
    headline: bi(
      'For students who love building things: a former Stanford reader helps you turn projects, research and curiosity into a compelling STEM application.',
      '献给热爱动手创造的您：斯坦福前招生官帮您把项目、科研与好奇心转化为一份有说服力的理工科申请。',
    ),
    qualification: bi(
      'Six years in Stanford’s undergraduate admissions office, specialising in engineering and computer science applicants from Asia.',
      '在斯坦福本科招生办工作六年，专门负责亚洲地区的工程与计算机科学方向申请者。',
    ),
    about: [
      p(
        'Sihan was born in Chengdu and studied computer science at Stanford before joining its admissions office. Over six years she read thousands of applications from students who wanted to study engineering and computer science, many of them with very similar competition results.',
        '思涵出生于成都，本科就读斯坦福计算机科学专业，毕业后加入斯坦福招生办。六年间，她审阅了数千份工程和计算机方向的申请，其中许多申请者的竞赛成绩不相上下。',
      ),
      p(
        'What stood out, she found, were students who could explain what they built, why they built it and what they learned when it failed. She helps students choose research and summer projects they genuinely care about, then write about them with precision and personality.',
        '她发现，真正脱颖而出的是那些能讲清自己做了什么、为什么做、失败后学到了什么的学生。她会帮助学生选择真正感兴趣的科研和暑期项目，再用准确而有个性的文字把这些经历写出来。',
      ),
      p(
        'Sihan also advises on selective summer programmes and research opportunities, and she is candid about which ones carry weight and which do not.',
        '思涵同样擅长夏校与科研机会的规划，并会坦率告诉您哪些项目真正有分量、哪些只是花钱买名头。',
      ),
    ],
    reasons: [
      bi('Six years reading STEM applications at Stanford', '在斯坦福审阅理工科申请六年'),
      bi('A computer scientist who understands the technical detail', '计算机科班出身，懂技术细节'),
      bi('Honest advice on summer programmes and research', '对夏校和科研项目给出诚实建议'),
      bi('Strong results at Stanford, MIT and Caltech', '斯坦福、MIT、加州理工录取成果突出'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Senior STEM Admissions Coach', '资深理工科升学导师'),
        period: '2019–',
      },
      {
        organisation: bi('Stanford University', '斯坦福大学'),
        role: bi('Admission Officer', '招生官'),
        period: '2013–2019',
      },
      {
        organisation: bi('Software start-up, Silicon Valley', '硅谷某软件创业公司'),
        role: bi('Software Engineer', '软件工程师'),
        period: '2011–2013',
      },
    ],
    education: [
      {
        school: bi('Stanford University', '斯坦福大学'),
        degree: bi('BS in Computer Science', '计算机科学学士'),
        year: 2011,
      },
    ],
    specialties: ['stem', 'ivy-league', 'summer-programmes'],
    placements: ['stanford', 'mit', 'caltech', 'carnegie-mellon', 'uc-berkeley', 'harvard'],
    yearsOfExperience: 13,
    formerAdmissionsOfficer: true,
    formerInstitution: 'stanford',
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 214,
    bookings: 705,
    reviewsLabel: reviews(214),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'wang-sihan',
      {
        label: bi('STEM', '理工科'),
        who: bi('Sihan', '王老师'),
        focus: bi('engineering and computer science applications', '工程与计算机科学方向的申请'),
        signature: bi('Review of your research and project portfolio', '科研与项目作品梳理'),
      },
      [
        ['summer', 1500, 150, 8],
        ['comprehensive', 7200, 350, 38],
        ['premium', 15800, 700, 95],
      ],
      1,
    ),
  },
  // 5
  {
    slug: 'li-siyuan',
    name: bi('Li Siyuan', '李思远'),
    title: bi('Former Admissions Officer, University of Pennsylvania', '宾夕法尼亚大学前招生官'),
    headline: bi(
      'Wharton, M&T and Huntsman applications — and transfers into top business programmes — with a former Penn admissions officer.',
      '沃顿、M&T、亨茨曼项目申请，以及转学进入顶尖商科项目，由宾大前招生官亲自指导。',
    ),
    qualification: bi(
      'Five years in Penn’s admissions office, including reading for the Wharton School and the coordinated dual-degree programmes.',
      '曾在宾大招生办工作五年，参与沃顿商学院及跨学院双学位项目的申请审阅。',
    ),
    about: [
      p(
        'Siyuan joined Penn’s admissions office after graduating from Wharton and spent five years reading applications for the College of Arts and Sciences, Wharton and the coordinated dual-degree programmes. He also reviewed transfer applications, which gives him an unusually clear view of what makes a successful transfer case.',
        '思远从沃顿商学院毕业后加入宾大招生办，五年间审阅过文理学院、沃顿以及跨学院双学位项目的申请。他还参与过转学申请的审阅，因此对一份成功的转学申请需要具备什么，有着格外清晰的认识。',
      ),
      p(
        'Business applicants often assume that internships and investment clubs are what matter. Siyuan pushes students to show real curiosity about how markets and organisations work, and to connect their interest in business to a problem they genuinely care about.',
        '很多商科申请者以为实习经历和投资社团最重要。思远则会引导学生展现对市场与组织运作的求知欲，并把对商科的兴趣与自己真正关心的现实问题联系起来。',
      ),
      p(
        'After Penn he worked in strategy consulting in Shanghai, so he can also talk students through what business careers really look like.',
        '离开宾大后，他曾在上海从事战略咨询工作，因此也能向学生讲清商科职业道路的真实面貌。',
      ),
    ],
    reasons: [
      bi('Read Wharton and dual-degree applications at Penn', '曾审阅沃顿及双学位项目申请'),
      bi(
        'Reviewed transfer files as well as first-year applications',
        '同时具备新生与转学申请的审阅经验',
      ),
      bi('Consulting background for realistic career guidance', '咨询行业背景，职业建议务实'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Business Admissions Coach', '商科升学导师'),
        period: '2020–',
      },
      {
        organisation: bi('Strategy consultancy, Shanghai', '上海某战略咨询公司'),
        role: bi('Consultant', '咨询顾问'),
        period: '2017–2020',
      },
      {
        organisation: bi('University of Pennsylvania', '宾夕法尼亚大学'),
        role: bi('Assistant Director of Admissions', '招生办助理主任'),
        period: '2012–2017',
      },
    ],
    education: [
      {
        school: bi('University of Pennsylvania, The Wharton School', '宾夕法尼亚大学沃顿商学院'),
        degree: bi('BS in Economics', '经济学学士'),
        year: 2012,
      },
    ],
    specialties: ['business', 'ivy-league', 'transfer'],
    placements: ['upenn', 'cornell', 'nyu', 'umich', 'usc', 'carnegie-mellon'],
    yearsOfExperience: 11,
    formerAdmissionsOfficer: true,
    formerInstitution: 'upenn',
    languages: ['zh', 'en'],
    rating: 4.8,
    reviewCount: 167,
    bookings: 520,
    reviewsLabel: reviews(167),
    placementsLabel: admittedTo,
    packages: packs(
      'li-siyuan',
      {
        label: bi('Business', '商科'),
        who: bi('Siyuan', '李老师'),
        focus: bi(
          'Wharton and other undergraduate business programmes',
          '沃顿及其他本科商学院项目',
        ),
        signature: bi('“Why business” narrative workshop', '“为什么学商科”主线梳理工作坊'),
      },
      [
        ['essentials', 2200, 200, 12],
        ['comprehensive', 6500, 350, 36],
        ['transfer', 4200, 300, 25],
      ],
      1,
    ),
  },
  // 6
  {
    slug: 'sarah-okafor',
    name: bi('Sarah Okafor', '莎拉·奥卡福'),
    title: bi('Former Admissions Officer, Johns Hopkins University', '约翰斯·霍普金斯大学前招生官'),
    headline: bi(
      'A clear, honest path for pre-med students — from choosing the right undergraduate college to BS/MD programmes and clinical experience.',
      '为医预科学生规划清晰而务实的道路：从选择合适的本科院校，到本博连读医学项目和临床经历积累。',
    ),
    qualification: bi(
      'Six years in admissions at Johns Hopkins, reading applications from students interested in medicine, public health and biomedical engineering.',
      '曾在约翰斯·霍普金斯大学招生办工作六年，负责审阅医学、公共卫生和生物医学工程方向的申请。',
    ),
    about: [
      p(
        'Sarah worked in the Johns Hopkins admissions office for six years, where pre-medical and biomedical engineering applicants make up a large share of the pool. She learned quickly that nearly all of them write about wanting to help people — and that very few show what they have actually done about it.',
        '莎拉在约翰斯·霍普金斯招生办工作了六年，那里的申请者中有相当大比例是医预科和生物医学工程方向的学生。她很快发现，几乎每个人都会写自己想帮助他人，但很少有人展示出自己为此真正做过什么。',
      ),
      p(
        'She helps students build meaningful experience — research, shadowing where it is possible, community health work — and write about it honestly. She also advises families on BS/MD programmes and on the different routes into medicine in the US, the UK, Canada and Australia.',
        '她会帮助学生积累有意义的经历——科研、条件允许时的跟诊、社区健康服务——并真诚地写出来。她还为家庭讲解本博连读（BS/MD）项目，以及在美国、英国、加拿大和澳大利亚学医的不同路径。',
      ),
      p(
        'Before moving into admissions, Sarah was a research coordinator in a hospital laboratory, so she understands the science as well as the application.',
        '进入招生工作之前，莎拉曾在医院实验室担任科研协调员，因此她既懂申请，也懂科学本身。',
      ),
    ],
    reasons: [
      bi('Six years reading pre-med applications at Johns Hopkins', '在霍普金斯审阅医预科申请六年'),
      bi(
        'Clear advice on BS/MD programmes and international routes into medicine',
        '对本博连读及各国学医路径了如指掌',
      ),
      bi('Hospital research background', '具有医院科研工作背景'),
      bi(
        'Helps students find real, age-appropriate clinical exposure',
        '帮助学生找到真实且适龄的医学实践机会',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Pre-med Admissions Coach', '医预科升学导师'),
        period: '2020–',
      },
      {
        organisation: bi('Johns Hopkins University', '约翰斯·霍普金斯大学'),
        role: bi('Senior Admissions Counselor', '高级招生顾问'),
        period: '2014–2020',
      },
      {
        organisation: bi('Hospital research laboratory, Baltimore', '巴尔的摩某医院实验室'),
        role: bi('Clinical Research Coordinator', '临床研究协调员'),
        period: '2011–2014',
      },
    ],
    education: [
      {
        school: bi('University of Michigan', '密歇根大学'),
        degree: bi('BS in Biology', '生物学学士'),
        year: 2011,
      },
      {
        school: bi(
          'Johns Hopkins Bloomberg School of Public Health',
          '约翰斯·霍普金斯大学彭博公共卫生学院',
        ),
        degree: bi('Master of Public Health', '公共卫生硕士'),
        year: 2016,
      },
    ],
    specialties: ['medicine', 'stem', 'summer-programmes'],
    placements: ['johns-hopkins', 'duke', 'brown', 'upenn', 'northwestern', 'umich'],
    yearsOfExperience: 12,
    formerAdmissionsOfficer: true,
    formerInstitution: 'johns-hopkins',
    languages: ['en'],
    rating: 4.9,
    reviewCount: 138,
    bookings: 390,
    reviewsLabel: reviews(138),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'sarah-okafor',
      {
        label: bi('Pre-med', '医预科'),
        who: bi('Sarah', '莎拉老师'),
        focus: bi('pre-medical and BS/MD applications', '医预科及本博连读医学项目申请'),
        signature: bi('Clinical and research experience planning', '临床与科研经历规划'),
      },
      [
        ['summer', 1900, 150, 10],
        ['comprehensive', 8200, 400, 40],
        ['premium', 17500, 800, 110],
      ],
      1,
    ),
  },
  // 7
  {
    slug: 'daniel-brooks',
    name: bi('Daniel Brooks', '丹尼尔·布鲁克斯'),
    title: bi('Former Admissions Officer, Cornell University', '康奈尔大学前招生官'),
    headline: bi(
      'Transfer applications are a different game. A former Cornell transfer reader helps you move to the university you really want.',
      '转学申请是另一套游戏规则。康奈尔前转学申请审阅官，帮您转入真正心仪的大学。',
    ),
    qualification: bi(
      'Five years at Cornell, where he coordinated transfer admissions for the College of Arts and Sciences and the Dyson School.',
      '曾在康奈尔任职五年，负责文理学院和戴森应用经济与管理学院的转学招生协调工作。',
    ),
    about: [
      p(
        'Daniel spent five years in Cornell admissions and, for most of that time, coordinated transfer review for two of its colleges. Cornell admits more transfer students than most of its peers, so he read a great many files from community college students, students at other four-year universities and students returning after time away.',
        '丹尼尔在康奈尔招生办工作了五年，其中大部分时间负责两个学院的转学审阅协调工作。康奈尔录取的转学生比多数同类名校都多，因此他审阅过大量来自社区学院、其他四年制大学以及休学后重返校园的学生的申请。',
      ),
      p(
        'Transfer admission rests on college grades, a coherent academic plan and a reason to move that is about where you are going rather than what you are leaving. Daniel helps students choose first-year courses with transfer in mind, check credit transfer early and write a transfer essay with real focus.',
        '转学录取取决于大学成绩、连贯的学业规划，以及一个着眼于“去向何方”而非“逃离何处”的转学理由。丹尼尔会帮学生在大一选课时就考虑转学需要，尽早核查学分转换，并写出重点突出的转学文书。',
      ),
      p(
        'He also works with first-year applicants, especially those applying to Cornell’s individual colleges, where choosing the right college is half the battle.',
        '他也辅导本科新生申请，尤其是申请康奈尔各学院的学生——在康奈尔，选对学院就成功了一半。',
      ),
    ],
    reasons: [
      bi('Coordinated transfer review at Cornell', '曾在康奈尔负责转学申请审阅'),
      bi('Knows credit-transfer and prerequisite rules in detail', '熟悉学分转换与先修课规则'),
      bi(
        'Helps students plan a transfer from their very first semester',
        '从大一第一学期开始规划转学',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Transfer Admissions Coach', '转学申请导师'),
        period: '2020–',
      },
      {
        organisation: bi('Cornell University', '康奈尔大学'),
        role: bi('Assistant Director, Transfer Admissions', '转学招生助理主任'),
        period: '2015–2020',
      },
      {
        organisation: bi('Community college, upstate New York', '纽约州北部某社区学院'),
        role: bi('Academic Advisor', '学业顾问'),
        period: '2012–2015',
      },
    ],
    education: [
      {
        school: bi('Cornell University', '康奈尔大学'),
        degree: bi('BA in Government', '政府学学士'),
        year: 2012,
      },
    ],
    specialties: ['transfer', 'ivy-league', 'business'],
    placements: ['cornell', 'columbia', 'upenn', 'brown', 'umich', 'uc-berkeley'],
    yearsOfExperience: 14,
    formerAdmissionsOfficer: true,
    formerInstitution: 'cornell',
    languages: ['en', 'es'],
    rating: 4.8,
    reviewCount: 121,
    bookings: 365,
    reviewsLabel: reviews(121),
    placementsLabel: admittedTo,
    packages: packs(
      'daniel-brooks',
      {
        label: bi('Ivy League', '藤校'),
        who: bi('Daniel', '丹尼尔老师'),
        focus: bi(
          'transfers into Cornell and other highly selective universities',
          '转入康奈尔及其他顶尖名校',
        ),
        signature: bi('Semester-by-semester course plan for transfer', '面向转学的逐学期选课方案'),
        signatureFor: ['transfer'],
      },
      [
        ['essays', 1100, 100, 6],
        ['transfer', 5200, 300, 30],
        ['comprehensive', 6900, 350, 36],
      ],
      1,
    ),
  },
  // 8
  {
    slug: 'zhang-yutong',
    name: bi('Zhang Yutong', '张雨桐'),
    title: bi('Former Admissions Officer, University of Cambridge', '剑桥大学前招生官'),
    headline: bi(
      'Natural Sciences, Engineering, Maths or Computer Science at Cambridge? A former Cambridge admissions officer prepares you for the tests and the interview.',
      '想申请剑桥自然科学、工程、数学或计算机？剑桥前招生官带您攻克笔试与面试。',
    ),
    qualification: bi(
      'Six years as an admissions officer for a Cambridge college, specialising in science and engineering applicants, especially from China.',
      '曾在剑桥大学某学院担任招生官六年，主要负责理工科申请者，尤其是来自中国的学生。',
    ),
    about: [
      p(
        'Yutong completed her PhD in chemistry at Cambridge and stayed on as an admissions officer at her college, working with Directors of Studies in the sciences, engineering and mathematics. She managed the college’s outreach to China and sat in on hundreds of interviews.',
        '雨桐在剑桥取得化学博士学位后，留在所在学院担任招生官，与理科、工程和数学专业的学业主任（Director of Studies）紧密合作。她负责学院面向中国的招生宣传，并旁听过数百场面试。',
      ),
      p(
        'Many strong Chinese students are surprised by the Cambridge interview: tutors are less interested in the right answer than in how you reach it. Yutong trains students to think aloud, use hints and stay calm with unfamiliar problems. She also prepares them for admissions tests including the ESAT and TMUA.',
        '很多优秀的中国学生在剑桥面试中会感到意外：导师更看重您如何得出答案，而不是答案本身是否正确。雨桐会训练学生边想边说、善用提示，并在面对陌生问题时保持冷静。她也辅导 ESAT、TMUA 等入学笔试。',
      ),
      p(
        'She teaches in Mandarin or English and keeps parents informed at each stage of the UCAS timeline.',
        '她可用中文或英文授课，并会在 UCAS 申请的每个阶段及时向家长同步进展。',
      ),
    ],
    reasons: [
      bi('Six years in admissions at a Cambridge college', '在剑桥学院从事招生工作六年'),
      bi('Cambridge PhD in chemistry', '剑桥化学博士'),
      bi(
        'Specialist preparation for the ESAT, TMUA and science interviews',
        '专攻 ESAT、TMUA 及理科面试',
      ),
      bi('Bilingual support for families', '中英双语服务家庭'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Oxbridge STEM Lead', '牛剑理工项目负责人'),
        period: '2020–',
      },
      {
        organisation: bi('University of Cambridge', '剑桥大学'),
        role: bi('College Admissions Officer (Sciences)', '学院招生官（理科）'),
        period: '2014–2020',
      },
    ],
    education: [
      {
        school: bi('Peking University', '北京大学'),
        degree: bi('BS in Chemistry', '化学学士'),
        year: 2009,
      },
      {
        school: bi('University of Cambridge', '剑桥大学'),
        degree: bi('PhD in Chemistry', '化学博士'),
        year: 2013,
      },
    ],
    specialties: ['oxbridge', 'stem', 'interview-prep'],
    placements: ['cambridge', 'oxford', 'imperial', 'ucl', 'warwick', 'edinburgh'],
    yearsOfExperience: 12,
    formerAdmissionsOfficer: true,
    formerInstitution: 'cambridge',
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 176,
    bookings: 560,
    reviewsLabel: reviews(176),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'zhang-yutong',
      {
        label: bi('Oxbridge STEM', '牛剑理工'),
        who: bi('Yutong', '张老师'),
        focus: bi(
          'science, engineering and maths applications to Oxford and Cambridge',
          '牛剑理科、工程和数学方向的申请',
        ),
        signature: bi(
          'ESAT and TMUA practice under timed conditions',
          '限时模拟 ESAT 与 TMUA 笔试',
        ),
        signatureFor: ['ucas', 'ukComplete'],
      },
      [
        ['interview', 2000, 150, 12],
        ['ucas', 3600, 250, 16],
        ['ukComplete', 8800, 450, 50],
      ],
      2,
    ),
  },
  // 9
  {
    slug: 'michael-reyes',
    name: bi('Michael Reyes', '迈克尔·雷耶斯'),
    title: bi(
      'Former Admissions Officer, Massachusetts Institute of Technology',
      '麻省理工学院前招生官',
    ),
    headline: bi(
      'A former MIT admissions officer helping makers, researchers and competition kids show the person behind the projects.',
      'MIT 前招生官，帮助爱动手的创客、科研少年和竞赛选手展现项目背后那个真实的人。',
    ),
    qualification: bi(
      'Five years in MIT admissions, reading applications from Latin America and East Asia and serving on selection committees.',
      '曾在 MIT 招生办任职五年，负责拉丁美洲和东亚地区的申请，并参与录取委员会评审。',
    ),
    about: [
      p(
        'Michael earned his degree in mechanical engineering at MIT and returned to the admissions office a few years later. He read applications from Latin America and East Asia and served on the committees that made final decisions.',
        '迈克尔本科毕业于 MIT 机械工程专业，几年后回到母校招生办工作，负责拉丁美洲和东亚地区的申请，并参与最终录取决定的委员会评审。',
      ),
      p(
        'MIT’s application is made up of several short essays rather than one long one, and Michael knows how much each of those short answers has to carry. He helps students pick the right stories — often the small, practical ones — and tell them with clarity and humour.',
        'MIT 的申请由几篇短文书组成，而不是一篇长文。迈克尔深知每篇短回答要承载多少信息。他会帮学生挑选合适的故事——往往是那些细小而具体的动手经历——并用清晰、幽默的方式讲出来。',
      ),
      p(
        'He also advises undergraduates applying to research master’s and PhD programmes in engineering, drawing on his own graduate work in robotics.',
        '凭借自己在机器人方向的研究生经历，他也为申请工程类研究型硕士和博士项目的本科生提供指导。',
      ),
    ],
    reasons: [
      bi(
        'Read applications and sat on selection committees at MIT',
        '曾在 MIT 审阅申请并参与录取委员会',
      ),
      bi(
        'An MIT engineer who speaks the language of technical applicants',
        'MIT 工程背景，与理工科学生沟通无障碍',
      ),
      bi('Expert on short-answer essays', '擅长短文书写作'),
      bi('Supports graduate engineering applications too', '同样可辅导工程类研究生申请'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('STEM Admissions Coach', '理工科升学导师'),
        period: '2021–',
      },
      {
        organisation: bi('Massachusetts Institute of Technology', '麻省理工学院'),
        role: bi('Admissions Officer', '招生官'),
        period: '2016–2021',
      },
      {
        organisation: bi('Robotics start-up, Boston', '波士顿某机器人创业公司'),
        role: bi('Mechanical Engineer', '机械工程师'),
        period: '2013–2016',
      },
    ],
    education: [
      {
        school: bi('Massachusetts Institute of Technology', '麻省理工学院'),
        degree: bi('SB in Mechanical Engineering', '机械工程学士'),
        year: 2011,
      },
      {
        school: bi('Carnegie Mellon University', '卡内基梅隆大学'),
        degree: bi('MS in Robotics', '机器人学硕士'),
        year: 2013,
      },
    ],
    specialties: ['stem', 'summer-programmes', 'graduate-school'],
    placements: ['mit', 'caltech', 'stanford', 'carnegie-mellon', 'uc-berkeley', 'cornell'],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'mit',
    languages: ['en', 'es'],
    rating: 5.0,
    reviewCount: 97,
    bookings: 280,
    reviewsLabel: reviews(97),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'michael-reyes',
      {
        label: bi('Engineering', '工科'),
        who: bi('Michael', '迈克尔老师'),
        focus: bi(
          'engineering and science applications, especially MIT-style short essays',
          '理工科申请，尤其是 MIT 式短文书',
        ),
        signature: bi('Maker portfolio review', '创客作品集审阅'),
        signatureFor: ['summer', 'comprehensive'],
      },
      [
        ['summer', 1600, 120, 8],
        ['comprehensive', 7400, 400, 38],
        ['graduate', 4800, 300, 25],
      ],
      1,
    ),
  },
  // 10
  {
    slug: 'olivia-bennett',
    name: bi('Olivia Bennett', '奥利维娅·贝内特'),
    title: bi('Former Admissions Officer, Brown University', '布朗大学前招生官'),
    headline: bi(
      'For curious, creative students who don’t fit a single box: applications to Brown, the Brown|RISD programme and other open-minded colleges.',
      '献给好奇心旺盛、不愿被单一标签定义的创意型学生：申请布朗大学、Brown|RISD 双学位及其他包容开放的名校。',
    ),
    qualification: bi(
      'Seven years in Brown’s admissions office, including reading for the Brown|RISD Dual Degree programme.',
      '在布朗大学招生办工作七年，曾参与 Brown|RISD 双学位项目的申请评审。',
    ),
    about: [
      p(
        'Olivia read applications at Brown for seven years and was one of the readers for the Brown|RISD Dual Degree, where academic files and art portfolios are considered together. She loves applicants whose interests connect in unexpected ways.',
        '奥利维娅在布朗大学审阅申请七年，并担任 Brown|RISD 双学位项目的评审之一——该项目需要同时评估学术材料和艺术作品集。她尤其欣赏那些兴趣以意想不到的方式相互交织的申请者。',
      ),
      p(
        'Brown’s Open Curriculum means students have to explain what they will do with their freedom. Olivia helps students articulate an intellectual direction without forcing them into a narrow label, and works with artists and designers on how their creative and academic work fit together.',
        '布朗的开放式课程意味着学生必须讲清楚自己将如何运用这份自由。奥利维娅会帮助学生清晰表达学术方向，而不是把他们硬塞进一个狭窄的标签；对于艺术和设计方向的学生，她会帮助梳理创作与学术之间的关联。',
      ),
      p(
        'She grew up between Boston and Florence and studied art history, which shapes how she reads portfolios and essays alike.',
        '她在波士顿和佛罗伦萨两地长大，本科主修艺术史，这也影响着她阅读作品集和文书的方式。',
      ),
    ],
    reasons: [
      bi(
        'Seven years reading at Brown, including Brown|RISD',
        '在布朗审阅申请七年，包括 Brown|RISD 项目',
      ),
      bi('Understands both portfolios and academic files', '作品集与学术材料都能精准把握'),
      bi(
        'A great fit for interdisciplinary, creative students',
        '特别适合跨学科、富有创造力的学生',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Admissions Coach, Arts and Humanities', '艺术与人文方向升学导师'),
        period: '2019–',
      },
      {
        organisation: bi('Brown University', '布朗大学'),
        role: bi('Senior Assistant Director of Admission', '招生办高级助理主任'),
        period: '2012–2019',
      },
    ],
    education: [
      {
        school: bi('Brown University', '布朗大学'),
        degree: bi('AB in History of Art and Architecture', '艺术与建筑史学士'),
        year: 2010,
      },
    ],
    specialties: ['liberal-arts', 'arts-design', 'ivy-league'],
    placements: ['brown', 'yale', 'dartmouth', 'nyu', 'carnegie-mellon', 'columbia'],
    yearsOfExperience: 14,
    formerAdmissionsOfficer: true,
    formerInstitution: 'brown',
    languages: ['en', 'it'],
    rating: 4.8,
    reviewCount: 109,
    bookings: 310,
    reviewsLabel: reviews(109),
    placementsLabel: admittedTo,
    packages: packs(
      'olivia-bennett',
      {
        label: bi('Creative Arts', '创意艺术'),
        who: bi('Olivia', '奥利维娅老师'),
        focus: bi(
          'applications from creative and interdisciplinary students',
          '创意型与跨学科学生的申请',
        ),
        signature: bi(
          'Joint review of your academic file and art supplement',
          '学术材料与艺术补充材料联合评审',
        ),
      },
      [
        ['portfolio', 2800, 200, 14],
        ['essentials', 2100, 150, 10],
        ['comprehensive', 6200, 300, 32],
      ],
      2,
    ),
  },
  // 11
  {
    slug: 'liu-zihang',
    name: bi('Liu Zihang', '刘子航'),
    title: bi('Former Admissions Officer, University of Toronto', '多伦多大学前招生官'),
    headline: bi(
      'Canada’s top universities, from Toronto Engineering and Rotman Commerce to Waterloo Computer Science — planned by a former U of T admissions officer.',
      '从多大工程、罗特曼商科到滑铁卢计算机，由多伦多大学前招生官为您规划加拿大名校之路。',
    ),
    qualification: bi(
      'Five years in undergraduate recruitment and admissions at the University of Toronto, responsible for applicants from China.',
      '曾在多伦多大学本科招生部门工作五年，负责中国地区的招生与录取。',
    ),
    about: [
      p(
        'Zihang moved to Toronto for university and later spent five years in U of T’s undergraduate admissions team, visiting schools across China and reviewing applications to engineering, computer science and commerce.',
        '子航赴多伦多读大学，后来在多大本科招生团队工作了五年，走访过中国各地的高中，并审阅工程、计算机科学和商科专业的申请。',
      ),
      p(
        'Canadian admissions are more grade-driven than American ones, but the competitive programmes add supplementary forms, video interviews and personal profiles that many students underestimate. Zihang helps students plan their grades, course choices and supplementary applications together.',
        '加拿大大学的录取比美国更看重成绩，但热门专业还会附加补充表格、视频面试和个人简介，很多学生对此重视不够。子航会帮助学生统筹规划成绩、选课和补充申请材料。',
      ),
      p(
        'He also advises on master’s applications in Canada and helps families understand how study permits and post-graduation work permits fit into long-term plans.',
        '他还为学生提供加拿大硕士申请建议，并帮助家庭了解学习许可和毕业后工作许可如何纳入长期规划。',
      ),
    ],
    reasons: [
      bi('Five years in admissions at the University of Toronto', '在多伦多大学招生部门工作五年'),
      bi(
        'Expert on supplementary applications for competitive Canadian programmes',
        '熟悉加拿大热门专业的补充申请',
      ),
      bi('Plans undergraduate and graduate study in Canada together', '本科与研究生阶段统筹规划'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Canada Admissions Coach', '加拿大升学导师'),
        period: '2021–',
      },
      {
        organisation: bi('University of Toronto', '多伦多大学'),
        role: bi('International Admissions Officer (China)', '国际招生官（中国区）'),
        period: '2016–2021',
      },
    ],
    education: [
      {
        school: bi('University of Toronto', '多伦多大学'),
        degree: bi('BASc in Industrial Engineering', '工业工程学士'),
        year: 2014,
      },
      {
        school: bi('University of Toronto', '多伦多大学'),
        degree: bi('MEd in Higher Education', '高等教育硕士'),
        year: 2016,
      },
    ],
    specialties: ['stem', 'business', 'graduate-school'],
    placements: [
      'university-of-toronto',
      'ubc',
      'waterloo',
      'mcgill',
      'mcmaster',
      'university-of-alberta',
    ],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'university-of-toronto',
    languages: ['zh', 'en'],
    rating: 4.7,
    reviewCount: 132,
    bookings: 470,
    reviewsLabel: reviews(132),
    placementsLabel: admittedTo,
    packages: packs(
      'liu-zihang',
      {
        label: bi('Canada', '加拿大名校'),
        who: bi('Zihang', '刘老师'),
        focus: bi(
          'competitive Canadian programmes in engineering, computer science and commerce',
          '加拿大工程、计算机和商科等热门专业',
        ),
        signature: bi(
          'Supplementary application and video interview preparation',
          '补充申请材料与视频面试准备',
        ),
      },
      [
        ['essentials', 1500, 120, 10],
        ['comprehensive', 4200, 250, 28],
        ['graduate', 3800, 250, 22],
      ],
      1,
    ),
  },
  // 12
  {
    slug: 'hannah-schmidt',
    name: bi('Hannah Schmidt', '汉娜·施密特'),
    title: bi('Former Admissions Officer, Dartmouth College', '达特茅斯学院前招生官'),
    headline: bi(
      'Thoughtful, personal guidance for students who want a close-knit undergraduate experience at Dartmouth and similar colleges.',
      '为向往达特茅斯等小而精本科教育的学生，提供用心、个性化的指导。',
    ),
    qualification: bi(
      'Four years in Dartmouth’s admissions office, where she also coordinated alumni interviews worldwide.',
      '在达特茅斯招生办工作四年，同时负责协调全球范围的校友面试。',
    ),
    about: [
      p(
        'Hannah worked in Dartmouth admissions for four years and coordinated its global network of alumni interviewers. She read applications from Europe and Asia and saw how much a good interview report could add to a file.',
        '汉娜在达特茅斯招生办工作了四年，负责协调学校遍布全球的校友面试官网络。她审阅过来自欧洲和亚洲的申请，深知一份出色的面试报告能为申请增色多少。',
      ),
      p(
        'Dartmouth looks for students who will contribute to a small, tight-knit community. Hannah helps students reflect on how they engage with the people around them — in class, on a team, at home — and bring that into their essays and interviews.',
        '达特茅斯看重的是能为一个小而紧密的社区做出贡献的学生。汉娜会引导学生反思自己如何与身边的人相处——在课堂上、在团队中、在家庭里——并把这些体现在文书和面试中。',
      ),
      p(
        'Originally from Hamburg, she came to the US for college and understands how unfamiliar the American process can feel to international families.',
        '汉娜来自德国汉堡，赴美读大学的经历让她非常理解国际家庭面对美国申请流程时的陌生感。',
      ),
    ],
    reasons: [
      bi('Former coordinator of Dartmouth’s alumni interviews', '曾负责协调达特茅斯校友面试'),
      bi('An international student herself', '本人亦是国际学生出身'),
      bi('Warm, reflective essay coaching', '文书辅导温和而深入'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Admissions and Interview Coach', '升学与面试导师'),
        period: '2020–',
      },
      {
        organisation: bi('Dartmouth College', '达特茅斯学院'),
        role: bi('Assistant Director of Admissions', '招生办助理主任'),
        period: '2016–2020',
      },
      {
        organisation: bi('Boarding school, New Hampshire', '新罕布什尔州某寄宿学校'),
        role: bi('College Counsellor', '升学顾问'),
        period: '2014–2016',
      },
    ],
    education: [
      {
        school: bi('Dartmouth College', '达特茅斯学院'),
        degree: bi('AB in Government and German Studies', '政府学与德国研究学士'),
        year: 2014,
      },
    ],
    specialties: ['liberal-arts', 'ivy-league', 'interview-prep'],
    placements: ['dartmouth', 'brown', 'princeton', 'yale', 'duke', 'cornell'],
    yearsOfExperience: 12,
    formerAdmissionsOfficer: true,
    formerInstitution: 'dartmouth',
    languages: ['en', 'de'],
    rating: 4.8,
    reviewCount: 88,
    bookings: 240,
    reviewsLabel: reviews(88),
    placementsLabel: admittedTo,
    packages: packs(
      'hannah-schmidt',
      {
        label: bi('Liberal Arts', '文理名校'),
        who: bi('Hannah', '汉娜老师'),
        focus: bi(
          'applications to Dartmouth and other close-knit undergraduate colleges',
          '达特茅斯等小而精本科院校的申请',
        ),
        signature: bi(
          'Alumni interview simulation with a former interview coordinator',
          '由前校友面试协调人主持的模拟面试',
        ),
      },
      [
        ['interview', 950, 80, 6],
        ['essentials', 2300, 150, 12],
        ['comprehensive', 5600, 300, 30],
      ],
      1,
    ),
  },
  // 13
  {
    slug: 'priya-raman',
    name: bi('Priya Raman', '普丽娅·拉曼'),
    title: bi('Former Admissions Officer, Northwestern University', '西北大学前招生官'),
    headline: bi(
      'Journalism, communication, economics and business: applications to Northwestern and other top universities, built around a clear sense of purpose.',
      '新闻、传播、经济与商科方向，围绕清晰的目标感打造西北大学及其他顶尖名校的申请。',
    ),
    qualification: bi(
      'Five years in Northwestern admissions, covering Medill, the School of Communication and the Weinberg College of Arts and Sciences.',
      '在西北大学招生办工作五年，负责梅迪尔新闻学院、传播学院和温伯格文理学院的申请审阅。',
    ),
    about: [
      p(
        'Priya read applications for Northwestern’s Medill School of Journalism, School of Communication and Weinberg College for five years. She particularly enjoyed students who could tell a story well — because at Northwestern, many of them go on to do it professionally.',
        '普丽娅在西北大学负责梅迪尔新闻学院、传播学院和温伯格文理学院的申请审阅长达五年。她尤其欣赏会讲故事的学生——因为在西北大学，很多学生日后正是以此为业。',
      ),
      p(
        'She helps students plan summers that build real skills — writing for a publication, running a small business, a research project — and choose the school within a university that best fits their goals.',
        '她会帮助学生规划能真正锻炼能力的暑期——为刊物撰稿、经营一门小生意或参与科研项目——并在大学内部挑选最契合自身目标的学院。',
      ),
      p(
        'Priya grew up in Mumbai and Chicago and worked as a business reporter before joining Northwestern.',
        '普丽娅在孟买和芝加哥长大，加入西北大学之前曾担任财经记者。',
      ),
    ],
    reasons: [
      bi(
        'Five years reading at Northwestern, including Medill',
        '在西北大学审阅申请五年，包括梅迪尔新闻学院',
      ),
      bi('Former business journalist', '前财经记者'),
      bi('Practical summer planning', '暑期规划务实有效'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Admissions Coach', '升学导师'),
        period: '2021–',
      },
      {
        organisation: bi('Northwestern University', '西北大学'),
        role: bi('Assistant Director of Undergraduate Admission', '本科招生办助理主任'),
        period: '2016–2021',
      },
      {
        organisation: bi('Business news outlet, Chicago', '芝加哥某财经媒体'),
        role: bi('Business Reporter', '财经记者'),
        period: '2012–2016',
      },
    ],
    education: [
      {
        school: bi('Northwestern University', '西北大学'),
        degree: bi('BS in Journalism', '新闻学学士'),
        year: 2012,
      },
    ],
    specialties: ['business', 'summer-programmes', 'liberal-arts'],
    placements: ['northwestern', 'uchicago', 'nyu', 'upenn', 'umich', 'usc'],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'northwestern',
    languages: ['en', 'hi'],
    rating: 4.7,
    reviewCount: 94,
    bookings: 260,
    reviewsLabel: reviews(94),
    placementsLabel: admittedTo,
    packages: packs(
      'priya-raman',
      {
        label: bi('Media & Business', '传媒与商科'),
        who: bi('Priya', '普丽娅老师'),
        focus: bi(
          'journalism, communication and business applications',
          '新闻、传播与商科方向的申请',
        ),
        signature: bi('Review of writing samples and published clips', '写作样稿与发表作品审阅'),
      },
      [
        ['summer', 1300, 100, 8],
        ['essays', 900, 80, 5],
        ['comprehensive', 5400, 300, 30],
      ],
      2,
    ),
  },
  // 14
  {
    slug: 'thomas-ashby',
    name: bi('Thomas Ashby', '托马斯·阿什比'),
    title: bi('Former Admissions Officer, London School of Economics', '伦敦政治经济学院前招生官'),
    headline: bi(
      'Economics, law and social-science applications to LSE and the UK’s leading universities — undergraduate and master’s.',
      '申请 LSE 及英国顶尖大学的经济、法学与社会科学专业，本科与硕士均可指导。',
    ),
    qualification: bi(
      'Six years in LSE’s undergraduate and graduate admissions teams.',
      '曾在 LSE 本科及研究生招生团队任职六年。',
    ),
    about: [
      p(
        'Thomas worked in admissions at LSE for six years, first on undergraduate applications and then on taught master’s programmes in economics, finance and law. At LSE, decisions rest heavily on the written application, so he has read many thousands of personal statements.',
        '托马斯在 LSE 招生部门工作了六年，先负责本科申请，后转向经济、金融和法学方向的授课型硕士项目。LSE 的录取决定在很大程度上取决于书面材料，因此他读过成千上万份个人陈述。',
      ),
      p(
        'He helps students show genuine engagement with their subject: the book that changed their mind, the argument they disagree with, the data they went looking for. For master’s applicants, he focuses on demonstrating quantitative preparation and a credible career plan.',
        '他会引导学生展现对专业的真正投入：改变自己看法的一本书、自己不认同的某个观点、主动去查找的数据。对于硕士申请者，他则着重帮助展示扎实的数理基础和可信的职业规划。',
      ),
      p(
        'Thomas studied economics at Warwick and holds a master’s in public policy from LSE.',
        '托马斯本科毕业于华威大学经济学专业，并获得 LSE 公共政策硕士学位。',
      ),
    ],
    reasons: [
      bi('Six years in LSE admissions', '在 LSE 招生部门工作六年'),
      bi('Undergraduate and master’s expertise', '本科与硕士申请均有丰富经验'),
      bi('Strong on economics and quantitative profiles', '擅长经济学及量化背景的申请'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('UK Admissions Coach', '英国升学导师'),
        period: '2019–',
      },
      {
        organisation: bi('London School of Economics and Political Science', '伦敦政治经济学院'),
        role: bi(
          'Admissions Selector, then Graduate Admissions Manager',
          '本科招生评审，后任研究生招生经理',
        ),
        period: '2013–2019',
      },
    ],
    education: [
      {
        school: bi('University of Warwick', '华威大学'),
        degree: bi('BSc in Economics', '经济学学士'),
        year: 2011,
      },
      {
        school: bi('London School of Economics and Political Science', '伦敦政治经济学院'),
        degree: bi('MSc in Public Policy and Administration', '公共政策与管理硕士'),
        year: 2012,
      },
    ],
    specialties: ['business', 'law', 'graduate-school'],
    placements: ['lse', 'ucl', 'kcl', 'warwick', 'oxford', 'edinburgh'],
    yearsOfExperience: 13,
    formerAdmissionsOfficer: true,
    formerInstitution: 'lse',
    languages: ['en'],
    rating: 4.7,
    reviewCount: 76,
    bookings: 210,
    reviewsLabel: reviews(76),
    placementsLabel: admittedTo,
    packages: packs(
      'thomas-ashby',
      {
        label: bi('UK Social Sciences', '英国社科'),
        who: bi('Thomas', '托马斯老师'),
        focus: bi(
          'economics, law and social-science applications in the UK',
          '英国经济、法学与社会科学方向的申请',
        ),
        signature: bi('Super-curricular reading list and discussion', '超纲阅读书单与讨论'),
      },
      [
        ['ucas', 2900, 200, 14],
        ['graduate', 3400, 250, 18],
        ['essays', 850, 80, 5],
      ],
      0,
    ),
  },
  // 15
  {
    slug: 'zhou-xinyi',
    name: bi('Zhou Xinyi', '周欣怡'),
    title: bi(
      'Former Admissions Officer, University of California, Los Angeles',
      '加州大学洛杉矶分校前招生官',
    ),
    headline: bi(
      'From community college to UCLA or Berkeley: a former UCLA admissions reader plans your transfer route — and your film, art or design application.',
      '从社区学院到 UCLA 或伯克利：UCLA 前招生官为您规划转学路径，也指导电影、艺术和设计专业申请。',
    ),
    qualification: bi(
      'Six years reading first-year and transfer applications at UCLA, including for the School of the Arts and Architecture and the School of Theater, Film and Television.',
      '在 UCLA 审阅新生和转学申请六年，包括艺术与建筑学院以及戏剧电影电视学院的申请。',
    ),
    about: [
      p(
        'Xinyi spent six years in UCLA’s admissions office, where transfer students from California community colleges make up a large part of every class. She knows the UC transfer pathway in detail — from major-preparation courses to the Personal Insight Questions — and how much careful planning it takes.',
        '欣怡在 UCLA 招生办工作了六年。在 UCLA，来自加州社区学院的转学生在每届新生中都占有很大比例。她对 UC 转学路径了如指掌——从专业先修课程到个人见解问答（PIQ）——也深知其中需要多么周密的规划。',
      ),
      p(
        'Many Chinese families see the community-college route as a second chance; Xinyi presents it as a deliberate strategy, with clear milestones and honest risks. She also works with students applying to art, design, film and architecture programmes, where the portfolio or creative supplement often decides the outcome.',
        '很多中国家庭把社区学院看作“第二次机会”，欣怡则把它当作一条需要主动规划的路线，讲清每个阶段的目标，也坦诚说明其中的风险。她同时指导申请艺术、设计、电影和建筑专业的学生——这些专业的结果往往取决于作品集或创意补充材料。',
      ),
      p(
        'Xinyi grew up in Shanghai and studied at UC Berkeley and the University of Southern California.',
        '欣怡在上海长大，先后就读于加州大学伯克利分校和南加州大学。',
      ),
    ],
    reasons: [
      bi(
        'Six years at UCLA reading first-year and transfer files',
        '在 UCLA 审阅新生及转学申请六年',
      ),
      bi('Deep knowledge of the UC transfer system', '深谙加州大学转学体系'),
      bi('Guidance for art, film and design applicants', '可指导艺术、电影和设计类申请'),
      bi('Honest about risks as well as opportunities', '既讲机会，也讲风险'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Transfer and Arts Admissions Coach', '转学与艺术类升学导师'),
        period: '2020–',
      },
      {
        organisation: bi('University of California, Los Angeles', '加州大学洛杉矶分校'),
        role: bi('Admission Analyst', '招生评审专员'),
        period: '2014–2020',
      },
    ],
    education: [
      {
        school: bi('University of California, Berkeley', '加州大学伯克利分校'),
        degree: bi('BA in Art Practice', '艺术实践学士'),
        year: 2011,
      },
      {
        school: bi('University of Southern California', '南加州大学'),
        degree: bi(
          'MEd in Postsecondary Administration and Student Affairs',
          '高等教育管理与学生事务硕士',
        ),
        year: 2014,
      },
    ],
    specialties: ['transfer', 'arts-design', 'summer-programmes'],
    placements: ['ucla', 'uc-berkeley', 'usc', 'nyu', 'umich', 'carnegie-mellon'],
    yearsOfExperience: 12,
    formerAdmissionsOfficer: true,
    formerInstitution: 'ucla',
    languages: ['zh', 'en'],
    rating: 4.8,
    reviewCount: 158,
    bookings: 610,
    reviewsLabel: reviews(158),
    placementsLabel: admittedTo,
    packages: packs(
      'zhou-xinyi',
      {
        label: bi('California', '加州名校'),
        who: bi('Xinyi', '周老师'),
        focus: bi(
          'UC transfers and art, film and design applications',
          '加州大学转学以及艺术、电影和设计类申请',
        ),
        signature: bi(
          'Major-preparation course mapping with ASSIST',
          '借助 ASSIST 系统进行专业先修课对照规划',
        ),
        signatureFor: ['transfer'],
      },
      [
        ['transfer', 4600, 300, 28],
        ['portfolio', 3200, 200, 16],
        ['comprehensive', 6400, 300, 34],
      ],
      0,
    ),
  },
  // 16
  {
    slug: 'jiwon-park',
    name: bi('Jiwon Park', '朴智媛'),
    title: bi('Former Admissions Officer, Duke University', '杜克大学前招生官'),
    headline: bi(
      'Pre-med and life-science applications to Duke and other top research universities, with careful preparation for interviews.',
      '申请杜克及其他顶尖研究型大学的医预科与生命科学方向，并提供细致的面试准备。',
    ),
    qualification: bi(
      'Five years in Duke’s undergraduate admissions office, reading applications from Korea, Japan and China.',
      '曾在杜克大学本科招生办工作五年，负责审阅韩国、日本和中国学生的申请。',
    ),
    about: [
      p(
        'Jiwon grew up in Seoul and moved to North Carolina for university. She then spent five years in Duke admissions, reading applications from East Asia and interviewing candidates during recruitment trips.',
        '智媛在首尔长大，赴北卡罗来纳州读大学，随后在杜克招生办工作了五年，负责东亚地区的申请审阅，并在招生宣讲行程中面试申请者。',
      ),
      p(
        'She helps students interested in medicine and biology show curiosity beyond grades and lab hours: the question they could not stop asking, the patient they remember, the community they served. Her interview coaching focuses on conversation rather than scripts.',
        '她帮助对医学和生物感兴趣的学生，在成绩和实验时长之外展现真正的好奇心：那个让他们念念不忘的问题、那位让他们印象深刻的病人、那个他们服务过的社区。她的面试辅导注重真诚交流，而非背诵稿子。',
      ),
      p('Jiwon coaches in English and Korean.', '智媛可使用英语和韩语辅导。'),
    ],
    reasons: [
      bi('Five years reading applications at Duke', '在杜克审阅申请五年'),
      bi('Conducted admissions interviews across East Asia', '曾在东亚多地主持招生面试'),
      bi('Natural, conversation-based interview coaching', '面试辅导自然真诚，以交流为本'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Pre-med and Interview Coach', '医预科与面试导师'),
        period: '2021–',
      },
      {
        organisation: bi('Duke University', '杜克大学'),
        role: bi('Assistant Director of Undergraduate Admissions', '本科招生办助理主任'),
        period: '2016–2021',
      },
    ],
    education: [
      {
        school: bi('Duke University', '杜克大学'),
        degree: bi('BS in Biology', '生物学学士'),
        year: 2014,
      },
      {
        school: bi('University of North Carolina at Chapel Hill', '北卡罗来纳大学教堂山分校'),
        degree: bi('MA in Education', '教育学硕士'),
        year: 2016,
      },
    ],
    specialties: ['medicine', 'ivy-league', 'interview-prep'],
    placements: ['duke', 'johns-hopkins', 'northwestern', 'cornell', 'brown', 'upenn'],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'duke',
    languages: ['en', 'ko'],
    rating: 4.8,
    reviewCount: 103,
    bookings: 330,
    reviewsLabel: reviews(103),
    placementsLabel: admittedTo,
    packages: packs(
      'jiwon-park',
      {
        label: bi('Life Sciences', '生命科学'),
        who: bi('Jiwon', '朴老师'),
        focus: bi('pre-med and life-science applications', '医预科与生命科学方向的申请'),
        signature: bi(
          'Interview drills built around your science interests',
          '围绕科学兴趣的面试专项训练',
        ),
      },
      [
        ['interview', 1100, 80, 7],
        ['early', 3900, 250, 22],
        ['comprehensive', 7100, 350, 36],
      ],
      1,
    ),
  },
  // 17
  {
    slug: 'catherine-moore',
    name: bi('Catherine Moore', '凯瑟琳·摩尔'),
    title: bi('Former Admissions Officer, Princeton University', '普林斯顿大学前招生官'),
    headline: bi(
      'Intellectual depth, written clearly: Princeton-style preparation for students aiming at the most selective universities.',
      '以清晰的文字展现学术深度：为冲刺最顶尖名校的学生提供普林斯顿式的申请准备。',
    ),
    qualification: bi(
      'Eight years in Princeton’s admissions office, including three as a senior reader for international applicants.',
      '在普林斯顿招生办工作八年，其中三年担任国际申请的资深审阅官。',
    ),
    about: [
      p(
        'Catherine spent eight years in Princeton admissions and finished as a senior reader for international applicants, helping to train newer colleagues in how to read files from different education systems.',
        '凯瑟琳在普林斯顿招生办工作了八年，最后三年担任国际申请的资深审阅官，并负责培训新同事如何解读不同教育体系下的申请材料。',
      ),
      p(
        'Princeton is, above all, an undergraduate teaching institution where nearly every student completes independent research. Catherine looks for signs of that intellectual independence in her students and helps them bring it forward — in the graded paper they submit, in their essays and in their interviews.',
        '普林斯顿首先是一所以本科教学为核心的大学，几乎每位学生都要完成独立研究。凯瑟琳会在学生身上寻找这种独立思考的潜质，并帮助他们在提交的课程论文、文书和面试中把它展现出来。',
      ),
      p(
        'She studied classics at Princeton and French literature at the Sorbonne.',
        '她本科在普林斯顿主修古典学，后于索邦大学攻读法国文学。',
      ),
    ],
    reasons: [
      bi(
        'Eight years at Princeton, three as senior international reader',
        '在普林斯顿工作八年，其中三年任国际申请资深审阅官',
      ),
      bi(
        'Trained other admissions officers to read international files',
        '曾培训招生官解读国际申请',
      ),
      bi(
        'Helps students present genuine intellectual independence',
        '帮助学生展现真正的独立思考能力',
      ),
      bi('Expert on the graded written paper and academic essays', '擅长课程论文与学术类文书'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Senior Admissions Coach', '资深升学导师'),
        period: '2016–',
      },
      {
        organisation: bi('Princeton University', '普林斯顿大学'),
        role: bi('Associate Dean of Admission', '招生办副主任'),
        period: '2008–2016',
      },
      {
        organisation: bi('International school, Paris', '巴黎某国际学校'),
        role: bi('English and Classics Teacher', '英语与古典学教师'),
        period: '2005–2008',
      },
    ],
    education: [
      {
        school: bi('Princeton University', '普林斯顿大学'),
        degree: bi('AB in Classics', '古典学学士'),
        year: 2003,
      },
      {
        school: bi('Sorbonne University', '索邦大学'),
        degree: bi('Master’s in French Literature', '法国文学硕士'),
        year: 2005,
      },
    ],
    specialties: ['ivy-league', 'liberal-arts', 'interview-prep'],
    placements: ['princeton', 'harvard', 'yale', 'stanford', 'columbia', 'brown'],
    yearsOfExperience: 18,
    formerAdmissionsOfficer: true,
    formerInstitution: 'princeton',
    languages: ['en', 'fr'],
    rating: 4.9,
    reviewCount: 131,
    bookings: 380,
    reviewsLabel: reviews(131),
    placementsLabel: admittedTo,
    packages: packs(
      'catherine-moore',
      {
        label: bi('HYPS', '哈耶普斯'),
        who: bi('Catherine', '凯瑟琳老师'),
        focus: bi(
          'applications to Harvard, Yale, Princeton and Stanford',
          '哈佛、耶鲁、普林斯顿和斯坦福的申请',
        ),
        signature: bi('Selection and review of your graded written paper', '课程论文的挑选与审阅'),
      },
      [
        ['early', 5800, 300, 28],
        ['comprehensive', 9500, 500, 45],
        ['premium', 19500, 900, 120, 'ivy'],
      ],
      1,
    ),
  },
  // 18
  {
    slug: 'yang-fan',
    name: bi('Yang Fan', '杨帆'),
    title: bi(
      'Former Admissions Officer, National University of Singapore',
      '新加坡国立大学前招生官',
    ),
    headline: bi(
      'Asia’s top universities — NUS, NTU, HKU and HKUST — for students who want a world-class education closer to home.',
      '新国大、南洋理工、港大、港科大——为希望离家更近、又想接受世界一流教育的学生量身规划。',
    ),
    qualification: bi(
      'Four years in undergraduate admissions at NUS, including interviewing for the engineering and computing faculties.',
      '曾在新加坡国立大学本科招生部门工作四年，参与工程学院和计算机学院的面试。',
    ),
    about: [
      p(
        'Yang Fan studied electrical engineering at NUS and later joined its Office of Admissions, where he reviewed applications from China and interviewed shortlisted candidates for engineering and computing.',
        '杨帆本科就读于新加坡国立大学电气工程专业，后加入新国大招生办，负责审阅中国学生的申请，并面试工程和计算机方向的入围候选人。',
      ),
      p(
        'Singapore and Hong Kong attract growing numbers of Chinese families: strong universities, English-medium teaching and a familiar culture. Yang Fan helps families compare the options honestly — including the Tuition Grant bond in Singapore and how admission via the gaokao differs from applying with international qualifications.',
        '新加坡和香港正吸引越来越多的中国家庭：大学实力强、英语授课、文化亲近。杨帆会帮助家庭客观比较各种选择，包括新加坡学费津贴附带的服务协议，以及凭高考成绩申请与凭国际课程成绩申请有何不同。',
      ),
      p(
        'He also advises working professionals on master’s programmes in Singapore and Hong Kong.',
        '他也为在职人士提供新加坡和香港硕士项目的申请建议。',
      ),
    ],
    reasons: [
      bi('Former NUS admissions officer and interviewer', '前新国大招生官及面试官'),
      bi(
        'Knows the gaokao and international-curriculum routes to Singapore and Hong Kong',
        '熟悉凭高考和国际课程申请新港两地的路径',
      ),
      bi('Covers undergraduate and master’s applications', '本科与硕士申请均可辅导'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Asia-Pacific Admissions Coach', '亚太地区升学导师'),
        period: '2020–',
      },
      {
        organisation: bi('National University of Singapore', '新加坡国立大学'),
        role: bi('Admissions Officer', '招生专员'),
        period: '2016–2020',
      },
      {
        organisation: bi('Semiconductor company, Singapore', '新加坡某半导体企业'),
        role: bi('Design Engineer', '设计工程师'),
        period: '2013–2016',
      },
    ],
    education: [
      {
        school: bi('National University of Singapore', '新加坡国立大学'),
        degree: bi('BEng in Electrical Engineering', '电气工程学士'),
        year: 2013,
      },
    ],
    specialties: ['stem', 'business', 'graduate-school'],
    placements: ['nus', 'ntu', 'hku', 'hkust', 'university-of-tokyo', 'unsw'],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'nus',
    languages: ['zh', 'en'],
    rating: 4.7,
    reviewCount: 84,
    bookings: 290,
    reviewsLabel: reviews(84),
    placementsLabel: admittedTo,
    packages: packs(
      'yang-fan',
      {
        label: bi('Singapore & Hong Kong', '新港名校'),
        who: bi('Yang Fan', '杨老师'),
        focus: bi(
          'applications to NUS, NTU, HKU and HKUST',
          '新国大、南洋理工、港大和港科大的申请',
        ),
        signature: bi(
          'Practice for NUS and NTU faculty interviews',
          '新国大与南洋理工学院面试模拟',
        ),
        signatureFor: ['pathway', 'interview'],
      },
      [
        ['pathway', 3900, 250, 24],
        ['interview', 1000, 80, 6],
        ['graduate', 3200, 200, 18],
      ],
      0,
    ),
  },
  // 19
  {
    slug: 'alexander-grant',
    name: bi('Alexander Grant', '亚历山大·格兰特'),
    title: bi('Former Admissions Officer, University of Chicago', '芝加哥大学前招生官'),
    headline: bi(
      'Strange essay prompts welcome: a former UChicago reader helps thoughtful students write with wit, rigour and originality.',
      '再“奇葩”的文书题也不怕：芝大前招生官帮助善于思考的学生写出机智、严谨而有原创性的文字。',
    ),
    qualification: bi(
      'Six years in UChicago’s College Admissions office, reading applications from the UK, Europe and China.',
      '在芝加哥大学本科招生办工作六年，负责英国、欧洲及中国地区的申请审阅。',
    ),
    about: [
      p(
        'Alexander read applications at the University of Chicago for six years and helped choose its famous “uncommon” essay prompts. He reads essays for the quality of thinking first and the polish second.',
        '亚历山大在芝加哥大学审阅申请六年，还参与过那些著名的“非常规”文书题目的遴选。他读文书时，首先看思考的质量，其次才看文字是否精致。',
      ),
      p(
        'His students learn to take an idea seriously and follow it somewhere surprising. He also helps them use their summers well — often through reading, writing or independent research rather than expensive programmes.',
        '他的学生会学着认真对待一个想法，并把它推向意想不到的方向。他也会帮助学生用好暑假——往往是通过阅读、写作或独立研究，而不是参加昂贵的项目。',
      ),
      p(
        'Born in Edinburgh, Alexander studied philosophy at St Andrews and then at Chicago.',
        '亚历山大出生于爱丁堡，先后在圣安德鲁斯大学和芝加哥大学攻读哲学。',
      ),
    ],
    reasons: [
      bi('Six years in UChicago admissions', '在芝大招生办工作六年'),
      bi('Helped select UChicago’s essay prompts', '曾参与芝大文书题目遴选'),
      bi('Low-cost, high-value summer planning', '暑期规划少花钱、高回报'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Admissions Coach', '升学导师'),
        period: '2019–',
      },
      {
        organisation: bi('University of Chicago', '芝加哥大学'),
        role: bi('Admissions Counselor, then Assistant Director', '招生顾问，后任助理主任'),
        period: '2013–2019',
      },
    ],
    education: [
      {
        school: bi('University of St Andrews', '圣安德鲁斯大学'),
        degree: bi('MA (Hons) in Philosophy', '哲学荣誉学士（苏格兰 MA 学位）'),
        year: 2010,
      },
      {
        school: bi('University of Chicago', '芝加哥大学'),
        degree: bi('MA in Philosophy', '哲学硕士'),
        year: 2012,
      },
    ],
    specialties: ['liberal-arts', 'ivy-league', 'summer-programmes'],
    placements: ['uchicago', 'columbia', 'yale', 'northwestern', 'brown', 'johns-hopkins'],
    yearsOfExperience: 13,
    formerAdmissionsOfficer: true,
    formerInstitution: 'uchicago',
    languages: ['en'],
    rating: 4.8,
    reviewCount: 117,
    bookings: 340,
    reviewsLabel: reviews(117),
    placementsLabel: admittedTo,
    packages: packs(
      'alexander-grant',
      {
        label: bi('Selective US', '美国顶尖名校'),
        who: bi('Alexander', '亚历山大老师'),
        focus: bi(
          'writing-driven applications to UChicago and similar universities',
          '芝大等重视写作的名校申请',
        ),
        signature: bi('UChicago “uncommon essay” workshop', '芝大“非常规文书”专题工作坊'),
      },
      [
        ['essays', 1200, 100, 6],
        ['early', 4400, 250, 24],
        ['comprehensive', 6000, 300, 32],
      ],
      2,
    ),
  },
  // 20
  {
    slug: 'natalie-dubois',
    name: bi('Natalie Dubois', '娜塔莉·杜波依斯'),
    title: bi('Former Admissions Officer, McGill University', '麦吉尔大学前招生官'),
    headline: bi(
      'Life sciences and health in Canada — McGill, McMaster Health Sciences and Toronto — explained by a former McGill admissions officer.',
      '加拿大生命科学与健康方向：麦吉尔前招生官为您详解麦吉尔、麦克马斯特健康科学和多伦多大学的申请。',
    ),
    qualification: bi(
      'Five years in McGill’s admissions team, advising on science and health applications.',
      '曾在麦吉尔大学招生团队工作五年，负责理科与健康方向的申请咨询。',
    ),
    about: [
      p(
        'Natalie worked in McGill’s admissions team for five years, advising prospective students on science, nursing and pre-health pathways and reviewing applications from international schools.',
        '娜塔莉在麦吉尔大学招生团队工作了五年，为意向学生提供理科、护理及医预科路径的咨询，并审阅国际学校学生的申请。',
      ),
      p(
        'Medicine in Canada is almost always studied after a first degree, so the choice of undergraduate programme matters a great deal. Natalie helps families understand the routes — including McMaster’s Health Sciences programme and options in Ireland for international students — and plan for grades, the Casper situational judgement test and interviews.',
        '在加拿大，医学几乎都要在完成第一个本科学位之后才能就读，因此本科专业的选择至关重要。娜塔莉会帮助家庭理清各种路径——包括麦克马斯特健康科学专业，以及国际学生在爱尔兰学医的选择——并统筹规划成绩、Casper 情景判断测试和面试。',
      ),
      p(
        'She grew up in Quebec City and works fluently in English and French.',
        '娜塔莉在魁北克城长大，英法双语流利。',
      ),
    ],
    reasons: [
      bi('Five years in McGill admissions', '在麦吉尔招生部门工作五年'),
      bi(
        'A clear map of Canadian and Irish routes into medicine',
        '清晰梳理加拿大及爱尔兰学医路径',
      ),
      bi(
        'Casper and multiple mini interview (MMI) preparation',
        '辅导 Casper 测试与多站式迷你面试（MMI）',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Canada Pre-health Coach', '加拿大医预科导师'),
        period: '2021–',
      },
      {
        organisation: bi('McGill University', '麦吉尔大学'),
        role: bi('Admissions Officer, Science and Health', '理科与健康方向招生官'),
        period: '2016–2021',
      },
    ],
    education: [
      {
        school: bi('McGill University', '麦吉尔大学'),
        degree: bi('BSc in Physiology', '生理学学士'),
        year: 2014,
      },
    ],
    specialties: ['medicine', 'stem'],
    placements: [
      'mcgill',
      'university-of-toronto',
      'mcmaster',
      'ubc',
      'university-of-alberta',
      'trinity-college-dublin',
    ],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'mcgill',
    languages: ['en', 'fr'],
    rating: 4.7,
    reviewCount: 66,
    bookings: 190,
    reviewsLabel: reviews(66),
    placementsLabel: admittedTo,
    packages: packs(
      'natalie-dubois',
      {
        label: bi('Canada Pre-health', '加拿大医预科'),
        who: bi('Natalie', '娜塔莉老师'),
        focus: bi(
          'health-science and pre-medical pathways in Canada',
          '加拿大健康科学与医预科路径',
        ),
        signature: bi('Casper and MMI practice', 'Casper 测试与 MMI 面试练习'),
        signatureFor: ['pathway', 'interview'],
      },
      [
        ['pathway', 3600, 200, 22],
        ['interview', 1000, 80, 6],
        ['summer', 1200, 100, 7],
      ],
      0,
    ),
  },
  // 21
  {
    slug: 'huang-jiaming',
    name: bi('Huang Jiaming', '黄嘉明'),
    title: bi('Former Admissions Officer, The University of Hong Kong', '香港大学前招生官'),
    headline: bi(
      'Law and business at HKU, HKUST and in London — interview-ready applications from a former HKU admissions officer.',
      '港大、港科大及伦敦名校的法学与商科申请，由港大前招生官帮您做好面试准备。',
    ),
    qualification: bi(
      'Six years in HKU’s undergraduate admissions, including coordinating interviews for law and business programmes.',
      '在香港大学本科招生部门工作六年，曾负责协调法学和商科专业的面试。',
    ),
    about: [
      p(
        'Jiaming grew up in Guangzhou, studied law at HKU and then spent six years in its admissions office, where he organised group interviews for the Faculty of Law and the business school.',
        '嘉明在广州长大，本科就读于港大法律系，毕业后在港大招生处工作了六年，负责组织法学院和经管学院的小组面试。',
      ),
      p(
        'Hong Kong interviews are often group discussions, which reward students who listen, build on others’ points and lead without dominating. Jiaming runs realistic group sessions so that students can practise before the real thing. He also advises on applications to law and business programmes in London.',
        '香港高校的面试常采用小组讨论形式，看重的是能倾听、能在他人观点基础上推进讨论、能引领却不霸场的学生。嘉明会组织逼真的小组模拟，让学生在正式面试前充分练习。他同样指导申请伦敦名校法学和商科专业。',
      ),
      p('He coaches in Cantonese, Mandarin and English.', '他可使用粤语、普通话和英语辅导。'),
    ],
    reasons: [
      bi('Ran group interviews for HKU law and business', '曾组织港大法学院与经管学院小组面试'),
      bi('HKU law graduate', '港大法学毕业'),
      bi('Trilingual: Cantonese, Mandarin and English', '粤语、普通话、英语三语辅导'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Hong Kong and UK Admissions Coach', '香港与英国升学导师'),
        period: '2019–',
      },
      {
        organisation: bi('The University of Hong Kong', '香港大学'),
        role: bi('Senior Admissions Officer', '高级招生主任'),
        period: '2013–2019',
      },
    ],
    education: [
      {
        school: bi('The University of Hong Kong', '香港大学'),
        degree: bi('Bachelor of Laws (LLB)', '法学学士（LLB）'),
        year: 2011,
      },
      {
        school: bi('The University of Hong Kong', '香港大学'),
        degree: bi('Postgraduate Certificate in Laws (PCLL)', '法学专业证书（PCLL）'),
        year: 2012,
      },
    ],
    specialties: ['business', 'law', 'interview-prep'],
    placements: ['hku', 'hkust', 'nus', 'lse', 'ucl', 'kcl'],
    yearsOfExperience: 13,
    formerAdmissionsOfficer: true,
    formerInstitution: 'hku',
    languages: ['yue', 'zh', 'en'],
    rating: 4.8,
    reviewCount: 112,
    bookings: 420,
    reviewsLabel: reviews(112),
    placementsLabel: admittedTo,
    packages: packs(
      'huang-jiaming',
      {
        label: bi('Hong Kong & UK', '港英名校'),
        who: bi('Jiaming', '黄老师'),
        focus: bi(
          'law and business applications in Hong Kong and London',
          '香港与伦敦的法学和商科申请',
        ),
        signature: bi(
          'Group-interview simulations with other candidates',
          '与其他考生同场的小组面试模拟',
        ),
        signatureFor: ['interview', 'pathway'],
      },
      [
        ['interview', 1300, 100, 8],
        ['ucas', 2000, 150, 11],
        ['pathway', 4500, 250, 26],
      ],
      0,
    ),
  },
  // 22
  {
    slug: 'rachel-stein',
    name: bi('Rachel Stein', '瑞秋·斯坦'),
    title: bi('Former Admissions Officer, New York University', '纽约大学前招生官'),
    headline: bi(
      'Film, theatre, music and design applications — portfolios, auditions and essays — with a former NYU admissions officer.',
      '电影、戏剧、音乐与设计专业申请——作品集、试演和文书——由纽约大学前招生官亲自指导。',
    ),
    qualification: bi(
      'Five years in NYU admissions, including reviewing applications to the Tisch School of the Arts alongside faculty.',
      '在纽约大学招生办工作五年，曾与教授一同评审蒂施艺术学院的申请。',
    ),
    about: [
      p(
        'Rachel worked in NYU admissions for five years, coordinating the review of Tisch applications with faculty in film, drama and design. At Tisch the creative portfolio is read first, and she learned what makes faculty sit up and pay attention.',
        '瑞秋在纽约大学招生办工作了五年，负责与电影、戏剧和设计专业的教授协调蒂施艺术学院的申请评审。在蒂施，创意作品集是首先被审阅的，她很清楚什么样的作品能让教授眼前一亮。',
      ),
      p(
        'She helps students develop work that shows a point of view, not just technical skill, and guides them through the practical side of arts applications: portfolio platforms, audition schedules and pre-screen recordings. She also helps students transfer into arts programmes, which have their own portfolio requirements.',
        '她帮助学生打磨能体现个人视角、而不仅是技术功底的作品，并指导艺术申请中的各种实务：作品集平台提交、试演日程安排和预筛视频录制。她也辅导学生转学进入艺术类专业，这类转学有单独的作品集要求。',
      ),
      p(
        'Rachel studied film at NYU and worked as an assistant editor before moving into admissions.',
        '瑞秋本科在纽约大学学习电影，进入招生工作之前曾担任剪辑助理。',
      ),
    ],
    reasons: [
      bi('Coordinated Tisch reviews with faculty', '曾与教授共同协调蒂施艺术学院评审'),
      bi('Hands-on film background', '电影科班出身，实战经验丰富'),
      bi('Guidance on portfolios, auditions and pre-screens', '作品集、试演和预筛视频全面指导'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Arts Admissions Coach', '艺术类升学导师'),
        period: '2020–',
      },
      {
        organisation: bi('New York University', '纽约大学'),
        role: bi('Admissions Counselor, Tisch School of the Arts', '蒂施艺术学院招生顾问'),
        period: '2015–2020',
      },
      {
        organisation: bi('Post-production studio, New York', '纽约某后期制作公司'),
        role: bi('Assistant Editor', '剪辑助理'),
        period: '2012–2015',
      },
    ],
    education: [
      {
        school: bi('New York University', '纽约大学'),
        degree: bi('BFA in Film and Television', '电影电视艺术学士'),
        year: 2012,
      },
    ],
    specialties: ['arts-design', 'transfer', 'summer-programmes'],
    placements: ['nyu', 'usc', 'carnegie-mellon', 'ucla', 'ucl', 'edinburgh'],
    yearsOfExperience: 11,
    formerAdmissionsOfficer: true,
    formerInstitution: 'nyu',
    languages: ['en'],
    rating: 4.7,
    reviewCount: 145,
    bookings: 500,
    reviewsLabel: reviews(145),
    placementsLabel: admittedTo,
    packages: packs(
      'rachel-stein',
      {
        label: bi('Film & Performing Arts', '影视与表演艺术'),
        who: bi('Rachel', '瑞秋老师'),
        focus: bi('film, theatre and design applications', '电影、戏剧和设计类申请'),
        signature: bi('Feedback on pre-screen and audition videos', '预筛与试演视频反馈'),
      },
      [
        ['summer', 1700, 120, 10],
        ['portfolio', 4400, 250, 24],
        ['transfer', 4900, 300, 26],
      ],
      1,
    ),
  },
  // 23
  {
    slug: 'benjamin-clarke',
    name: bi('Benjamin Clarke', '本杰明·克拉克'),
    title: bi('Former Admissions Officer, Imperial College London', '帝国理工学院前招生官'),
    headline: bi(
      'Engineering, science and medicine in the UK — Imperial, Oxbridge and UCL — with a former Imperial admissions officer.',
      '申请英国工程、理科与医学专业——帝国理工、牛剑和 UCL——由帝国理工前招生官指导。',
    ),
    qualification: bi(
      'Six years in undergraduate admissions at Imperial, working with the engineering departments and the School of Medicine.',
      '曾在帝国理工本科招生部门工作六年，与工程各系和医学院密切合作。',
    ),
    about: [
      p(
        'Benjamin spent six years in Imperial’s admissions team, processing applications for engineering and the sciences and helping to run medical interview days. He understands how departments weigh predicted grades, admissions tests and personal statements together.',
        '本杰明在帝国理工招生团队工作了六年，负责处理工程和理科专业的申请，并协助组织医学院的面试日。他清楚各院系如何综合考量预估成绩、入学笔试和个人陈述。',
      ),
      p(
        'For medicine he covers the UCAT, work experience and MMI-style interviews; for engineering and science, the ESAT and TMUA and the wider reading that makes a personal statement stand out.',
        '医学方向，他辅导 UCAT、医疗相关工作经历和 MMI 式面试；工程与理科方向，他辅导 ESAT、TMUA 笔试，以及能让个人陈述脱颖而出的拓展阅读。',
      ),
      p(
        'Benjamin studied physics at Imperial and taught A-level physics before joining admissions.',
        '本杰明本科毕业于帝国理工物理系，加入招生团队前曾教授 A-Level 物理。',
      ),
    ],
    reasons: [
      bi('Six years in Imperial admissions', '在帝国理工招生部门工作六年'),
      bi('Helped run medical interview days', '曾协助组织医学院面试日'),
      bi('Covers the UCAT, ESAT and TMUA', '全面辅导 UCAT、ESAT 和 TMUA'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('UK STEM and Medicine Coach', '英国理工与医学导师'),
        period: '2021–',
      },
      {
        organisation: bi('Imperial College London', '帝国理工学院'),
        role: bi('Admissions Officer', '招生官'),
        period: '2015–2021',
      },
      {
        organisation: bi('Sixth-form college, Surrey', '萨里郡某六年级学院'),
        role: bi('Physics Teacher', '物理教师'),
        period: '2012–2015',
      },
    ],
    education: [
      {
        school: bi('Imperial College London', '帝国理工学院'),
        degree: bi('MSci in Physics', '物理学本硕连读硕士（MSci）'),
        year: 2011,
      },
      {
        school: bi('University of Cambridge', '剑桥大学'),
        degree: bi('Postgraduate Certificate in Education (PGCE)', '教育学研究生证书（PGCE）'),
        year: 2012,
      },
    ],
    specialties: ['stem', 'medicine', 'oxbridge'],
    placements: ['imperial', 'cambridge', 'oxford', 'ucl', 'kcl', 'edinburgh'],
    yearsOfExperience: 14,
    formerAdmissionsOfficer: true,
    formerInstitution: 'imperial',
    languages: ['en'],
    rating: 4.8,
    reviewCount: 99,
    bookings: 300,
    reviewsLabel: reviews(99),
    placementsLabel: admittedTo,
    packages: packs(
      'benjamin-clarke',
      {
        label: bi('UK STEM & Medicine', '英国理工与医学'),
        who: bi('Benjamin', '本杰明老师'),
        focus: bi(
          'engineering, science and medicine applications in the UK',
          '英国工程、理科和医学申请',
        ),
        signature: bi('UCAT and MMI preparation for medicine', '医学方向 UCAT 与 MMI 面试准备'),
      },
      [
        ['ucas', 3000, 200, 15],
        ['ukComplete', 7900, 400, 44],
        ['interview', 1500, 100, 8],
      ],
      1,
    ),
  },
  // 24
  {
    slug: 'sophie-marchand',
    name: bi('Sophie Marchand', '苏菲·马尔尚'),
    title: bi('Former Admissions Officer, University College London', '伦敦大学学院前招生官'),
    headline: bi(
      'Architecture and design, undergraduate and master’s — at UCL’s Bartlett and Europe’s leading schools — from portfolio to interview.',
      '建筑与设计方向的本科及硕士申请——UCL 巴特莱特及欧洲顶尖院校，从作品集到面试全程指导。',
    ),
    qualification: bi(
      'Five years as admissions coordinator at UCL’s Bartlett School of Architecture.',
      '曾在 UCL 巴特莱特建筑学院担任招生协调人五年。',
    ),
    about: [
      p(
        'Sophie coordinated admissions at the Bartlett for five years, organising portfolio reviews and interviews for undergraduate and master’s architecture programmes.',
        '苏菲在巴特莱特建筑学院负责招生协调工作五年，为建筑学本科和硕士项目组织作品集评审和面试。',
      ),
      p(
        'Architecture portfolios are not about perfect renderings. Sophie helps students show how they observe, draw, make models and test ideas, and how they talk about their work at interview. For master’s applicants she focuses on a clear design position and a tightly edited portfolio.',
        '建筑作品集的关键不在于完美的效果图。苏菲会帮助学生展现自己如何观察、手绘、做模型和验证想法，以及如何在面试中讲述自己的作品。对于硕士申请者，她着重帮助梳理清晰的设计立场，并精心编辑作品集。',
      ),
      p(
        'She trained as an architect in Paris and London and still teaches the occasional design studio.',
        '她在巴黎和伦敦接受建筑师训练，至今仍不定期执教设计课。',
      ),
    ],
    reasons: [
      bi('Five years coordinating Bartlett admissions', '负责巴特莱特招生协调五年'),
      bi('A practising architect', '执业建筑师背景'),
      bi(
        'Portfolio and interview coaching for undergraduate and master’s applicants',
        '本科与硕士作品集及面试辅导',
      ),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Architecture and Design Coach', '建筑与设计导师'),
        period: '2021–',
      },
      {
        organisation: bi('University College London', '伦敦大学学院'),
        role: bi(
          'Admissions Coordinator, Bartlett School of Architecture',
          '巴特莱特建筑学院招生协调人',
        ),
        period: '2016–2021',
      },
      {
        organisation: bi('Architecture practice, London', '伦敦某建筑事务所'),
        role: bi('Architect', '建筑师'),
        period: '2012–2016',
      },
    ],
    education: [
      {
        school: bi(
          'École nationale supérieure d’architecture de Paris-Belleville',
          '巴黎美丽城国立高等建筑学院',
        ),
        degree: bi('Diplôme d’État d’architecte', '法国国家建筑师文凭'),
        year: 2011,
      },
    ],
    specialties: ['arts-design', 'graduate-school'],
    placements: [
      'ucl',
      'edinburgh',
      'tu-delft',
      'eth-zurich',
      'carnegie-mellon',
      'university-of-melbourne',
    ],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'ucl',
    languages: ['en', 'fr'],
    rating: 4.7,
    reviewCount: 72,
    bookings: 230,
    reviewsLabel: reviews(72),
    placementsLabel: admittedTo,
    packages: packs(
      'sophie-marchand',
      {
        label: bi('Architecture', '建筑学'),
        who: bi('Sophie', '苏菲老师'),
        focus: bi('architecture and design portfolios', '建筑与设计作品集'),
        signature: bi('Model and sketchbook review', '模型与手绘本审阅'),
      },
      [
        ['portfolio', 3500, 200, 18],
        ['graduate', 4200, 250, 22],
        ['interview', 900, 80, 5],
      ],
      0,
    ),
  },
  // 25
  {
    slug: 'lachlan-doyle',
    name: bi('Lachlan Doyle', '拉克伦·多伊尔'),
    title: bi('Former Admissions Officer, University of Sydney', '悉尼大学前招生官'),
    headline: bi(
      'Australia and New Zealand, from undergraduate entry to graduate medicine and professional master’s degrees.',
      '澳新留学全程规划：从本科入学到研究生医学及职业型硕士学位。',
    ),
    qualification: bi(
      'Five years in the University of Sydney’s international admissions office.',
      '曾在悉尼大学国际招生办工作五年。',
    ),
    about: [
      p(
        'Lachlan spent five years in international admissions at the University of Sydney, assessing applications from China, India and South-East Asia and advising on pathways into medicine, law and commerce.',
        '拉克伦在悉尼大学国际招生办工作了五年，负责评估来自中国、印度和东南亚的申请，并为学生提供进入医学、法学和商科的路径咨询。',
      ),
      p(
        'Australian admissions are largely grade-based, but the most competitive programmes — medicine above all — add the UCAT ANZ or GAMSAT and interviews. Lachlan helps families plan around these, and explains how undergraduate-entry and graduate-entry models differ between universities.',
        '澳洲大学录取以成绩为主，但竞争最激烈的专业——尤其是医学——还需参加 UCAT ANZ 或 GAMSAT 考试和面试。拉克伦会帮助家庭围绕这些环节提前规划，并讲清各校本科直录与研究生入学两种模式的区别。',
      ),
      p(
        'He also explains post-study work rights and helps students choose between Australia and New Zealand.',
        '他也会为学生介绍毕业后的工作权利，并帮助他们在澳大利亚和新西兰之间做出选择。',
      ),
    ],
    reasons: [
      bi('Five years in Sydney’s international admissions', '在悉尼大学国际招生办工作五年'),
      bi('Knows the UCAT ANZ, GAMSAT and medical interviews', '熟悉 UCAT ANZ、GAMSAT 及医学面试'),
      bi('Covers both undergraduate and graduate entry', '本科直录与研究生入学均可规划'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Australia and New Zealand Coach', '澳新升学导师'),
        period: '2022–',
      },
      {
        organisation: bi('University of Sydney', '悉尼大学'),
        role: bi('International Admissions Officer', '国际招生官'),
        period: '2017–2022',
      },
    ],
    education: [
      {
        school: bi('University of Sydney', '悉尼大学'),
        degree: bi('Bachelor of Commerce', '商学学士'),
        year: 2015,
      },
    ],
    specialties: ['medicine', 'business', 'graduate-school'],
    placements: [
      'university-of-sydney',
      'university-of-melbourne',
      'unsw',
      'monash',
      'anu',
      'university-of-auckland',
    ],
    yearsOfExperience: 9,
    formerAdmissionsOfficer: true,
    formerInstitution: 'university-of-sydney',
    languages: ['en'],
    rating: 4.6,
    reviewCount: 58,
    bookings: 170,
    reviewsLabel: reviews(58),
    placementsLabel: admittedTo,
    packages: packs(
      'lachlan-doyle',
      {
        label: bi('Australia & NZ', '澳新'),
        who: bi('Lachlan', '拉克伦老师'),
        focus: bi(
          'medicine, commerce and professional degrees in Australia and New Zealand',
          '澳新医学、商科及职业学位',
        ),
        signature: bi('UCAT ANZ and GAMSAT study plan', 'UCAT ANZ 与 GAMSAT 备考计划'),
      },
      [
        ['pathway', 2600, 150, 14],
        ['graduate', 2800, 150, 16],
        ['interview', 900, 60, 5],
      ],
      0,
    ),
  },
  // 26
  {
    slug: 'xu-mengqi',
    name: bi('Xu Mengqi', '徐梦琪'),
    title: bi('Former Admissions Officer, Carnegie Mellon University', '卡内基梅隆大学前招生官'),
    headline: bi(
      'Computer science, HCI and design at Carnegie Mellon and beyond — for students who live between code and creativity.',
      '卡内基梅隆及其他名校的计算机、人机交互与设计方向，献给游走于代码与创意之间的您。',
    ),
    qualification: bi(
      'Five years in CMU’s undergraduate admissions office, reading for the School of Computer Science and the School of Design.',
      '在卡内基梅隆大学本科招生办工作五年，负责计算机学院与设计学院的申请审阅。',
    ),
    about: [
      p(
        'Mengqi grew up in Nanjing, studied information systems and design at Carnegie Mellon, and then worked in its admissions office for five years, reading applications for computer science, design and the interdisciplinary BXA programmes.',
        '梦琪在南京长大，本科就读于卡内基梅隆大学信息系统专业并辅修设计，随后在 CMU 招生办工作了五年，负责计算机、设计以及跨学科 BXA 项目的申请审阅。',
      ),
      p(
        'CMU admits students to specific colleges, and moving between them later is not easy, so choosing well at the start matters. Mengqi helps students who love both technology and design decide where they fit, build a portfolio of projects and write about them clearly.',
        'CMU 按学院录取，入学后转院并不容易，因此一开始就要选对。梦琪会帮助同时热爱技术与设计的学生找准定位，积累项目作品，并清晰地把它们写出来。',
      ),
      p(
        'She also coaches master’s applicants in human-computer interaction and computer science.',
        '她也辅导人机交互和计算机科学方向的硕士申请。',
      ),
    ],
    reasons: [
      bi('Five years reading CS and design files at CMU', '在 CMU 审阅计算机与设计方向申请五年'),
      bi('Understands the interdisciplinary BXA programmes', '熟悉跨学科 BXA 项目'),
      bi('Undergraduate and HCI master’s expertise', '本科与人机交互硕士申请经验兼备'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('STEM and Design Coach', '理工与设计导师'),
        period: '2021–',
      },
      {
        organisation: bi('Carnegie Mellon University', '卡内基梅隆大学'),
        role: bi('Admission Counselor', '招生顾问'),
        period: '2016–2021',
      },
    ],
    education: [
      {
        school: bi('Carnegie Mellon University', '卡内基梅隆大学'),
        degree: bi('BS in Information Systems, minor in Design', '信息系统学士（辅修设计）'),
        year: 2014,
      },
      {
        school: bi('Carnegie Mellon University', '卡内基梅隆大学'),
        degree: bi('Master of Human-Computer Interaction', '人机交互硕士'),
        year: 2016,
      },
    ],
    specialties: ['stem', 'arts-design', 'graduate-school'],
    placements: [
      'carnegie-mellon',
      'mit',
      'cornell',
      'uc-berkeley',
      'usc',
      'university-of-toronto',
    ],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'carnegie-mellon',
    languages: ['zh', 'en'],
    rating: 4.8,
    reviewCount: 126,
    bookings: 450,
    reviewsLabel: reviews(126),
    placementsLabel: admittedTo,
    packages: packs(
      'xu-mengqi',
      {
        label: bi('Tech & Design', '科技与设计'),
        who: bi('Mengqi', '徐老师'),
        focus: bi(
          'computer science, HCI and design applications',
          '计算机、人机交互与设计方向的申请',
        ),
        signature: bi(
          'Project portfolio for computer science and design',
          '计算机与设计项目作品集梳理',
        ),
      },
      [
        ['portfolio', 2700, 150, 14],
        ['comprehensive', 6600, 300, 34],
        ['graduate', 4500, 250, 24],
      ],
      1,
    ),
  },
  // 27
  {
    slug: 'laura-fitzgerald',
    name: bi('Laura Fitzgerald', '劳拉·菲茨杰拉德'),
    title: bi('Former Admissions Officer, Harvard University', '哈佛大学前招生官'),
    headline: bi(
      'Nine years on Harvard’s admissions committee, now helping a small number of students each year present their best and most honest selves.',
      '曾在哈佛招生委员会任职九年，如今每年只辅导少量学生，帮助他们展现最好、也最真实的自己。',
    ),
    qualification: bi(
      'Nine years in Harvard College admissions, reading applications and serving on the full admissions committee.',
      '在哈佛学院招生办工作九年，负责审阅申请并担任招生全体委员会成员。',
    ),
    about: [
      p(
        'Laura worked in Harvard College admissions for nine years, reading applications from the western United States, Latin America and Asia and presenting cases to the full committee. She also helped coordinate alumni interviews in several countries.',
        '劳拉在哈佛学院招生办工作了九年，负责美国西部、拉丁美洲和亚洲的申请审阅，并在全体委员会上陈述候选人情况。她还协助协调多个国家的校友面试工作。',
      ),
      p(
        'She takes on a limited number of students each year so that she can be involved at every stage. Her focus is authenticity: she will not write for students, but she will ask the questions that help them find what is worth saying — and she is direct when something is not working.',
        '她每年只接收有限数量的学生，以便全程深度参与。她最看重真实：她不会替学生写作，但会提出能帮助学生找到值得表达内容的问题；当某些地方行不通时，她也会直言不讳。',
      ),
      p(
        'Laura studied government at Georgetown and holds a law degree from Yale, so she also advises students who are considering a career in law.',
        '劳拉本科毕业于乔治城大学政府学专业，并拥有耶鲁大学法律博士（JD）学位，因此也为有志于法律职业的学生提供规划建议。',
      ),
    ],
    reasons: [
      bi('Nine years on Harvard’s admissions committee', '在哈佛招生委员会任职九年'),
      bi('Works with a small number of students each year', '每年仅辅导少量学生'),
      bi('Direct, honest feedback', '反馈直接而坦诚'),
      bi('Law degree and pre-law guidance', '法学背景，可提供法律方向规划'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Senior Partner, Admissions Coaching', '升学辅导高级合伙人'),
        period: '2016–',
      },
      {
        organisation: bi('Harvard University', '哈佛大学'),
        role: bi('Senior Admissions Officer', '资深招生官'),
        period: '2007–2016',
      },
    ],
    education: [
      {
        school: bi('Georgetown University', '乔治城大学'),
        degree: bi('BA in Government', '政府学学士'),
        year: 2002,
      },
      {
        school: bi('Yale Law School', '耶鲁大学法学院'),
        degree: bi('Juris Doctor (JD)', '法律博士（JD）'),
        year: 2005,
      },
    ],
    specialties: ['ivy-league', 'law', 'interview-prep'],
    placements: ['harvard', 'yale', 'stanford', 'princeton', 'columbia', 'upenn'],
    yearsOfExperience: 19,
    formerAdmissionsOfficer: true,
    formerInstitution: 'harvard',
    languages: ['en', 'es'],
    rating: 5.0,
    reviewCount: 201,
    bookings: 470,
    reviewsLabel: reviews(201),
    placementsLabel: admittedTo,
    featured: true,
    packages: packs(
      'laura-fitzgerald',
      {
        label: bi('Elite Ivy', '顶尖藤校'),
        who: bi('Laura', '劳拉老师'),
        focus: bi(
          'applications to Harvard and the most selective Ivy League universities',
          '哈佛及最顶尖常春藤大学的申请',
        ),
        signature: bi(
          'A full-committee style presentation and review of your file',
          '以全体委员会形式陈述并评审您的申请',
        ),
      },
      [
        ['early', 8500, 500, 35],
        ['comprehensive', 12800, 700, 60],
        ['premium', 19800, 1000, 120, 'ivy'],
      ],
      1,
    ),
  },
  // 28
  {
    slug: 'kenji-watanabe',
    name: bi('Kenji Watanabe', '渡边健二'),
    title: bi('Former Admissions Officer, The University of Tokyo', '东京大学前招生官'),
    headline: bi(
      'English-taught degrees in Japan and East Asia — including PEAK at the University of Tokyo — and graduate research applications.',
      '日本及东亚的全英文授课学位申请——包括东京大学 PEAK 项目——以及研究生科研申请。',
    ),
    qualification: bi(
      'Four years in the University of Tokyo’s international admissions office, working on the PEAK programmes and graduate research admissions.',
      '曾在东京大学国际招生办工作四年，负责 PEAK 项目与研究生科研方向的招生。',
    ),
    about: [
      p(
        'Kenji spent four years in international admissions at the University of Tokyo, working on the English-taught PEAK undergraduate programmes and supporting graduate schools as they recruited international research students.',
        '健二在东京大学国际招生办工作了四年，负责全英文授课的 PEAK 本科项目，并协助各研究生院招收国际研究生。',
      ),
      p(
        'Graduate admission in Japan often begins with finding a supervisor, and many students approach professors in the wrong way. Kenji helps students write a research plan, contact potential supervisors respectfully and prepare for entrance examinations and interviews.',
        '在日本，研究生入学往往从联系导师开始，而许多学生联系教授的方式并不得当。健二会帮助学生撰写研究计划书，得体地联系意向导师，并准备入学考试和面试。',
      ),
      p('He studied materials science in Tokyo and Zurich.', '他曾在东京和苏黎世攻读材料科学。'),
    ],
    reasons: [
      bi(
        'Worked on PEAK and graduate admissions at the University of Tokyo',
        '曾负责东大 PEAK 及研究生招生工作',
      ),
      bi('Expert on research plans and contacting supervisors', '擅长研究计划书撰写与导师联络'),
      bi('Knows both Japanese and European research cultures', '熟悉日本与欧洲的科研文化'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Japan and Graduate Research Coach', '日本及研究生科研申请导师'),
        period: '2021–',
      },
      {
        organisation: bi('The University of Tokyo', '东京大学'),
        role: bi('International Admissions Officer', '国际招生专员'),
        period: '2017–2021',
      },
    ],
    education: [
      {
        school: bi('The University of Tokyo', '东京大学'),
        degree: bi('BEng in Materials Engineering', '材料工程学士'),
        year: 2012,
      },
      {
        school: bi('ETH Zurich', '苏黎世联邦理工学院'),
        degree: bi('MSc in Materials Science', '材料科学硕士'),
        year: 2015,
      },
    ],
    specialties: ['stem', 'graduate-school'],
    placements: [
      'university-of-tokyo',
      'seoul-national-university',
      'nus',
      'hkust',
      'tsinghua',
      'eth-zurich',
    ],
    yearsOfExperience: 9,
    formerAdmissionsOfficer: true,
    formerInstitution: 'university-of-tokyo',
    languages: ['ja', 'en'],
    rating: 4.6,
    reviewCount: 41,
    bookings: 120,
    reviewsLabel: reviews(41),
    placementsLabel: admittedTo,
    packages: packs(
      'kenji-watanabe',
      {
        label: bi('Japan & East Asia', '日本与东亚'),
        who: bi('Kenji', '渡边老师'),
        focus: bi(
          'English-taught programmes and graduate research in Japan',
          '日本全英文项目与研究生科研申请',
        ),
        signature: bi('Research plan and supervisor outreach', '研究计划书与导师联络'),
        signatureFor: ['graduate', 'interview'],
      },
      [
        ['pathway', 1900, 120, 10],
        ['graduate', 3000, 200, 18],
        ['interview', 800, 60, 5],
      ],
      1,
    ),
  },
  // 29
  {
    slug: 'elena-rossi',
    name: bi('Elena Rossi', '埃琳娜·罗西'),
    title: bi(
      'Former Admissions Officer, University of California, Berkeley',
      '加州大学伯克利分校前招生官',
    ),
    headline: bi(
      'Engineering, data science and the UC system — first-year, transfer and graduate — with a former Berkeley admissions officer.',
      '工程、数据科学与加州大学体系——新生、转学与研究生申请，由伯克利前招生官指导。',
    ),
    qualification: bi(
      'Six years in Berkeley’s Office of Undergraduate Admissions, including reviewing applications to the College of Engineering.',
      '曾在伯克利本科招生办工作六年，参与工程学院的申请评审。',
    ),
    about: [
      p(
        'Elena read applications at Berkeley for six years, first across the College of Letters and Science and later for the College of Engineering, where applicants are admitted directly to a major.',
        '埃琳娜在伯克利审阅申请六年，先是负责文理学院，后来转到工程学院——该学院按具体专业直接录取。',
      ),
      p(
        'She knows the UC Personal Insight Questions inside out and helps students answer them with specific evidence instead of generalities. For transfer students she plans major-preparation courses and GPA targets, and for graduate applicants she focuses on research statements in engineering and data science.',
        '她对 UC 的个人见解问答（PIQ）了如指掌，会帮助学生用具体事例而非空泛表述来作答。对于转学生，她会规划专业先修课和 GPA 目标；对于研究生申请者，她则着重指导工程与数据科学方向的研究陈述。',
      ),
      p(
        'Elena grew up in Milan and earned her degrees in Italy and California.',
        '埃琳娜在米兰长大，先后在意大利和加州取得学位。',
      ),
    ],
    reasons: [
      bi(
        'Six years in Berkeley admissions, including Engineering',
        '在伯克利招生办工作六年，含工程学院',
      ),
      bi('Expert on the UC Personal Insight Questions', '精通 UC 个人见解问答'),
      bi('First-year, transfer and graduate support', '新生、转学、研究生申请全覆盖'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('UC and Engineering Coach', '加州大学与工科升学导师'),
        period: '2021–',
      },
      {
        organisation: bi('University of California, Berkeley', '加州大学伯克利分校'),
        role: bi('Admissions Officer', '招生官'),
        period: '2015–2021',
      },
    ],
    education: [
      {
        school: bi('Politecnico di Milano', '米兰理工大学'),
        degree: bi('BSc in Engineering Physics', '工程物理学士'),
        year: 2011,
      },
      {
        school: bi('University of California, Berkeley', '加州大学伯克利分校'),
        degree: bi('MS in Civil and Environmental Engineering', '土木与环境工程硕士'),
        year: 2013,
      },
    ],
    specialties: ['stem', 'transfer', 'graduate-school'],
    placements: ['uc-berkeley', 'ucla', 'umich', 'carnegie-mellon', 'cornell', 'usc'],
    yearsOfExperience: 11,
    formerAdmissionsOfficer: true,
    formerInstitution: 'uc-berkeley',
    languages: ['en', 'it'],
    rating: 4.7,
    reviewCount: 139,
    bookings: 530,
    reviewsLabel: reviews(139),
    placementsLabel: admittedTo,
    packages: packs(
      'elena-rossi',
      {
        label: bi('UC & Engineering', '加州大学与工科'),
        who: bi('Elena', '埃琳娜老师'),
        focus: bi('UC applications and engineering majors', '加州大学申请与工科专业'),
        signature: bi('Personal Insight Questions workshop', '个人见解问答（PIQ）专项辅导'),
        signatureFor: ['comprehensive', 'transfer'],
      },
      [
        ['comprehensive', 5800, 300, 30],
        ['transfer', 4300, 250, 24],
        ['graduate', 3900, 250, 20],
      ],
      0,
    ),
  },
  // 30
  {
    slug: 'sun-yiming',
    name: bi('Sun Yiming', '孙一鸣'),
    title: bi('Former Admissions Officer, University of Michigan', '密歇根大学前招生官'),
    headline: bi(
      'Top public research universities done right: engineering and business at Michigan, Berkeley and their peers — first-year or transfer.',
      '申请密歇根、伯克利等顶尖公立研究型大学的工程与商科专业，新生申请与转学均可。',
    ),
    qualification: bi(
      'Five years in Michigan’s Office of Undergraduate Admissions, responsible for applicants from China and for Ross and Engineering reviews.',
      '在密歇根大学本科招生办工作五年，负责中国地区申请者，并参与罗斯商学院和工程学院的评审。',
    ),
    about: [
      p(
        'Yiming joined Michigan’s admissions office after earning his own degree in industrial engineering there. Over five years he reviewed applications from China, including many to the Ross School of Business and the College of Engineering, and read transfer applications from other universities.',
        '一鸣本科毕业于密歇根大学工业工程专业，之后加入母校招生办。五年间，他负责审阅中国学生的申请，其中不少申请的是罗斯商学院和工程学院，同时也审阅来自其他大学的转学申请。',
      ),
      p(
        'Large public universities often set school-specific essays and admit at very different rates by programme. Yiming helps students choose the right programme, use Early Action well and, where needed, map a realistic transfer route.',
        '大型公立大学往往各学院有不同的文书题目，不同专业的录取率差别也很大。一鸣会帮助学生选对专业、用好提前行动（EA），并在需要时规划一条切实可行的转学路线。',
      ),
      p(
        'He is based in Shanghai and coaches in Mandarin and English.',
        '他常驻上海，可使用中英文辅导。',
      ),
    ],
    reasons: [
      bi('Five years in Michigan admissions', '在密歇根招生办工作五年'),
      bi('Reviewed Ross, Engineering and transfer files', '审阅过罗斯商学院、工程学院及转学申请'),
      bi('Based in Shanghai for in-person meetings', '常驻上海，可面对面交流'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Senior Admissions Coach, Shanghai', '上海资深升学导师'),
        period: '2021–',
      },
      {
        organisation: bi('University of Michigan', '密歇根大学'),
        role: bi('Admissions Counselor', '招生顾问'),
        period: '2016–2021',
      },
    ],
    education: [
      {
        school: bi('University of Michigan', '密歇根大学'),
        degree: bi('BSE in Industrial and Operations Engineering', '工业与运营工程学士'),
        year: 2014,
      },
    ],
    specialties: ['stem', 'business', 'transfer'],
    placements: [
      'umich',
      'cornell',
      'carnegie-mellon',
      'uc-berkeley',
      'northwestern',
      'university-of-toronto',
    ],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: true,
    formerInstitution: 'umich',
    languages: ['zh', 'en'],
    rating: 4.7,
    reviewCount: 118,
    bookings: 480,
    reviewsLabel: reviews(118),
    placementsLabel: admittedTo,
    packages: packs(
      'sun-yiming',
      {
        label: bi('Top Public', '顶尖公立名校'),
        who: bi('Yiming', '孙老师'),
        focus: bi(
          'engineering and business at top public universities',
          '顶尖公立大学的工程与商科专业',
        ),
        signature: bi(
          'Programme-by-programme essay planning for large universities',
          '针对大型大学各学院的文书统筹',
        ),
      },
      [
        ['essentials', 1700, 120, 10],
        ['comprehensive', 4900, 250, 28],
        ['transfer', 4100, 250, 22],
      ],
      1,
    ),
  },
  // 31
  {
    slug: 'zhao-qing',
    name: bi('Zhao Qing', '赵晴'),
    title: bi(
      'Former Head of College Counselling, International School in Shanghai',
      '上海国际学校前升学指导主任',
    ),
    headline: bi(
      'Fifteen years of college counselling in Shanghai: calm, long-term planning from Grade 9 to the final decision.',
      '在上海从事升学指导十五年：从九年级到最终录取，从容不迫的长期规划。',
    ),
    qualification: bi(
      'Fifteen years as a college counsellor, including eight as head of college counselling at an international school in Shanghai.',
      '拥有十五年升学指导经验，其中八年担任上海一所国际学校的升学指导主任。',
    ),
    about: [
      p(
        'Qing has guided more than 600 students through US, UK and Canadian applications as a school counsellor. Working inside a school taught her how admissions offices read the school profile, the counsellor letter and the transcript together.',
        '赵晴作为学校升学顾问，已指导 600 多名学生完成美国、英国和加拿大的申请。在学校内部工作的经历，让她深知招生官如何将学校简介、升学顾问推荐信和成绩单放在一起综合解读。',
      ),
      p(
        'She believes good planning starts early and stays calm. With each family she maps out course choices, activities and summers from Grade 9, and she is known for talking parents out of expensive programmes that will not make a difference.',
        '她相信好的规划要趁早，更要从容。她从九年级起就与每个家庭一起规划选课、活动和暑期安排，并以常常劝家长放弃那些昂贵却无实际帮助的项目而著称。',
      ),
      p(
        'Qing has attended counsellor programmes at many US and UK universities and visits campuses every year.',
        '赵晴曾参加多所英美大学为升学顾问举办的交流项目，每年都会实地走访校园。',
      ),
    ],
    reasons: [
      bi('Fifteen years of school-based college counselling', '十五年校内升学指导经验'),
      bi(
        'Knows how school documents are read by admissions offices',
        '了解学校材料如何被招生官解读',
      ),
      bi('Long-term planning from Grade 9', '从九年级开始的长期规划'),
      bi('Honest about where money is well spent', '坦诚建议钱该花在哪里'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Director of Long-term Planning', '长期规划总监'),
        period: '2021–',
      },
      {
        organisation: bi('International school, Shanghai', '上海某国际学校'),
        role: bi('Head of College Counselling', '升学指导主任'),
        period: '2013–2021',
      },
      {
        organisation: bi('Bilingual school, Suzhou', '苏州某双语学校'),
        role: bi('College Counsellor', '升学顾问'),
        period: '2011–2013',
      },
    ],
    education: [
      {
        school: bi('Fudan University', '复旦大学'),
        degree: bi('BA in English Language and Literature', '英语语言文学学士'),
        year: 2008,
      },
      {
        school: bi('University of Pennsylvania', '宾夕法尼亚大学'),
        degree: bi('MSEd in Education', '教育学硕士'),
        year: 2010,
      },
    ],
    specialties: ['ivy-league', 'summer-programmes', 'liberal-arts'],
    placements: ['columbia', 'cornell', 'nyu', 'uchicago', 'ucla', 'johns-hopkins'],
    yearsOfExperience: 15,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.8,
    reviewCount: 236,
    bookings: 880,
    reviewsLabel: reviews(236),
    placementsLabel: admittedTo,
    packages: packs(
      'zhao-qing',
      {
        label: bi('US Top 30', '美国前 30 名校'),
        who: bi('Qing', '赵老师'),
        focus: bi('long-term planning from Grade 9', '从九年级开始的长期规划'),
        signature: bi(
          'Annual review of course choices and summer plans',
          '每年一次的选课与暑期规划复盘',
        ),
      },
      [
        ['summer', 1100, 80, 6],
        ['comprehensive', 5200, 250, 30],
        ['premium', 11800, 500, 85],
      ],
      2,
    ),
  },
  // 32
  {
    slug: 'wu-zhehan',
    name: bi('Wu Zhehan', '吴哲瀚'),
    title: bi('Interview and Public Speaking Coach', '面试与演讲教练'),
    headline: bi(
      'Speak with confidence in any admissions interview — alumni conversations, Oxbridge academic interviews or group discussions.',
      '无论是校友面试、牛剑学术面试还是小组讨论，都能自信从容地表达。',
    ),
    qualification: bi(
      'Former head coach of a nationally ranked high-school debate team, with eleven years of experience preparing students for university interviews.',
      '曾任全国排名前列的中学辩论队主教练，拥有十一年大学面试辅导经验。',
    ),
    about: [
      p(
        'Zhehan debated competitively at university and went on to coach high-school debaters in Beijing, several of whom reached international finals. Over eleven years he has prepared more than 1,500 students for university interviews.',
        '哲瀚大学时代是辩论选手，后来在北京执教中学辩论队，多名队员闯入国际赛事决赛。十一年来，他已为 1,500 多名学生进行过大学面试辅导。',
      ),
      p(
        'He teaches students how to structure an answer, how to pause and think, and how to steer a conversation towards what they genuinely care about — without sounding rehearsed. His Oxbridge preparation focuses on thinking aloud with unfamiliar material.',
        '他教学生如何组织回答、如何停顿思考，以及如何把对话自然引向自己真正关心的话题，而不会显得像背稿。他的牛剑面试辅导侧重于面对陌生材料时边思考边表达。',
      ),
      p(
        'Every session is recorded, and students leave each mock interview with specific, practical notes.',
        '每次辅导都会录像，每场模拟面试后学生都会拿到具体、可操作的改进建议。',
      ),
    ],
    reasons: [
      bi('More than 1,500 students prepared for interviews', '已辅导 1,500 多名学生备战面试'),
      bi('Background as a debate coach', '辩论教练出身'),
      bi('Recorded sessions with practical feedback', '全程录像，反馈具体实用'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Interview Coach', '面试教练'),
        period: '2020–',
      },
      {
        organisation: bi('High-school debate programme, Beijing', '北京某中学辩论项目'),
        role: bi('Head Debate Coach', '辩论队主教练'),
        period: '2015–2020',
      },
    ],
    education: [
      {
        school: bi('Beijing Foreign Studies University', '北京外国语大学'),
        degree: bi('BA in English', '英语学士'),
        year: 2013,
      },
      {
        school: bi('University of Edinburgh', '爱丁堡大学'),
        degree: bi('MSc in Applied Linguistics', '应用语言学硕士'),
        year: 2014,
      },
    ],
    specialties: ['interview-prep', 'oxbridge', 'ivy-league'],
    placements: ['oxford', 'cambridge', 'harvard', 'yale', 'hku', 'lse'],
    yearsOfExperience: 11,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 310,
    bookings: 890,
    reviewsLabel: reviews(310),
    placementsLabel: admittedTo,
    packages: packs(
      'wu-zhehan',
      {
        label: bi('Top University', '名校'),
        who: bi('Zhehan', '吴老师'),
        focus: bi('alumni, Oxbridge and group interviews', '校友面试、牛剑面试和小组面试'),
        signature: bi('Public-speaking fundamentals workshop', '演讲表达基础训练'),
        signatureFor: ['interview', 'interviewIntensive'],
      },
      [
        ['interview', 800, 50, 5],
        ['interviewIntensive', 2200, 120, 16],
        ['essays', 1000, 80, 6],
      ],
      0,
    ),
  },
  // 33
  {
    slug: 'david-harrington',
    name: bi('David Harrington', '大卫·哈灵顿'),
    title: bi('Writing Coach and Former IB English Teacher', '写作导师、前 IB 英语教师'),
    headline: bi(
      'Essays that sound like you, written by you: twenty years of teaching teenagers to write clearly and honestly.',
      '由您亲笔、有您声音的文书：二十年来，他一直在教青少年清晰而真诚地写作。',
    ),
    qualification: bi(
      'Twenty years teaching IB English and supervising extended essays at international schools in Hong Kong and Singapore.',
      '在香港和新加坡的国际学校教授 IB 英语并指导拓展论文（EE）长达二十年。',
    ),
    about: [
      p(
        'David taught IB English Literature for twenty years at international schools in Hong Kong and Singapore and supervised more than two hundred extended essays. As a teacher and referee he has read thousands of college essays.',
        '大卫在香港和新加坡的国际学校教授 IB 英语文学二十年，指导过两百多篇拓展论文（EE）。作为教师和推荐人，他读过数以千计的申请文书。',
      ),
      p(
        'He is not a former admissions officer and does not pretend to be; his expertise is writing. He helps students find a subject, draft freely, cut ruthlessly and revise until every sentence earns its place. Students often say he changed how they write everything, not just their essays.',
        '他不是前招生官，也从不以此自居；他的专长是写作。他会帮助学生找到写作主题、放开去写初稿、果断删减，并反复修改直到每一句话都有存在的理由。学生们常说，他改变的不只是文书，而是他们写作的方式本身。',
      ),
      p(
        'David also runs academic writing workshops for students about to start university.',
        '大卫还为即将升入大学的学生开设学术写作工作坊。',
      ),
    ],
    reasons: [
      bi('Twenty years of teaching writing', '二十年写作教学经验'),
      bi('Supervised more than 200 IB extended essays', '指导过 200 多篇 IB 拓展论文'),
      bi('A strict no-ghost-writing policy', '坚持学生本人执笔，绝不代写'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Writing Coach', '写作导师'),
        period: '2022–',
      },
      {
        organisation: bi('International school, Singapore', '新加坡某国际学校'),
        role: bi('Head of English', '英语系主任'),
        period: '2012–2022',
      },
      {
        organisation: bi('International school, Hong Kong', '香港某国际学校'),
        role: bi('IB English Teacher', 'IB 英语教师'),
        period: '2002–2012',
      },
    ],
    education: [
      {
        school: bi('University of Edinburgh', '爱丁堡大学'),
        degree: bi('MA (Hons) in English Literature', '英国文学荣誉学士（苏格兰 MA 学位）'),
        year: 2000,
      },
      {
        school: bi('University of Oxford', '牛津大学'),
        degree: bi('Postgraduate Certificate in Education (PGCE)', '教育学研究生证书（PGCE）'),
        year: 2001,
      },
    ],
    specialties: ['liberal-arts', 'ivy-league'],
    placements: ['yale', 'brown', 'columbia', 'uchicago', 'oxford', 'edinburgh'],
    yearsOfExperience: 24,
    formerAdmissionsOfficer: false,
    languages: ['en'],
    rating: 4.8,
    reviewCount: 189,
    bookings: 620,
    reviewsLabel: reviews(189),
    placementsLabel: admittedTo,
    packages: packs(
      'david-harrington',
      {
        label: bi('US & UK', '英美'),
        who: bi('David', '大卫老师'),
        focus: bi('personal essays and personal statements', '个人文书与个人陈述'),
        signature: bi('Sentence-level editing masterclass', '逐句精修示范课'),
      },
      [
        ['essays', 1300, 80, 8],
        ['essentials', 2500, 150, 14],
        ['comprehensive', 5000, 250, 30],
      ],
      0,
    ),
  },
  // 34
  {
    slug: 'lin-yuxuan',
    name: bi('Lin Yuxuan', '林雨萱'),
    title: bi(
      'PhD Admissions Mentor, Former Postdoctoral Researcher',
      '博士申请导师、前博士后研究员',
    ),
    headline: bi(
      'PhD and research master’s applications in the sciences — research statements, supervisor outreach and interviews — from someone who has sat on both sides.',
      '理工科博士与研究型硕士申请：研究陈述、联系导师与面试，由曾身处申请与评审两端的导师指导。',
    ),
    qualification: bi(
      'PhD in bioengineering from UC Berkeley, where she sat on a graduate admissions committee as a student member, followed by three years of postdoctoral research at ETH Zurich.',
      '加州大学伯克利分校生物工程博士，读博期间以学生委员身份参与研究生招生评审，之后在苏黎世联邦理工学院从事三年博士后研究。',
    ),
    about: [
      p(
        'Yuxuan completed her PhD in bioengineering at Berkeley, where she served as a student member of the graduate admissions committee, and then spent three years as a postdoctoral researcher at ETH Zurich.',
        '雨萱在伯克利获得生物工程博士学位，读博期间担任研究生招生委员会学生委员，之后在苏黎世联邦理工学院从事了三年博士后研究。',
      ),
      p(
        'Graduate applications are judged by future supervisors who want evidence that you can do research. Yuxuan helps students describe their research precisely, choose labs that fit, write to potential supervisors and prepare for technical interviews.',
        '研究生申请的评判者是您未来的导师，他们想看到的是您具备做研究的能力。雨萱会帮助学生准确描述自己的科研经历、挑选契合的实验室、给意向导师写信，并准备专业面试。',
      ),
      p(
        'She also helps undergraduates and final-year high-school students find research opportunities early, so that they have something real to write about.',
        '她也会帮助本科生和高年级高中生尽早找到科研机会，让他们到申请时有真正可写的内容。',
      ),
    ],
    reasons: [
      bi('Berkeley PhD and ETH Zurich postdoc', '伯克利博士、ETH 博士后'),
      bi('Served on a graduate admissions committee', '曾参与研究生招生委员会'),
      bi('Specialist in supervisor outreach and research statements', '擅长导师联络与研究陈述'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Graduate Admissions Mentor', '研究生申请导师'),
        period: '2022–',
      },
      {
        organisation: bi('ETH Zurich', '苏黎世联邦理工学院'),
        role: bi('Postdoctoral Researcher', '博士后研究员'),
        period: '2019–2022',
      },
    ],
    education: [
      {
        school: bi('Zhejiang University', '浙江大学'),
        degree: bi('BEng in Biomedical Engineering', '生物医学工程学士'),
        year: 2013,
      },
      {
        school: bi('University of California, Berkeley', '加州大学伯克利分校'),
        degree: bi('PhD in Bioengineering', '生物工程博士'),
        year: 2019,
      },
    ],
    specialties: ['graduate-school', 'stem'],
    placements: ['mit', 'stanford', 'uc-berkeley', 'eth-zurich', 'imperial', 'cambridge'],
    yearsOfExperience: 7,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 77,
    bookings: 190,
    reviewsLabel: reviews(77),
    placementsLabel: admittedTo,
    packages: packs(
      'lin-yuxuan',
      {
        label: bi('Science', '理科'),
        who: bi('Yuxuan', '林老师'),
        focus: bi(
          'PhD and research master’s applications in the sciences and engineering',
          '理工科博士及研究型硕士申请',
        ),
        signature: bi('Supervisor outreach emails and follow-up', '导师套磁邮件撰写与跟进'),
        signatureFor: ['graduate'],
      },
      [
        ['graduate', 5200, 300, 30],
        ['interview', 900, 60, 6],
        ['research', 3600, 200, 28],
      ],
      0,
    ),
  },
  // 35
  {
    slug: 'isabella-moreno',
    name: bi('Isabella Moreno', '伊莎贝拉·莫雷诺'),
    title: bi('Portfolio Mentor and Designer', '作品集导师、设计师'),
    headline: bi(
      'Portfolios with a point of view: a practising designer helps young artists and designers build work that art schools remember.',
      '有观点的作品集：执业设计师帮助年轻的艺术与设计学子，创作出让艺术院校过目难忘的作品。',
    ),
    qualification: bi(
      'Twelve years mentoring portfolio applicants, alongside a career as a graphic and product designer in New York and Barcelona.',
      '十二年作品集指导经验，同时是一名在纽约和巴塞罗那从业的平面及产品设计师。',
    ),
    about: [
      p(
        'Isabella is a designer who has worked for studios in New York and Barcelona, and she has mentored portfolio applicants for twelve years. Her students have gone on to study design, fine art, architecture and animation.',
        '伊莎贝拉是一名曾在纽约和巴塞罗那设计工作室任职的设计师，指导作品集申请已有十二年。她的学生后来分别攻读设计、纯艺术、建筑和动画等专业。',
      ),
      p(
        'She starts from sketchbooks rather than finished pieces, because that is where ideas and process show. Students learn to develop a project over several weeks, document it and present a portfolio with a clear voice.',
        '她从速写本而非成品入手，因为想法和创作过程恰恰体现在那里。学生会学着用数周时间深入推进一个项目、完整记录过程，最终呈现出一份风格鲜明的作品集。',
      ),
      p(
        'She also helps students choose pre-college art programmes that genuinely develop their work.',
        '她还会帮助学生挑选真正能提升作品水平的艺术类大学先修夏校。',
      ),
    ],
    reasons: [
      bi('A working designer with studio experience', '拥有设计工作室实战经验的执业设计师'),
      bi('Process-focused portfolio teaching', '注重创作过程的作品集教学'),
      bi('Advice on pre-college art programmes', '提供艺术类先修夏校选择建议'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Portfolio Mentor', '作品集导师'),
        period: '2019–',
      },
      {
        organisation: bi('Design studio, Barcelona', '巴塞罗那某设计工作室'),
        role: bi('Senior Designer', '高级设计师'),
        period: '2014–2019',
      },
      {
        organisation: bi('Design studio, New York', '纽约某设计工作室'),
        role: bi('Graphic Designer', '平面设计师'),
        period: '2010–2014',
      },
    ],
    education: [
      {
        school: bi('Carnegie Mellon University', '卡内基梅隆大学'),
        degree: bi('BDes in Communication Design', '传达设计学士'),
        year: 2010,
      },
    ],
    specialties: ['arts-design', 'summer-programmes'],
    placements: ['carnegie-mellon', 'nyu', 'usc', 'ucla', 'cornell', 'edinburgh'],
    yearsOfExperience: 12,
    formerAdmissionsOfficer: false,
    languages: ['en', 'es'],
    rating: 4.8,
    reviewCount: 164,
    bookings: 540,
    reviewsLabel: reviews(164),
    placementsLabel: admittedTo,
    packages: packs(
      'isabella-moreno',
      {
        label: bi('Art & Design', '艺术设计'),
        who: bi('Isabella', '伊莎贝拉老师'),
        focus: bi('art and design portfolios', '艺术与设计作品集'),
        signature: bi('Sketchbook and process documentation review', '速写本与创作过程记录审阅'),
      },
      [
        ['summer', 1000, 60, 6],
        ['portfolio', 3900, 200, 24],
        ['essentials', 2000, 120, 10],
      ],
      1,
    ),
  },
  // 36
  {
    slug: 'he-yating',
    name: bi('He Yating', '何雅婷'),
    title: bi('Medical Admissions Advisor and Physician', '医学申请导师、医师'),
    headline: bi(
      'Guidance from a doctor on every route into medicine — BS/MD, UK and Australian direct entry, and graduate-entry medicine.',
      '由医生亲自指导各种学医路径——本博连读、英澳本科直录以及研究生医学。',
    ),
    qualification: bi(
      'A doctor trained in China who has spent eight years advising students on medical school applications and multiple mini interviews.',
      '在国内接受系统医学训练的医师，拥有八年医学院申请与 MMI 面试辅导经验。',
    ),
    about: [
      p(
        'Yating studied clinical medicine at Fudan University, trained as a resident physician in Shanghai and then took a master’s in public health in London. Since 2018 she has helped students apply to medicine in the UK, Australia, Hong Kong and North America.',
        '雅婷本科就读于复旦大学临床医学专业，在上海完成住院医师培训后赴伦敦攻读公共卫生硕士。2018 年起，她开始帮助学生申请英国、澳大利亚、香港和北美的医学项目。',
      ),
      p(
        'The routes into medicine differ enormously between countries, and families often discover the rules too late. Yating maps them out clearly, helps students gain meaningful experience and prepares them for the UCAT and for multiple mini interviews built on real clinical scenarios.',
        '各国的学医路径差异巨大，很多家庭往往等到很晚才弄清规则。雅婷会把各条路径梳理清楚，帮助学生积累有意义的相关经历，并结合真实的临床情境，辅导 UCAT 考试和多站式迷你面试（MMI）。',
      ),
      p(
        'She speaks frankly with students about what a medical career involves, so that they choose it with their eyes open.',
        '她会坦诚地和学生聊医生这份职业真正意味着什么，让他们在充分了解之后再做选择。',
      ),
    ],
    reasons: [
      bi('A trained physician', '医学科班出身的医师'),
      bi(
        'Covers UK, Australian, Hong Kong and North American routes',
        '熟悉英、澳、港及北美学医路径',
      ),
      bi('MMI practice built on real clinical scenarios', '以真实临床情境进行 MMI 训练'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Medical Admissions Advisor', '医学申请导师'),
        period: '2018–',
      },
      {
        organisation: bi('Clinical research organisation, London', '伦敦某临床研究机构'),
        role: bi('Research Associate', '研究助理'),
        period: '2016–2018',
      },
      {
        organisation: bi('Teaching hospital, Shanghai', '上海某三甲医院'),
        role: bi('Resident Physician', '住院医师'),
        period: '2012–2015',
      },
    ],
    education: [
      {
        school: bi('Fudan University', '复旦大学'),
        degree: bi('MBBS in Clinical Medicine', '临床医学学士'),
        year: 2012,
      },
      {
        school: bi('London School of Hygiene & Tropical Medicine', '伦敦卫生与热带医学院'),
        degree: bi('MSc in Public Health', '公共卫生硕士'),
        year: 2016,
      },
    ],
    specialties: ['medicine', 'graduate-school', 'interview-prep'],
    placements: [
      'johns-hopkins',
      'duke',
      'university-of-toronto',
      'hku',
      'university-of-melbourne',
      'kcl',
    ],
    yearsOfExperience: 8,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.9,
    reviewCount: 91,
    bookings: 260,
    reviewsLabel: reviews(91),
    placementsLabel: admittedTo,
    packages: packs(
      'he-yating',
      {
        label: bi('Medicine', '医学'),
        who: bi('Yating', '何老师'),
        focus: bi(
          'medical school applications in the UK, Australia, Hong Kong and North America',
          '英国、澳大利亚、香港及北美的医学院申请',
        ),
        signature: bi(
          'MMI stations based on real clinical cases',
          '基于真实临床案例的 MMI 站点训练',
        ),
      },
      [
        ['interview', 1200, 80, 8],
        ['pathway', 4800, 250, 28],
        ['graduate', 4000, 200, 20],
      ],
      1,
    ),
  },
  // 37
  {
    slug: 'matthew-oconnor',
    name: bi('Matthew O’Connor', '马修·奥康纳'),
    title: bi('Law Admissions Tutor and Former Barrister', '法学申请导师、前出庭律师'),
    headline: bi(
      'Read law at the UK’s best universities: LNAT preparation, personal statement and interview practice from a former barrister.',
      '申请英国顶尖大学法学专业：由前出庭律师辅导 LNAT、个人陈述与面试。',
    ),
    qualification: bi(
      'Former barrister in London, with nine years of experience coaching law applicants and teaching legal reasoning.',
      '曾在伦敦执业的出庭律师，拥有九年法学申请辅导和法律推理教学经验。',
    ),
    about: [
      p(
        'Matthew practised as a barrister in London for six years before turning to teaching. He now prepares students for the LNAT and for law interviews, and teaches introductory legal reasoning to sixth-formers.',
        '马修曾在伦敦做了六年出庭律师，之后转向教学。他目前为学生辅导 LNAT 笔试和法学面试，并为高中生讲授法律推理入门课程。',
      ),
      p(
        'Law interviews often present a short legal problem or a hypothetical and ask the candidate to reason through it. Matthew trains students to read carefully, apply a rule to new facts and change their minds gracefully when challenged.',
        '法学面试常常给出一个简短的法律问题或假设情境，要求考生逐步推理。马修会训练学生仔细审题、把规则运用到新情境中，并在被质疑时从容地调整观点。',
      ),
      p(
        'Originally from Dublin, he read law at Trinity College Dublin and completed his Bar training in London.',
        '马修来自都柏林，本科就读于都柏林圣三一大学法学专业，之后在伦敦完成大律师职业培训。',
      ),
    ],
    reasons: [
      bi('Former practising barrister', '前执业出庭律师'),
      bi('LNAT specialist', 'LNAT 备考专家'),
      bi('Interview training in legal reasoning', '法律推理面试专项训练'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Law Admissions Tutor', '法学申请导师'),
        period: '2017–',
      },
      {
        organisation: bi('Barristers’ chambers, London', '伦敦某大律师事务所'),
        role: bi('Barrister', '出庭律师'),
        period: '2011–2017',
      },
    ],
    education: [
      {
        school: bi('Trinity College Dublin', '都柏林圣三一大学'),
        degree: bi('Bachelor of Laws (LLB)', '法学学士（LLB）'),
        year: 2009,
      },
      {
        school: bi('City, University of London', '伦敦城市大学'),
        degree: bi('Bar Professional Training Course', '大律师职业培训课程'),
        year: 2010,
      },
    ],
    specialties: ['law', 'oxbridge', 'interview-prep'],
    placements: ['oxford', 'cambridge', 'lse', 'kcl', 'ucl', 'trinity-college-dublin'],
    yearsOfExperience: 9,
    formerAdmissionsOfficer: false,
    languages: ['en'],
    rating: 4.7,
    reviewCount: 63,
    bookings: 180,
    reviewsLabel: reviews(63),
    placementsLabel: admittedTo,
    packages: packs(
      'matthew-oconnor',
      {
        label: bi('UK Law', '英国法学'),
        who: bi('Matthew', '马修老师'),
        focus: bi('law applications and the LNAT', '法学申请与 LNAT 考试'),
        signature: bi('Timed LNAT essays with written feedback', '限时 LNAT 写作及书面批改'),
        signatureFor: ['ucas', 'ukComplete'],
      },
      [
        ['ucas', 2700, 150, 14],
        ['interview', 1400, 80, 8],
        ['ukComplete', 6200, 300, 36],
      ],
      2,
    ),
  },
  // 38
  {
    slug: 'guo-mingxuan',
    name: bi('Guo Mingxuan', '郭明轩'),
    title: bi('Business School Advisor and Former Investment Banker', '商学院申请导师、前投行人士'),
    headline: bi(
      'Master’s in finance, business analytics and MBA applications — with honest career advice from a former investment banker.',
      '金融硕士、商业分析硕士与 MBA 申请，由前投行人士提供坦诚的职业建议。',
    ),
    qualification: bi(
      'Seven years in investment banking in Hong Kong and New York, and ten years advising business-school applicants.',
      '曾在香港和纽约从事投资银行工作七年，拥有十年商学院申请辅导经验。',
    ),
    about: [
      p(
        'Mingxuan worked in investment banking in Hong Kong and New York for seven years, interviewing and mentoring many junior analysts, before moving into admissions advising.',
        '明轩曾在香港和纽约从事投资银行工作七年，期间面试并指导过许多初级分析师，之后转型从事升学辅导。',
      ),
      p(
        'He helps students decide whether a specialised master’s or an MBA is the right next step, choose programmes with strong placement in their target job markets, and tell a career story that admissions committees and employers will both believe.',
        '他会帮助学生判断专业硕士和 MBA 哪个是更合适的下一步，挑选在目标就业市场中认可度高的项目，并讲出一个让招生委员会和雇主都信服的职业故事。',
      ),
      p(
        'He also advises undergraduates on internships in Hong Kong, Shanghai and New York.',
        '他还为本科生提供香港、上海和纽约的实习求职建议。',
      ),
    ],
    reasons: [
      bi('Former investment banker', '前投资银行从业者'),
      bi('A focus on employment outcomes', '注重就业结果'),
      bi('Practice in case and behavioural interviews', '提供案例面试与行为面试练习'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Business School Advisor', '商学院申请导师'),
        period: '2016–',
      },
      {
        organisation: bi('Investment bank, New York', '纽约某投资银行'),
        role: bi('Associate', '投行经理'),
        period: '2012–2016',
      },
      {
        organisation: bi('Investment bank, Hong Kong', '香港某投资银行'),
        role: bi('Analyst', '分析师'),
        period: '2009–2012',
      },
    ],
    education: [
      {
        school: bi('Peking University', '北京大学'),
        degree: bi('BA in Economics', '经济学学士'),
        year: 2008,
      },
      {
        school: bi('London School of Economics and Political Science', '伦敦政治经济学院'),
        degree: bi('MSc in Finance', '金融学硕士'),
        year: 2009,
      },
    ],
    specialties: ['business', 'graduate-school'],
    placements: ['upenn', 'columbia', 'northwestern', 'lse', 'hkust', 'nus'],
    yearsOfExperience: 10,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.7,
    reviewCount: 82,
    bookings: 240,
    reviewsLabel: reviews(82),
    placementsLabel: admittedTo,
    packages: packs(
      'guo-mingxuan',
      {
        label: bi('Finance & MBA', '金融与MBA'),
        who: bi('Mingxuan', '郭老师'),
        focus: bi('finance, business analytics and MBA applications', '金融、商业分析与 MBA 申请'),
        signature: bi('Career-goal and employer-market analysis', '职业目标与雇主市场分析'),
      },
      [
        ['graduate', 4800, 250, 26],
        ['interview', 1000, 60, 6],
        ['essays', 900, 60, 5],
      ],
      0,
    ),
  },
  // 39
  {
    slug: 'anna-kowalski',
    name: bi('Anna Kowalski', '安娜·科瓦尔斯基'),
    title: bi('Summer Programme Specialist', '夏校项目专家'),
    headline: bi(
      'The right summer, not the most expensive one: research programmes, pre-college courses and competitions planned around your goals.',
      '选对的夏校，而不是最贵的：围绕您的目标规划科研项目、大学先修课程和竞赛。',
    ),
    qualification: bi(
      'Former director of a university pre-college programme, with thirteen years of experience in summer and enrichment programmes.',
      '曾任某大学高中生先修项目主任，在夏校与拓展项目领域拥有十三年经验。',
    ),
    about: [
      p(
        'Anna ran a university pre-college summer programme for seven years, reviewing thousands of applications and seeing at first hand which students thrived. She now helps families navigate the crowded market of summer options.',
        '安娜曾主管一所大学的高中生暑期先修项目长达七年，审阅过数千份申请，也亲眼见证了哪些学生能在项目中脱颖而出。如今，她帮助家庭在五花八门的夏校市场中找准方向。',
      ),
      p(
        'She distinguishes clearly between selective, often free research programmes, paid pre-college courses and competitions, and is honest about how admissions offices view each. Her plans are built around a student’s interests, not a brand name.',
        '她会清楚区分竞争激烈、往往免费的科研项目，收费的大学先修课程，以及各类竞赛，并坦诚说明招生官如何看待每一类。她的规划始终围绕学生的兴趣，而非名校光环。',
      ),
      p(
        'Anna holds a PhD in chemistry and still mentors high-school research projects.',
        '安娜拥有化学博士学位，至今仍指导高中生的科研项目。',
      ),
    ],
    reasons: [
      bi('Ran a university pre-college programme for seven years', '曾主管大学先修项目七年'),
      bi('Honest about which programmes really matter', '坦诚告诉您哪些项目真正有用'),
      bi('Mentors student research', '指导学生科研'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Summer Programme Specialist', '夏校项目专家'),
        period: '2020–',
      },
      {
        organisation: bi('University pre-college programme, Boston', '波士顿某大学高中生先修项目'),
        role: bi('Programme Director', '项目主任'),
        period: '2013–2020',
      },
    ],
    education: [
      {
        school: bi('University of Warsaw', '华沙大学'),
        degree: bi('MSc in Chemistry', '化学硕士'),
        year: 2006,
      },
      {
        school: bi('University of Michigan', '密歇根大学'),
        degree: bi('PhD in Chemistry', '化学博士'),
        year: 2011,
      },
    ],
    specialties: ['summer-programmes', 'stem'],
    placements: ['stanford', 'johns-hopkins', 'carnegie-mellon', 'cornell', 'umich', 'imperial'],
    yearsOfExperience: 13,
    formerAdmissionsOfficer: false,
    languages: ['en'],
    rating: 4.6,
    reviewCount: 54,
    bookings: 160,
    reviewsLabel: reviews(54),
    placementsLabel: admittedTo,
    packages: packs(
      'anna-kowalski',
      {
        label: bi('Pre-college', '高中生'),
        who: bi('Anna', '安娜老师'),
        focus: bi('selective summer research programmes', '高竞争性的暑期科研项目'),
        signature: bi(
          'Summer options compared by cost, selectivity and real value',
          '从费用、竞争度和实际价值三方面对比夏校方案',
        ),
        signatureFor: ['summer'],
      },
      [
        ['summer', 1500, 100, 10],
        ['research', 3800, 200, 30],
        ['essays', 800, 50, 5],
      ],
      0,
    ),
  },
  // 40
  {
    slug: 'ma-qingyang',
    name: bi('Ma Qingyang', '马清扬'),
    title: bi('Transfer Strategy Coach', '转学规划导师'),
    headline: bi(
      'Not happy where you are? A realistic transfer plan — courses, grades, recommendations and essays — from a former university academic adviser.',
      '对现在的学校不满意？前大学学业顾问为您制定务实的转学方案——选课、成绩、推荐信和文书一应俱全。',
    ),
    qualification: bi(
      'Former academic adviser at a large US public university, with eight years of experience guiding transfer students.',
      '曾在美国一所大型公立大学担任学业顾问，拥有八年转学指导经验。',
    ),
    about: [
      p(
        'Qingyang worked as an academic adviser at a large public university in the Midwest, where he helped hundreds of students plan their courses — and watched many of them transfer out successfully. He knows the practical details that decide transfer outcomes, from credit evaluation to the timing of recommendations.',
        '清扬曾在美国中西部一所大型公立大学担任学业顾问，帮助数百名学生规划课程，也见证了其中许多人成功转学。他熟知决定转学成败的各种实际细节，从学分认定到推荐信的时机安排。',
      ),
      p(
        'Many Chinese students think about transferring after a difficult first semester. Qingyang starts with an honest conversation: sometimes the best plan is to make the current university work. When transferring is the right move, he builds a plan semester by semester.',
        '很多中国学生在经历了艰难的第一学期后会考虑转学。清扬总是从一次坦诚的谈话开始：有时最好的方案其实是在现在的学校里好好发展。若转学确实是正确选择，他会逐学期制定详细规划。',
      ),
      p(
        'He also supports students moving from Canadian or Australian universities to the United States.',
        '他也为从加拿大或澳大利亚大学转往美国的学生提供支持。',
      ),
    ],
    reasons: [
      bi('Former university academic adviser', '前大学学业顾问'),
      bi('Honest about whether to transfer at all', '坦诚评估是否真的需要转学'),
      bi('Semester-by-semester planning', '逐学期详细规划'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Transfer Strategy Coach', '转学规划导师'),
        period: '2021–',
      },
      {
        organisation: bi('Public university, US Midwest', '美国中西部某公立大学'),
        role: bi('Academic Adviser', '学业顾问'),
        period: '2018–2021',
      },
    ],
    education: [
      {
        school: bi('Wuhan University', '武汉大学'),
        degree: bi('BA in Psychology', '心理学学士'),
        year: 2014,
      },
      {
        school: bi('The Ohio State University', '俄亥俄州立大学'),
        degree: bi('MA in Higher Education and Student Affairs', '高等教育与学生事务硕士'),
        year: 2017,
      },
    ],
    specialties: ['transfer', 'stem', 'business'],
    placements: ['cornell', 'umich', 'uc-berkeley', 'ucla', 'usc', 'university-of-toronto'],
    yearsOfExperience: 8,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.7,
    reviewCount: 97,
    bookings: 350,
    reviewsLabel: reviews(97),
    placementsLabel: admittedTo,
    packages: packs(
      'ma-qingyang',
      {
        label: bi('Top 30', '前 30 名校'),
        who: bi('Qingyang', '马老师'),
        focus: bi(
          'transfers from large universities to more selective ones',
          '从大型大学转入更具竞争力的名校',
        ),
        signature: bi('An honest “stay or transfer” assessment', '坦诚的“留校还是转学”评估'),
        signatureFor: ['transfer', 'pathway'],
      },
      [
        ['essays', 900, 50, 5],
        ['transfer', 3600, 200, 22],
        ['pathway', 2400, 150, 12],
      ],
      1,
    ),
  },
  // 41
  {
    slug: 'samuel-adeyemi',
    name: bi('Samuel Adeyemi', '塞缪尔·阿德耶米'),
    title: bi('Medical and Oxbridge Interview Coach', '医学与牛剑面试教练'),
    headline: bi(
      'Medical MMIs and Oxbridge science interviews, taught by a scientist who has interviewed candidates himself.',
      '医学 MMI 面试与牛剑理科面试，由亲自面试过考生的科学家执教。',
    ),
    qualification: bi(
      'Former college lecturer in biochemistry at Oxford who interviewed undergraduate applicants, and an experienced MMI assessor for a UK medical school.',
      '曾任牛津大学某学院生物化学讲师并参与本科面试，也曾长期担任英国一所医学院的 MMI 面试考官。',
    ),
    about: [
      p(
        'Samuel taught biochemistry as a college lecturer at Oxford for four years, during which he interviewed applicants for biochemistry and medicine. He then served for several years as an MMI assessor for a UK medical school.',
        '塞缪尔曾在牛津大学某学院担任生物化学讲师四年，其间参与生物化学和医学专业的申请者面试。此后，他还担任过数年英国一所医学院的 MMI 面试考官。',
      ),
      p(
        'His sessions combine science interview practice — interpreting data, explaining an unfamiliar process — with MMI stations on ethics, communication and teamwork. He is calm and encouraging, and very precise in his feedback.',
        '他的课程将理科面试训练（解读数据、解释陌生的生命过程）与 MMI 站点训练（伦理、沟通与团队合作）结合起来。他沉稳、善于鼓励，反馈却非常精准。',
      ),
      p(
        'Samuel grew up in Lagos and London and completed his doctorate at Oxford.',
        '塞缪尔在拉各斯和伦敦长大，在牛津大学获得博士学位。',
      ),
    ],
    reasons: [
      bi('Interviewed Oxford applicants as a college lecturer', '曾以学院讲师身份面试牛津申请者'),
      bi('Experienced MMI assessor', '资深 MMI 考官'),
      bi('Combines science and ethics practice', '理科与医学伦理训练兼顾'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Interview Coach', '面试教练'),
        period: '2016–',
      },
      {
        organisation: bi('UK medical school', '英国某医学院'),
        role: bi('MMI Assessor (part-time)', 'MMI 面试考官（兼职）'),
        period: '2016–2020',
      },
      {
        organisation: bi('University of Oxford', '牛津大学'),
        role: bi('College Lecturer in Biochemistry', '学院生物化学讲师'),
        period: '2012–2016',
      },
    ],
    education: [
      {
        school: bi('Imperial College London', '帝国理工学院'),
        degree: bi('BSc in Biochemistry', '生物化学学士'),
        year: 2007,
      },
      {
        school: bi('University of Oxford', '牛津大学'),
        degree: bi('DPhil in Biochemistry', '生物化学博士'),
        year: 2011,
      },
    ],
    specialties: ['interview-prep', 'medicine', 'oxbridge'],
    placements: ['oxford', 'cambridge', 'imperial', 'ucl', 'kcl', 'edinburgh'],
    yearsOfExperience: 14,
    formerAdmissionsOfficer: false,
    languages: ['en', 'fr'],
    rating: 4.8,
    reviewCount: 128,
    bookings: 410,
    reviewsLabel: reviews(128),
    placementsLabel: admittedTo,
    packages: packs(
      'samuel-adeyemi',
      {
        label: bi('Medicine & Oxbridge', '医学与牛剑'),
        who: bi('Samuel', '塞缪尔老师'),
        focus: bi('medical MMIs and Oxbridge science interviews', '医学 MMI 与牛剑理科面试'),
        signature: bi('Data-interpretation and ethics stations', '数据解读与医学伦理站点训练'),
      },
      [
        ['interview', 1200, 80, 8],
        ['interviewIntensive', 2900, 150, 20],
        ['ukComplete', 6800, 300, 40],
      ],
      1,
    ),
  },
  // 42
  {
    slug: 'tang-xiaowen',
    name: bi('Tang Xiaowen', '唐晓雯'),
    title: bi('Master’s Application Planner, UK and Europe', '英欧硕士申请规划师'),
    headline: bi(
      'One-year master’s degrees in the UK and programmes across Europe, planned around your budget, your career and your family’s priorities.',
      '英国一年制硕士与欧洲各国硕士项目的留学规划，围绕您的预算、职业目标和家庭的关注点量身制定。',
    ),
    qualification: bi(
      'Six years advising Chinese university students on master’s applications in the UK, the Netherlands and Germany, after studying in Beijing, London and Delft.',
      '曾在北京、伦敦和代尔夫特求学，六年来专注为中国大学生规划英国、荷兰和德国的硕士申请。',
    ),
    about: [
      p(
        'Xiaowen took her master’s at TU Delft after an exchange semester in London, and has spent six years helping Chinese university students apply for master’s programmes in the UK and continental Europe.',
        '晓雯曾赴伦敦交换一学期，之后在代尔夫特理工大学攻读硕士。六年来，她一直帮助中国大学生申请英国和欧洲大陆的硕士项目。',
      ),
      p(
        'She helps families compare one-year UK master’s degrees with two-year programmes in the Netherlands and Germany — on cost, teaching language, career outcomes and recognition back in China — and then manages the applications efficiently.',
        '她会帮助家庭比较英国一年制硕士与荷兰、德国两年制项目在费用、授课语言、就业前景以及回国认可度等方面的差异，随后高效地推进各项申请。',
      ),
      p(
        'Most of her students apply alongside their final-year studies, so she breaks the work into manageable pieces.',
        '她的学生大多要一边完成毕业年的学业一边申请，因此她会把各项工作拆分成可控的小步骤，循序推进。',
      ),
    ],
    reasons: [
      bi('Studied in the UK and the Netherlands herself', '本人有英国和荷兰留学经历'),
      bi('Compares UK and European options on cost and outcomes', '从费用与就业等角度比较英欧方案'),
      bi('Efficient planning for busy final-year students', '为忙碌的毕业年学生高效规划'),
    ],
    workExperience: [
      {
        organisation: bi('EduBridge', '育桥教育'),
        role: bi('Master’s Application Planner', '硕士申请规划师'),
        period: '2023–',
      },
      {
        organisation: bi('Education consultancy, Beijing', '北京某留学咨询机构'),
        role: bi('Master’s Application Consultant', '硕士申请顾问'),
        period: '2020–2023',
      },
    ],
    education: [
      {
        school: bi('Renmin University of China', '中国人民大学'),
        degree: bi('BEc in Finance', '金融学学士'),
        year: 2016,
      },
      {
        school: bi('Delft University of Technology', '代尔夫特理工大学'),
        degree: bi('MSc in Management of Technology', '技术管理硕士'),
        year: 2018,
      },
    ],
    specialties: ['graduate-school', 'business'],
    placements: ['ucl', 'kcl', 'edinburgh', 'manchester', 'tu-delft', 'tum'],
    yearsOfExperience: 6,
    formerAdmissionsOfficer: false,
    languages: ['zh', 'en'],
    rating: 4.5,
    reviewCount: 47,
    bookings: 130,
    reviewsLabel: reviews(47),
    placementsLabel: admittedTo,
    packages: packs(
      'tang-xiaowen',
      {
        label: bi('UK & Europe', '英欧'),
        who: bi('Xiaowen', '唐老师'),
        focus: bi('master’s degrees in the UK and continental Europe', '英国及欧洲大陆的硕士项目'),
        signature: bi('Cost and career-outcome comparison', '留学费用与就业前景对比分析'),
        signatureFor: ['pathway', 'graduate'],
      },
      [
        ['pathway', 1600, 100, 8],
        ['graduate', 2600, 150, 16],
        ['essays', 800, 50, 5],
      ],
      1,
    ),
  },
]
