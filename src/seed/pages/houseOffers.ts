import type { SeedPackage } from '../catalogue/types'

/** House packages (no coach) for study tours, tutoring and online credit courses: 3 per category. */
export const houseOffers: SeedPackage[] = [
  // Global study tours
  {
    slug: 'study-tour-uk-oxbridge',
    category: 'study-tour',
    title: { en: 'Oxbridge Summer Study Tour', zh: '牛津剑桥暑期游学' },
    summary: {
      en: 'Two weeks in Oxford and Cambridge with college stays, academic seminars and admissions talks.',
      zh: '在牛津与剑桥度过两周：入住学院、参加学术研讨，并听取招生讲座。',
    },
    description: [
      {
        p: {
          en: 'Students live in historic college accommodation, join small-group seminars in the tutorial style that Oxford and Cambridge are known for, and visit colleges with current students as guides.',
          zh: '学生入住历史悠久的学院宿舍，以牛津剑桥著名的导师制形式参加小组研讨，并由在读学生带领参观各个学院。',
        },
      },
      {
        p: {
          en: 'A day in London and a session on UCAS, personal statements and admissions tests help students judge whether Oxbridge is the right goal. International flights and visa fees are not included.',
          zh: '行程还包括一天伦敦参访，以及关于 UCAS、个人陈述和笔试的专题讲座，帮助学生判断牛剑是否是适合自己的目标。国际机票与签证费用不含在内。',
        },
      },
    ],
    services: [
      { en: '14 days with college accommodation and meals', zh: '14 天行程，含学院住宿与餐食' },
      {
        en: 'Tutorial-style seminars with university lecturers',
        zh: '由大学讲师主持的导师制小组研讨',
      },
      { en: 'Guided college visits in Oxford and Cambridge', zh: '牛津、剑桥学院导览参观' },
      { en: 'UCAS and personal statement workshop', zh: 'UCAS 申请与个人陈述工作坊' },
      { en: 'Round-the-clock chaperones and travel insurance', zh: '全天候领队陪同及旅行保险' },
    ],
    startingAt: 3980,
    serviceFee: 380,
    coachingHours: 60,
  },
  {
    slug: 'study-tour-us-east-coast',
    category: 'study-tour',
    title: { en: 'US East Coast Ivy Campus Tour', zh: '美东藤校巡游' },
    summary: {
      en: 'Twelve days visiting Ivy League and top East Coast universities, from Boston to Philadelphia.',
      zh: '十二天走访美东常春藤及顶尖名校，从波士顿一路到费城。',
    },
    description: [
      {
        p: {
          en: 'The route covers Harvard, MIT, Yale, Brown, Columbia, Princeton and Penn, with official information sessions, student-led tours and time to explore each campus.',
          zh: '行程覆盖哈佛、麻省理工、耶鲁、布朗、哥伦比亚、普林斯顿和宾大，包括官方宣讲会、在读学生带队参观，以及自由探索校园的时间。',
        },
      },
      {
        p: {
          en: 'Evening reflection sessions with our advisors turn each visit into notes for the school list and the “Why us” essays. International flights and visa fees are not included.',
          zh: '每晚由顾问带领复盘，把当天的参访收获整理成选校依据和“Why us”文书素材。国际机票与签证费用不含在内。',
        },
      },
    ],
    services: [
      {
        en: '12 days, 7 universities, hotel accommodation and meals',
        zh: '12 天行程、7 所大学，含酒店住宿与餐食',
      },
      {
        en: 'Official information sessions and student-led campus tours',
        zh: '官方宣讲会与在读学生带队参观',
      },
      { en: 'Talk with a former admissions officer', zh: '前招生官专场交流' },
      { en: 'Nightly reflection and school-list workshop', zh: '每晚复盘与选校工作坊' },
      {
        en: 'Chaperones, ground transport and travel insurance',
        zh: '全程领队、当地交通及旅行保险',
      },
    ],
    startingAt: 5680,
    serviceFee: 480,
    coachingHours: 48,
    mostPopular: true,
  },
  {
    slug: 'study-tour-dream-school-immersion',
    category: 'study-tour',
    title: { en: 'Dream-School Immersion Week', zh: '梦校沉浸周' },
    summary: {
      en: 'A week at one university during term: sit in on classes, eat in the dining halls and meet students and faculty.',
      zh: '在学期中走进一所梦校生活一周：旁听课程、在食堂用餐，与在读学生和教授面对面交流。',
    },
    description: [
      {
        p: {
          en: 'Students experience ordinary university life at the school they most want to attend, joining classes that are open to visitors and shadowing a current student for a day.',
          zh: '学生在最想就读的大学体验真实的校园日常，旁听对访客开放的课程，并跟随一位在读学生度过完整的一天。',
        },
      },
      {
        p: {
          en: 'Class visits follow each university’s own rules, so we confirm the schedule with the student before departure. The week ends with a one-to-one debrief on fit and next steps.',
          zh: '旁听安排须遵守各校的访客规定，我们会在出发前与学生确认具体日程。沉浸周结束时，顾问会进行一对一复盘，评估匹配度并规划下一步。',
        },
      },
    ],
    services: [
      { en: '7 days at one chosen university during term', zh: '学期中在一所指定大学的 7 天行程' },
      {
        en: 'Class visits and a day shadowing a current student',
        zh: '课堂旁听，并跟随在读学生体验一天',
      },
      {
        en: 'Meetings with students, faculty or department staff where possible',
        zh: '视情况安排与学生、教授或院系老师交流',
      },
      {
        en: 'One-to-one debrief on fit and application strategy',
        zh: '一对一复盘：匹配度与申请策略',
      },
      {
        en: 'Accommodation, local transport and a dedicated chaperone',
        zh: '住宿、当地交通及专属领队',
      },
    ],
    startingAt: 6880,
    serviceFee: 580,
    coachingHours: 35,
  },

  // Academic tutoring
  {
    slug: 'tutoring-ap-ib',
    category: 'tutoring',
    title: { en: 'AP & IB Subject Tutoring', zh: 'AP 与 IB 学科辅导' },
    summary: {
      en: 'One-to-one tutoring in AP and IB subjects, from weekly support to exam-season revision.',
      zh: 'AP 与 IB 各科一对一辅导，从日常课程跟进到考前冲刺复习。',
    },
    description: [
      {
        p: {
          en: 'A subject specialist follows the student’s school syllabus, fills gaps in understanding and builds exam technique with past papers and marking criteria.',
          zh: '由学科专业老师紧跟学校课程进度，查漏补缺，并结合历年真题与评分标准训练答题技巧。',
        },
      },
      {
        p: {
          en: 'IB students can also get guidance on the Internal Assessment and Extended Essay, always within IB academic-integrity rules.',
          zh: 'IB 学生还可获得 IA（内部评估）与 EE（拓展论文）的指导，所有辅导均严格遵守 IB 学术诚信规定。',
        },
      },
    ],
    services: [
      { en: '24 one-to-one lessons with a subject specialist', zh: '24 节学科专业老师一对一课程' },
      { en: 'Diagnostic test and personal study plan', zh: '入学诊断测试与个性化学习计划' },
      { en: 'Past-paper practice with marking feedback', zh: '历年真题训练及批改反馈' },
      { en: 'IA and Extended Essay guidance for IB students', zh: 'IB 学生 IA 与 EE 写作指导' },
      { en: 'Monthly progress report for parents', zh: '每月向家长提交学习进度报告' },
    ],
    startingAt: 2880,
    serviceFee: 0,
    coachingHours: 24,
  },
  {
    slug: 'tutoring-sat-act',
    category: 'tutoring',
    title: { en: 'SAT & ACT Test Preparation', zh: 'SAT 与 ACT 备考辅导' },
    summary: {
      en: 'A structured one-to-one programme for the digital SAT or the ACT, built around full practice tests.',
      zh: '针对机考 SAT 或 ACT 的系统一对一备考课程，以全真模考为核心。',
    },
    description: [
      {
        p: {
          en: 'After a diagnostic test we recommend the SAT or the ACT, set a target score for the student’s school list and plan lessons around the weakest sections.',
          zh: '通过诊断测试，我们会建议学生选择 SAT 还是 ACT，结合目标院校设定分数目标，并针对薄弱板块安排课程。',
        },
      },
      {
        p: {
          en: 'Regular timed practice tests track progress and build the pacing and stamina needed on test day.',
          zh: '定期进行限时模考，跟踪进步情况，培养考试当天所需的节奏感与耐力。',
        },
      },
    ],
    services: [
      {
        en: '32 one-to-one lessons on reading, writing and maths',
        zh: '32 节一对一课程，覆盖阅读、写作与数学',
      },
      {
        en: 'SAT or ACT recommendation from a diagnostic test',
        zh: '根据诊断测试建议选考 SAT 或 ACT',
      },
      { en: '4 full timed practice tests with score analysis', zh: '4 次全真限时模考及成绩分析' },
      { en: 'Test-date and superscore planning', zh: '考试日期安排与 Superscore 策略' },
      { en: 'Progress reports after every practice test', zh: '每次模考后出具进度报告' },
    ],
    startingAt: 3680,
    serviceFee: 0,
    coachingHours: 32,
    mostPopular: true,
  },
  {
    slug: 'tutoring-academic-writing',
    category: 'tutoring',
    title: { en: 'Academic Writing Coaching', zh: '学术写作辅导' },
    summary: {
      en: 'One-to-one coaching in the essay and research writing expected at top schools and universities.',
      zh: '一对一提升名校与大学所要求的论文写作与研究写作能力。',
    },
    description: [
      {
        p: {
          en: 'Students learn to build an argument, use evidence, cite sources and revise their own drafts, working on real assignments from school.',
          zh: '以学校的真实作业为素材，学生学习如何构建论点、运用论据、规范引用，并学会自主修改文稿。',
        },
      },
      {
        p: {
          en: 'Coaches explain and model; they never write work for the student, so every improvement is the student’s own.',
          zh: '老师负责讲解与示范，绝不代写，学生的每一点进步都真正属于自己。',
        },
      },
    ],
    services: [
      { en: '20 one-to-one writing lessons', zh: '20 节一对一写作课程' },
      {
        en: 'Argument, structure and evidence in academic essays',
        zh: '学术论文的论点、结构与论据训练',
      },
      {
        en: 'Research skills and citation styles (MLA, APA, Chicago)',
        zh: '研究方法与引用格式（MLA、APA、Chicago）',
      },
      { en: 'Detailed feedback on school assignments', zh: '学校作业的详细修改反馈' },
    ],
    startingAt: 2480,
    serviceFee: 0,
    coachingHours: 20,
  },

  // U.S. online credit courses
  {
    slug: 'online-courses-ap-calculus',
    category: 'online-courses',
    title: { en: 'AP Calculus / Calculus I', zh: 'AP 微积分 / 大学微积分 I' },
    summary: {
      en: 'A live online Calculus I course for college credit that also prepares students for the AP Calculus exams.',
      zh: '可获得大学学分的在线直播微积分 I 课程，同时为 AP 微积分考试做好准备。',
    },
    description: [
      {
        p: {
          en: 'Taught by U.S. instructors over 12 weeks, the course covers limits, derivatives and integrals at the level of a first-semester university course.',
          zh: '课程由美国授课老师历时 12 周讲授，内容涵盖极限、导数与积分，难度与大学第一学期课程相当。',
        },
      },
      {
        p: {
          en: 'Students who pass receive an official transcript from an accredited U.S. partner institution; whether credit transfers is decided by the receiving university.',
          zh: '通过课程的学生将获得美国认证合作院校出具的正式成绩单；学分能否转换由学生最终就读的大学决定。',
        },
      },
    ],
    services: [
      {
        en: '12-week live online course, 4 semester credits',
        zh: '12 周在线直播课程，4 个学期学分',
      },
      { en: 'Weekly problem sets with instructor feedback', zh: '每周习题及授课老师反馈' },
      {
        en: 'Teaching-assistant office hours for Asian time zones',
        zh: '适配亚洲时区的助教答疑时间',
      },
      { en: 'AP Calculus AB/BC exam practice', zh: 'AP 微积分 AB/BC 考试专项练习' },
      { en: 'Official transcript on completion', zh: '结课后出具正式成绩单' },
    ],
    startingAt: 2980,
    serviceFee: 200,
    coachingHours: 40,
  },
  {
    slug: 'online-courses-college-writing',
    category: 'online-courses',
    title: { en: 'College Writing', zh: '大学写作' },
    summary: {
      en: 'The first-year university writing course, taken online for college credit before you arrive on campus.',
      zh: '美国大学一年级必修的写作课，出国前即可在线修读并获得学分。',
    },
    description: [
      {
        p: {
          en: 'Students write and revise analytical and argumentative essays and a short research paper, with detailed instructor feedback on every draft.',
          zh: '学生将完成分析型与议论型论文以及一篇短篇研究论文的写作与修改，每一稿都有授课老师的详细反馈。',
        },
      },
      {
        p: {
          en: 'It is the course most international students find hardest in their first year, so taking it early builds confidence and frees space in the schedule.',
          zh: '这门课是许多国际学生大一最吃力的课程，提前修读既能建立信心，也能为大学课表腾出空间。',
        },
      },
    ],
    services: [
      {
        en: '10-week live online course, 3 semester credits',
        zh: '10 周在线直播课程，3 个学期学分',
      },
      { en: 'Small seminar classes of up to 15 students', zh: '小班研讨，每班不超过 15 人' },
      { en: 'Feedback on every draft from the instructor', zh: '授课老师逐稿反馈' },
      { en: 'One-to-one writing conferences', zh: '一对一写作面谈' },
      { en: 'Official transcript on completion', zh: '结课后出具正式成绩单' },
    ],
    startingAt: 2680,
    serviceFee: 200,
    coachingHours: 36,
    mostPopular: true,
  },
  {
    slug: 'online-courses-intro-economics',
    category: 'online-courses',
    title: { en: 'Introduction to Economics', zh: '经济学导论' },
    summary: {
      en: 'A college-level introduction to micro- and macroeconomics, online and for credit.',
      zh: '大学水平的微观与宏观经济学入门课程，在线修读并可获得学分。',
    },
    description: [
      {
        p: {
          en: 'The course covers supply and demand, markets and firms, inflation, unemployment and economic policy, using real data and current events.',
          zh: '课程涵盖供求关系、市场与企业、通货膨胀、失业与经济政策，并结合真实数据与时事进行分析。',
        },
      },
      {
        p: {
          en: 'It suits students considering economics, business or the social sciences, and helps them show academic interest in their applications.',
          zh: '适合有意攻读经济、商科或社会科学的学生，也能在申请中展现学术兴趣。',
        },
      },
    ],
    services: [
      {
        en: '10-week live online course, 3 semester credits',
        zh: '10 周在线直播课程，3 个学期学分',
      },
      { en: 'Weekly lectures, discussions and problem sets', zh: '每周讲座、讨论与习题' },
      { en: 'A short data-analysis project', zh: '一个小型数据分析项目' },
      {
        en: 'Teaching-assistant office hours for Asian time zones',
        zh: '适配亚洲时区的助教答疑时间',
      },
      { en: 'Official transcript on completion', zh: '结课后出具正式成绩单' },
    ],
    startingAt: 2680,
    serviceFee: 200,
    coachingHours: 36,
  },
]
