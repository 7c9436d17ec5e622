import type { Bi, SeedArticle, SeedBlock } from './types'

const bi = (en: string, zh: string): Bi => ({ en, zh })
const p = (en: string, zh: string): SeedBlock => ({ p: { en, zh } })
const h2 = (en: string, zh: string): SeedBlock => ({ h2: { en, zh } })
const ul = (...items: [string, string][]): SeedBlock => ({
  ul: items.map(([en, zh]) => ({ en, zh })),
})

const editorial = bi('EduBridge Editorial Team', '育桥教育编辑部')

/** 14 articles, January to November 2026; half written by coaches, half by the editorial team. */
export const articles: SeedArticle[] = [
  {
    slug: bi(
      'how-to-write-a-personal-essay-that-sounds-like-you',
      'ruhe-xiechu-you-ziji-shengyin-de-wenshu',
    ),
    title: bi(
      'How to write a personal essay that sounds like you',
      '如何写出一篇有您自己声音的个人文书',
    ),
    excerpt: bi(
      'Admissions officers read thousands of polished essays every year. The ones they remember are specific, honest and unmistakably written by a teenager. Here is how to get there.',
      '招生官每年要读数千篇精雕细琢的文书，真正让他们记住的，是那些具体、真诚、一看就出自青少年之手的文章。下面告诉您怎么做到。',
    ),
    category: 'admissions',
    coach: 'emily-carter',
    publishedAt: '2026-01-15',
    body: [
      p(
        'When I read applications at Yale, the essays that stayed with me were rarely the most impressive on paper. They were the ones in which I could hear a real person thinking. The good news is that this is a skill, not a talent, and it can be practised.',
        '我在耶鲁审阅申请时，真正让我记住的文书，很少是纸面上最“厉害”的那些，而是能让我听到一个真实的人在思考的文章。好消息是，这是一种可以练习的技能，而不是天赋。',
      ),
      h2('Start small', '从小处入手'),
      p(
        'Students often begin with the biggest story they have: a championship, a trip abroad, a family hardship. Big stories are hard to tell in 650 words without turning into a summary. Try instead to start from a small, concrete moment — a conversation, an object, a habit — and let it open onto something larger about how you think.',
        '很多学生一开始就选自己最“大”的故事：一次夺冠、一趟出国、一段家庭变故。大故事很难在 650 词内讲好，往往写成了流水账。不妨从一个小而具体的瞬间入手——一段对话、一件物品、一个习惯——再让它自然引出您更深层的思考方式。',
      ),
      p(
        'Your first draft should be long, messy and honest. Write without worrying about the word limit or about what admissions officers want. You will cut most of it, but the sentences worth keeping usually appear only after you have stopped performing.',
        '第一稿应该写得长、写得乱、写得真。先别管字数限制，也别揣测招生官想看什么。大部分内容最后都会删掉，但真正值得保留的句子，往往只在您不再“表演”之后才会出现。',
      ),
      h2('Questions to test your draft', '用这几个问题检验您的草稿'),
      ul(
        [
          'Could anyone else have written this essay? If so, what only you could say is missing.',
          '这篇文书换个人也能写吗？如果能，说明缺少了只有您才能说的内容。',
        ],
        [
          'Is at least one moment described in enough detail for the reader to picture it?',
          '文中是否至少有一个场景描写得足够细致，让读者能在脑海中浮现画面？',
        ],
        [
          'Does the essay show how you think, not just what you have done?',
          '文章是否展现了您如何思考，而不只是您做过什么？',
        ],
        [
          'Would a teacher who knows you recognise your voice?',
          '熟悉您的老师读了，能认出这是您的语气吗？',
        ],
      ),
      p(
        'Finally, limit your readers to two or three people you trust. Every extra reader adds suggestions, and an essay edited by committee loses exactly the voice you were trying to find. Above all, the words must stay yours: admissions officers notice when they are not.',
        '最后，读者请控制在两三位您信任的人以内。每多一位读者就多一堆修改意见，被集体修改过的文书，恰恰会丢掉您努力寻找的那份个人声音。最重要的是，文字必须出自您本人——招生官一眼就能看出来。',
      ),
    ],
  },
  {
    slug: bi('how-to-build-a-balanced-university-list', 'ruhe-zhiding-junheng-de-xuanxiao-mingdan'),
    title: bi('How to build a balanced university list', '如何制定一份均衡的选校名单'),
    excerpt: bi(
      'A good list is not the fifteen highest-ranked names you can find. It is a set of places where you would be happy, with realistic chances spread across them.',
      '好的选校名单不是排名最高的 15 所学校，而是一组您都愿意去读、录取机会分布合理的大学。',
    ),
    category: 'admissions',
    authorName: editorial,
    publishedAt: '2026-02-10',
    body: [
      p(
        'Every year we meet families whose list contains twelve universities with acceptance rates below ten per cent and nothing else. At rates that low, even excellent students are turned down by most of them, and a list like that can end with no offers at all.',
        '每年我们都会遇到这样的家庭：选校名单上 12 所大学的录取率全都低于 10%，除此之外别无他选。录取率这么低，即使非常优秀的学生也会被其中大多数拒绝，这样的名单甚至可能以零录取收场。',
      ),
      h2('Three groups, honestly defined', '三个档次，实事求是地划分'),
      ul(
        [
          'Reach: your academic profile is at or below that of the typical admitted student, or the acceptance rate is under 15 per cent. Every highly selective university belongs here, for everyone.',
          '冲刺校：您的学术背景处于或低于该校录取学生的平均水平，或者录取率低于 15%。对任何人来说，所有顶尖名校都属于这一档。',
        ],
        [
          'Target: your grades and scores sit comfortably in the middle of the admitted range, and the acceptance rate is moderate.',
          '匹配校：您的成绩和标化稳居录取学生区间的中段，且录取率适中。',
        ],
        [
          'Likely: your profile is clearly above that of the typical admitted student, and the university admits a substantial share of applicants.',
          '保底校：您的背景明显高于该校录取学生的平均水平，且学校录取比例较高。',
        ],
      ),
      p(
        'A sensible list usually has roughly a third in each group, and every university on it should be one you would genuinely be glad to attend.',
        '合理的名单通常三档各占约三分之一，而且名单上的每一所学校，都应该是您真心愿意去读的。',
      ),
      h2('Look beyond rankings', '不要只看排名'),
      p(
        'Rankings measure research output and reputation, not whether a university suits you. Compare teaching styles, class sizes, the strength of your intended major, location, cost and career outcomes. Talk to current students, and visit if you can.',
        '排名衡量的是科研产出和声誉，而不是一所大学是否适合您。比较一下教学方式、班级规模、意向专业的实力、地理位置、费用和就业去向。多和在校生聊聊，条件允许的话亲自去看看。',
      ),
      p(
        'Finally, use the early round wisely. Early Decision is binding, so choose it only for a university you are certain about and your family can afford.',
        '最后，用好早申。ED 具有约束力，只有在您确定想去、家庭也负担得起的情况下才选择它。',
      ),
    ],
  },
  {
    slug: bi(
      'a-realistic-guide-to-transferring-universities-in-the-us',
      'meiguo-daxue-zhuanxue-shiyong-zhinan',
    ),
    title: bi('A realistic guide to transferring universities in the US', '美国大学转学实用指南'),
    excerpt: bi(
      'Transfer admission works very differently from first-year admission. Here is what matters, when to start and how to decide whether transferring is right for you.',
      '转学录取与新生录取的逻辑截然不同。本文告诉您什么最关键、何时开始准备，以及如何判断转学是否适合自己。',
    ),
    category: 'admissions',
    coach: 'daniel-brooks',
    publishedAt: '2026-03-18',
    body: [
      p(
        'Thousands of students transfer between US universities every year, but the odds vary enormously. Some highly selective universities admit only a handful of transfer students, while others — Cornell and the University of California campuses, for example — admit substantial numbers, particularly from community colleges.',
        '每年都有成千上万的学生在美国大学之间转学，但不同学校的录取机会差别巨大。有些顶尖名校每年只录取寥寥几名转学生，而另一些学校——例如康奈尔和加州大学各校区——则会录取相当数量的转学生，尤其是来自社区学院的学生。',
      ),
      h2('What counts most', '最重要的是什么'),
      ul(
        [
          'Your college grades, especially in courses related to your intended major',
          '大学成绩，尤其是与意向专业相关课程的成绩',
        ],
        [
          'Completion of the prerequisites each target university expects',
          '是否修完目标院校要求的先修课程',
        ],
        ['A clear academic reason for the move', '清晰的学术性转学理由'],
        ['Recommendations from professors who know your work', '了解您学业表现的大学教授推荐信'],
      ),
      h2('Timing', '时间安排'),
      p(
        'Most students apply during their first or second year of college for entry the following autumn. If you apply after one year, your high-school record still carries weight; after two, your college record dominates. Many universities set transfer deadlines between early March and mid-spring, while the University of California application is due at the end of November.',
        '大多数学生在大一或大二期间申请，次年秋季入学。大一结束后申请，高中成绩仍占相当比重；大二结束后申请，则主要看大学成绩。很多大学的转学截止日期在 3 月初至春季中段之间，而加州大学的申请则在 11 月底截止。',
      ),
      p(
        'Finally, be honest about why you want to leave. A transfer essay that complains about your current university rarely works. One that explains what you want to study, and why this particular university is where you can do it, usually does.',
        '最后，请诚实面对自己想离开的原因。一篇抱怨现在学校的转学文书很少能打动人；而一篇讲清楚您想学什么、为什么只有这所大学能让您实现目标的文书，通常更有说服力。',
      ),
    ],
  },
  {
    slug: bi('uk-vs-us-applications-key-differences', 'yingmei-shenqing-de-guanjian-qubie'),
    title: bi(
      'Applying to the UK or the US? The key differences',
      '申请英国还是美国？关键区别一文看懂',
    ),
    excerpt: bi(
      'The two systems reward different things. Understanding the differences early helps you decide where to focus — or how to apply to both without spreading yourself too thin.',
      '两种申请体系看重的东西不同。尽早了解差异，能帮您决定把精力放在哪里，或者如何兼顾两边而不至于分身乏术。',
    ),
    category: 'study-abroad',
    coach: 'zhang-yutong',
    publishedAt: '2026-04-09',
    body: [
      p(
        'Many of the Chinese families I work with want to apply to both countries. That is entirely possible, but the two systems ask for different things, and it helps to understand them before Grade 11.',
        '我辅导的很多中国家庭都希望英美双申。这完全可行，但两套体系的要求并不相同，最好在十一年级之前就弄清楚。',
      ),
      h2('What each system values', '两种体系各自看重什么'),
      ul(
        [
          'Subject choice: in the UK you apply for one course from the start; in the US most students choose a major after one or two years',
          '专业选择：在英国，一开始就申请具体专业；在美国，多数学生入学一两年后才确定专业',
        ],
        [
          'Personal statement: UCAS asks about your academic interest in the subject; US essays are about you as a person',
          '个人陈述：UCAS 问的是您对该学科的学术兴趣；美国文书关注的是您这个人',
        ],
        [
          'Activities: in the UK they matter mainly when they relate to your subject; in the US they are a major part of the application',
          '课外活动：在英国，主要在与专业相关时才有分量；在美国，它是申请的重要组成部分',
        ],
        [
          'Tests and interviews: Oxford, Cambridge and medicine use admissions tests and interviews; many US universities consider SAT or ACT scores and offer optional alumni interviews',
          '笔试与面试：牛剑和医学专业设有入学笔试和面试；许多美国大学参考 SAT 或 ACT 成绩，并提供可选的校友面试',
        ],
        [
          'Length: UK degrees usually take three years (four in Scotland); US degrees take four',
          '学制：英国本科通常三年（苏格兰为四年），美国本科为四年',
        ],
      ),
      h2('Timelines', '时间线'),
      p(
        'UCAS applications for Oxford, Cambridge and most medicine courses close on 15 October; other UK courses close in January. US Early Decision and Early Action deadlines usually fall on 1 or 15 November, with regular deadlines in early January. UK offers are usually conditional on final exam results.',
        '牛津、剑桥以及大多数医学专业的 UCAS 申请截止于 10 月 15 日，其他英国专业的截止日期在次年 1 月。美国的 ED/EA 截止日期通常为 11 月 1 日或 15 日，常规申请截止在 1 月初。英国的录取通常是有条件录取，取决于最终考试成绩。',
      ),
      p(
        'If you apply to both, build the UK personal statement around your subject and let your US essays show the rest of you. The two can support each other rather than compete.',
        '如果英美双申，英国的个人陈述应围绕专业展开，美国文书则展现您的其他侧面。两者可以相辅相成，而不是相互拖累。',
      ),
    ],
  },
  {
    slug: bi(
      'financial-aid-and-scholarships-for-international-students',
      'guoji-xuesheng-zhuxuejin-yu-jiangxuejin',
    ),
    title: bi(
      'Financial aid and scholarships for international students',
      '国际学生如何申请助学金与奖学金',
    ),
    excerpt: bi(
      'Studying abroad is expensive, but not every family pays the full price. Here is how need-based aid, merit scholarships and government schemes actually work.',
      '出国留学花费不菲，但并非每个家庭都要支付全价。本文讲清需求型助学金、奖学金和政府资助项目究竟如何运作。',
    ),
    category: 'admissions',
    authorName: editorial,
    publishedAt: '2026-05-06',
    body: [
      h2('Need-based aid in the United States', '美国的需求型助学金'),
      p(
        'A small group of US universities — including Harvard, Yale, Princeton, MIT and Dartmouth — admit international students without regard to financial need and meet the full demonstrated need of those they admit. Many others offer generous need-based aid but are “need-aware”: asking for aid can affect your chances of admission.',
        '少数美国大学——包括哈佛、耶鲁、普林斯顿、MIT 和达特茅斯——对国际学生实行 need-blind（不考虑家庭经济状况）录取，并满足被录取学生经审核的全部经济需求。另有许多大学同样提供慷慨的需求型助学金，但属于 need-aware（录取时会考虑家庭经济状况）：申请助学金可能会影响录取结果。',
      ),
      p(
        'Applying for aid usually means submitting the CSS Profile with detailed information about family finances. Be thorough and consistent; discrepancies slow everything down.',
        '申请助学金通常需要提交 CSS Profile，详细填报家庭财务信息。务必完整、前后一致，任何出入都会拖慢审核进度。',
      ),
      h2('Merit scholarships and other sources', '奖学金及其他资助来源'),
      ul(
        [
          'Merit scholarships: offered by many US universities outside the most selective group, often automatically on the basis of the application',
          '奖学金：许多非顶尖的美国大学会提供，通常根据申请材料自动评定',
        ],
        [
          'UK and Australian universities: mostly partial scholarships for international students, with separate applications and early deadlines',
          '英国和澳大利亚大学：面向国际学生的多为部分奖学金，需单独申请，截止日期较早',
        ],
        [
          'Singapore: the government Tuition Grant reduces fees in return for three years of work in Singapore after graduation',
          '新加坡：政府学费津贴可大幅减免学费，条件是毕业后在新加坡工作三年',
        ],
        [
          'Graduate study: fully funded PhD positions are common in the sciences in the US and Europe',
          '研究生阶段：在美国和欧洲，理工科博士全额资助的职位相当普遍',
        ],
      ),
      p(
        'Start early and budget honestly. Compare the net cost after aid, not the published tuition, and make sure your family can afford every university on your list — especially your Early Decision choice.',
        '尽早着手，实事求是地做预算。比较的应当是扣除资助后的实际费用，而不是公布的学费标价；并确保家庭能负担名单上的每一所学校，尤其是 ED 院校。',
      ),
    ],
  },
  {
    slug: bi('how-to-plan-a-university-study-tour', 'ruhe-guihua-yitang-mingxiao-youxue'),
    title: bi(
      'How to plan a university study tour that is worth the trip',
      '如何规划一趟物有所值的名校游学',
    ),
    excerpt: bi(
      'A campus visit can change a student’s mind — in either direction. Here is how to plan a study tour that gives you real information rather than just photographs.',
      '一次校园参访可能彻底改变学生的想法，无论是向好还是向坏。本文教您规划一趟能获得真实信息、而不只是拍几张照片的游学之旅。',
    ),
    category: 'study-abroad',
    authorName: editorial,
    publishedAt: '2026-05-20',
    body: [
      p(
        'Families often plan a study tour as a sightseeing trip through famous campuses. Handled well, a tour can do much more: it can confirm a first choice, rule out a university that looked perfect online, or reveal a place you had never considered.',
        '很多家庭把名校游学安排成一次走马观花的观光之旅。其实用好了，游学的价值远不止于此：它可以坚定您的首选，帮您排除一所网上看似完美的大学，或者让您发现一所从未考虑过的学校。',
      ),
      h2('Before you go', '出发之前'),
      ul(
        [
          'Register for official information sessions and student-led tours well in advance',
          '提前报名官方宣讲会和学生带领的校园参观',
        ],
        [
          'Visit during term time, when students are on campus',
          '尽量在学期中前往，那时学生都在校园里',
        ],
        [
          'Mix very selective universities with target and likely choices',
          '把顶尖名校与匹配校、保底校搭配安排',
        ],
        ['Limit yourself to two universities a day', '每天最多参观两所大学'],
      ),
      h2('On campus', '在校园里'),
      p(
        'Sit in on a class if the university allows it, eat in a dining hall and ask current students what they would change about their university. Take notes the same evening; after a week, campuses blur together.',
        '如果学校允许，去旁听一堂课，在学生餐厅吃顿饭，问问在校生最想改变学校的哪一点。当天晚上就记下感受——一周之后，各个校园的印象就会混在一起。',
      ),
      p(
        'Afterwards, write down what surprised you. Those notes will be useful later, when you write “Why this university?” essays that need specific, first-hand detail.',
        '回来之后，写下让您意外的地方。这些笔记日后大有用处——在写“为什么选择我们学校”这类需要具体一手细节的文书时，它们就是最好的素材。',
      ),
    ],
  },
  {
    slug: bi('is-a-gap-year-right-for-you', 'jiangenian-shifou-shihe-ni'),
    title: bi('Is a gap year right for you?', '间隔年（Gap Year）适合您吗？'),
    excerpt: bi(
      'A gap year can be the most valuable year of a young person’s education — or a year lost. The difference lies in planning and purpose.',
      '间隔年可能是一个年轻人求学生涯中最有价值的一年，也可能是虚度的一年，区别在于是否有规划、有目标。',
    ),
    category: 'study-abroad',
    authorName: editorial,
    publishedAt: '2026-06-17',
    body: [
      p(
        'Gap years are common in the UK and increasingly accepted in the US, where many universities allow admitted students to defer for a year; Harvard, for example, has long encouraged admitted students to consider one. For Chinese families the idea can feel risky, but a well-planned year often produces more mature, focused university students.',
        '间隔年在英国十分普遍，在美国也越来越被接受，许多大学允许被录取学生推迟一年入学，例如哈佛多年来一直鼓励录取新生考虑间隔年。对中国家庭来说，这个想法可能显得冒险，但一个规划得当的间隔年，往往能让学生进入大学时更成熟、更专注。',
      ),
      h2('Two routes', '两种方式'),
      ul(
        [
          'Defer after admission: apply in your final year, accept an offer and request a deferral, so your place is secured',
          '录取后延期入学：在高中最后一年申请，接受录取后申请推迟入学，学位已经锁定',
        ],
        [
          'Apply during the gap year: useful if your results improved or you want to change direction, but you will manage applications without your school’s daily support',
          '在间隔年期间申请：适合成绩有所提升或想调整方向的学生，但需要在没有学校日常支持的情况下独立完成申请',
        ],
      ),
      h2('Making it count', '让这一年有价值'),
      p(
        'A strong gap year has structure: a job, a research placement, a language course, volunteering or a serious personal project, ideally combining several. It should also include some time earning money or taking responsibility for others.',
        '一个有价值的间隔年应当有清晰的安排：一份工作、一段科研实习、一门语言课程、志愿服务或一个认真的个人项目，最好是几者兼有。其中最好还包括一段自己挣钱或为他人承担责任的经历。',
      ),
      p(
        'Check each university’s deferral policy before you commit, and be aware that some scholarships and visa arrangements cannot be deferred.',
        '在做决定之前，务必核实各大学的延期入学政策，并注意部分奖学金和签证安排无法顺延。',
      ),
    ],
  },
  {
    slug: bi(
      'internships-in-china-for-students-studying-abroad',
      'liuxuesheng-ruhe-zai-guonei-zhao-shixi',
    ),
    title: bi(
      'Internships in China for students studying abroad',
      '留学生如何在国内找到高质量实习',
    ),
    excerpt: bi(
      'Many students abroad plan to start their careers in China. A well-chosen summer internship at home can be the bridge — if you start early and approach it professionally.',
      '许多留学生计划回国发展。一段精心挑选的国内暑期实习可以成为桥梁——前提是尽早准备，并以专业的方式对待。',
    ),
    category: 'careers',
    coach: 'guo-mingxuan',
    publishedAt: '2026-06-30',
    body: [
      p(
        'Employers in Shanghai, Beijing, Shenzhen and Hong Kong increasingly expect returning graduates to have relevant experience at home. For students abroad, the summer is usually the only window, and competitive programmes at investment banks, consulting firms and technology companies recruit months in advance.',
        '上海、北京、深圳和香港的雇主越来越期待海归毕业生具备相关的国内工作经验。对留学生来说，暑假通常是唯一的窗口期，而投行、咨询公司和科技企业的热门实习项目往往提前数月就开始招聘。',
      ),
      h2('A timeline that works', '可行的时间表'),
      ul(
        [
          'Autumn: update your Chinese and English CVs and list target companies',
          '秋季：更新中英文简历，列出目标公司',
        ],
        [
          'Winter: apply to structured summer programmes, many of which close by February or March',
          '冬季：申请正式的暑期实习项目，很多在 2 月或 3 月截止',
        ],
        [
          'Spring: prepare for online tests and video interviews, and follow up with alumni contacts',
          '春季：准备线上测评和视频面试，并跟进校友人脉',
        ],
        [
          'Summer: treat the internship as a long interview; many return offers are decided here',
          '夏季：把实习当作一场长期面试，很多留用机会就在此时决定',
        ],
      ),
      h2('Making the most of it', '充分利用实习机会'),
      p(
        'Use your university’s alumni network in China: alumni associations in major cities are active and often willing to help students from their own university. In interviews, show that you understand the local market, not only what you learned abroad.',
        '善用母校在国内的校友网络：各大城市的校友会都很活跃，通常乐于帮助本校学弟学妹。面试时，要展现您对本地市场的理解，而不仅仅是在海外学到的东西。',
      ),
      p(
        'Be wary of paid “internship placement” services that promise prestigious names. A genuine role with real responsibility at a smaller firm is usually worth more than a short, arranged stay at a famous one.',
        '对那些承诺能进名企的付费“实习内推”服务要保持警惕。在一家小一些的公司承担真实职责，通常比在知名企业做一段安排好的短期“体验”更有价值。',
      ),
    ],
  },
  {
    slug: bi(
      'building-academic-writing-skills-before-university',
      'shengda-qian-ruhe-tisheng-xueshu-xiezuo-nengli',
    ),
    title: bi(
      'Building academic writing skills before university',
      '升入大学前，如何提升学术写作能力',
    ),
    excerpt: bi(
      'First-year university writing comes as a shock to many international students. A few habits, started in high school, make the transition far easier.',
      '大学一年级的写作要求让许多国际学生措手不及。在高中阶段养成几个好习惯，会让过渡轻松得多。',
    ),
    category: 'tutoring',
    coach: 'david-harrington',
    publishedAt: '2026-07-14',
    body: [
      p(
        'Every university expects first-year students to write argumentative essays with clear claims, solid evidence and proper citation. Students who learned to write mainly for exams often find that what earned high marks at school is no longer enough.',
        '每所大学都要求一年级学生写出论点清晰、论据充分、引用规范的议论文。主要为考试而练写作的学生常常发现，在中学拿高分的写法到了大学已经不够用了。',
      ),
      h2('Habits worth building', '值得培养的习惯'),
      ul(
        [
          'Read long-form writing every week: essays, quality journalism, non-fiction books',
          '每周阅读长篇文字：随笔、高质量的新闻报道、非虚构类书籍',
        ],
        [
          'State your argument in one sentence before you start writing',
          '动笔之前，先用一句话概括您的论点',
        ],
        [
          'Revise by cutting: most first drafts improve when they lose a third of their words',
          '修改从删减开始：大多数初稿删掉三分之一后都会更好',
        ],
        [
          'Learn one citation style properly and use it consistently',
          '认真掌握一种引用格式，并始终如一地使用',
        ],
        [
          'Read your work aloud to find the sentences that do not make sense',
          '把文章读出来，找出那些读不通的句子',
        ],
      ),
      h2('Using the IB extended essay or an independent project', '用好 IB 拓展论文或独立研究项目'),
      p(
        'If you take the IB, the extended essay is excellent preparation: treat it as a real piece of research rather than a box to tick. Students in other systems can set themselves a similar project — 3,000 to 4,000 words on a question they care about, with a teacher as reader.',
        '如果您在读 IB，拓展论文（EE）就是绝佳的准备机会——把它当作一项真正的研究，而不是一项需要完成的任务。其他课程体系的学生也可以给自己布置一个类似的项目：围绕自己关心的问题写一篇 3,000 至 4,000 词的文章，并请一位老师担任读者。',
      ),
      p(
        'Above all, write regularly. Like any skill, writing improves through practice and feedback, and the habits you build now will serve you long after admissions decisions arrive.',
        '最重要的是坚持写作。和任何技能一样，写作能力来自持续的练习和反馈；您现在养成的习惯，在录取结果揭晓之后很久仍将让您受益。',
      ),
    ],
  },
  {
    slug: bi(
      'choosing-ap-ib-or-a-level-courses-for-stem',
      'ligongke-shenqingzhe-ruhe-xuanze-kecheng',
    ),
    title: bi(
      'Course choices for STEM applicants: AP, IB and A-level',
      '理工科申请者如何选课：AP、IB 与 A-Level',
    ),
    excerpt: bi(
      'For engineering, computer science and the physical sciences, the courses on your transcript matter as much as your grades. Here is what selective universities expect.',
      '对于工程、计算机和物理科学方向，成绩单上的课程和分数同样重要。本文介绍顶尖大学的期待。',
    ),
    category: 'tutoring',
    coach: 'michael-reyes',
    publishedAt: '2026-08-05',
    body: [
      p(
        'When I read applications at MIT, the first thing I looked at after the grades was the list of courses. Selective STEM programmes want to see that a student has taken the most demanding mathematics and science available at their school — and done well in it.',
        '我在 MIT 审阅申请时，看完成绩后第一眼看的就是课程列表。顶尖理工科项目希望看到学生选修了所在学校能提供的最具挑战性的数学和理科课程，并且学得很好。',
      ),
      h2('What to aim for', '选课目标'),
      ul(
        [
          'AP: Calculus BC and, ideally, Physics C, plus Chemistry or Biology; Computer Science A if you are interested in computing',
          'AP：微积分 BC，最好再加上物理 C，以及化学或生物；对计算机感兴趣可加选计算机科学 A',
        ],
        [
          'IB: Mathematics: Analysis and Approaches at Higher Level, with Physics or Chemistry at Higher Level',
          'IB：高级（HL）数学分析与方法，搭配高级物理或高级化学',
        ],
        [
          'A-level: Mathematics and Further Mathematics, plus Physics or Chemistry; Further Mathematics is expected for Cambridge mathematics and strongly advised for engineering',
          'A-Level：数学和进阶数学，再加物理或化学；申请剑桥数学基本都要修进阶数学，申请工程也强烈建议修读',
        ],
      ),
      h2('Depth over number', '深度重于数量'),
      p(
        'Taking ten AP courses is not better than taking six in the right subjects and understanding them deeply. Admissions officers read your transcript in the context of your school, so what matters is that you chose rigour where it counts.',
        '修十门 AP 并不比在对的科目上修六门、并真正学透更好。招生官会结合您所在学校的情况来解读成绩单，关键是您在真正重要的科目上选择了有难度的课程。',
      ),
      p(
        'If your school does not offer a course you need, consider a recognised online or university credit course, and ask your counsellor to mention it in the school report.',
        '如果学校没有开设您需要的课程，可以考虑受认可的在线课程或大学学分课程，并请升学顾问在学校推荐材料中加以说明。',
      ),
    ],
  },
  {
    slug: bi(
      'choosing-a-major-with-your-future-career-in-mind',
      'jiehe-zhiye-guihua-xuanze-zhuanye',
    ),
    title: bi('Choosing a major with your future career in mind', '结合职业规划选择专业'),
    excerpt: bi(
      'Parents often want a “safe” major; students want one they enjoy. The best choice usually satisfies both, and it is rarely as final as it feels.',
      '家长往往希望孩子选一个“稳妥”的专业，学生则想选自己喜欢的。最好的选择通常能兼顾两者，而且它远没有看上去那么一锤定音。',
    ),
    category: 'careers',
    authorName: editorial,
    publishedAt: '2026-08-26',
    body: [
      p(
        'Choosing a major is one of the most emotional conversations in many Chinese families. It helps to start from facts: what the degree actually involves, what its graduates go on to do and how much the choice really limits later options.',
        '在许多中国家庭里，选专业是最容易引发情绪的话题之一。不妨从事实出发：这个专业到底学什么、毕业生都去做什么，以及这个选择究竟会在多大程度上限制日后的发展。',
      ),
      h2('Questions to ask', '需要问自己的问题'),
      ul(
        [
          'Do I enjoy the day-to-day work of this subject, not just the idea of it?',
          '我喜欢的是这个学科日常的学习内容，还是只是喜欢它听起来的样子？',
        ],
        [
          'Which careers require this specific degree, and which are open to graduates of any subject?',
          '哪些职业必须具备这个专业背景，哪些职业对所有专业都开放？',
        ],
        [
          'What do graduates of this programme actually do one and five years after graduating?',
          '这个专业的毕业生在毕业一年和五年后，实际都在做什么？',
        ],
        [
          'How easily can I change direction if I change my mind?',
          '如果我改变主意，转换方向有多容易？',
        ],
      ),
      h2('Flexibility differs by country', '不同国家的灵活度不同'),
      p(
        'In the US, most students declare a major after one or two years, and many employers in finance, consulting and technology recruit from every discipline. In the UK and Australia you choose your course from the start, so the decision carries more weight — although professions such as law can often be entered through a conversion course after a first degree in another subject.',
        '在美国，大多数学生入学一两年后才确定专业，金融、咨询和科技行业的许多雇主面向所有专业招聘。在英国和澳大利亚，一开始就要确定专业，因此这个决定分量更重——不过，像法律这样的职业，通常也可以在完成其他专业本科后，通过转换课程进入。',
      ),
      p(
        'Whatever you choose, the skills employers value most — clear writing, quantitative reasoning, teamwork and initiative — can be built in any major.',
        '无论选择什么专业，雇主最看重的能力——清晰的写作、量化推理、团队协作和主动性——在任何专业中都可以培养。',
      ),
    ],
  },
  {
    slug: bi(
      'key-dates-for-the-2026-27-application-season',
      '2026-2027-shenqingji-guanjian-shijian-jiedian',
    ),
    title: bi('Key dates for the 2026–27 application season', '2026–2027 申请季关键时间节点'),
    excerpt: bi(
      'From the Common App opening in August to decision day in May, these are the dates to put in your calendar if you are applying for entry in 2027.',
      '从 8 月 Common App 开放到次年 5 月的确认入学截止日，这些是 2027 年入学申请者需要记下的日期。',
    ),
    category: 'news',
    authorName: editorial,
    publishedAt: '2026-09-02',
    body: [
      p(
        'Exact deadlines vary by university and occasionally change, so always check each university’s website. The dates below are the typical pattern for students applying this autumn for entry in 2027.',
        '具体截止日期因校而异，偶尔也会调整，请务必以各大学官网为准。以下是今年秋季申请、2027 年入学的学生通常会遇到的时间节点。',
      ),
      h2('United States', '美国'),
      ul(
        [
          '1 August: the Common Application opens for the new season',
          '8 月 1 日：新一季 Common App 开放',
        ],
        [
          '1 or 15 November: most Early Decision and Early Action deadlines',
          '11 月 1 日或 15 日：大多数 ED/EA 截止',
        ],
        [
          '30 November: the usual deadline for University of California applications',
          '11 月 30 日：加州大学申请通常截止',
        ],
        ['Mid-December: most early decisions released', '12 月中旬：多数早申结果公布'],
        ['1–15 January: most Regular Decision deadlines', '1 月 1 日至 15 日：大多数常规申请截止'],
        [
          'Late March to early April: regular decisions released',
          '3 月下旬至 4 月初：常规申请结果公布',
        ],
        ['1 May: the usual deadline to accept an offer', '5 月 1 日：通常的确认入学截止日'],
      ),
      h2('United Kingdom', '英国'),
      ul(
        [
          '15 October: UCAS deadline for Oxford, Cambridge and most medicine, dentistry and veterinary courses',
          '10 月 15 日：牛津、剑桥以及大多数医学、牙医和兽医专业的 UCAS 截止日期',
        ],
        [
          'October–November: admissions tests for many competitive courses',
          '10 月至 11 月：许多热门专业的入学笔试',
        ],
        ['December: Oxford and Cambridge interviews', '12 月：牛津和剑桥面试'],
        [
          'January: UCAS equal-consideration deadline for most other courses',
          '1 月：其他大多数专业的 UCAS 同等考虑截止日期',
        ],
      ),
      p(
        'Work backwards from these dates. For US early applications, aim to finish your main essay by the end of September; for Oxbridge, your personal statement should be close to final by early October.',
        '请以这些日期倒推规划。美国早申的主文书最好在 9 月底前完成；申请牛剑的话，个人陈述应在 10 月初基本定稿。',
      ),
    ],
  },
  {
    slug: bi(
      'what-oxbridge-interviewers-are-really-looking-for',
      'niujian-mianshiguan-zhenzheng-kan-shenme',
    ),
    title: bi('What Oxbridge interviewers are really looking for', '牛剑面试官到底在看什么'),
    excerpt: bi(
      'The Oxford and Cambridge interview is not a test of how much you know. It is a short tutorial, and the tutors want to see how you learn.',
      '牛津和剑桥的面试并不是考您知道多少，而是一堂简短的导师课，导师想看的是您如何学习。',
    ),
    category: 'admissions',
    coach: 'james-whitfield',
    publishedAt: '2026-10-08',
    body: [
      p(
        'Every December, shortlisted applicants to Oxford and Cambridge sit down with the academics who may go on to teach them. For most students it is their first experience of being taught in this way, and that is exactly the point: tutors want to know whether you will thrive in small-group teaching.',
        '每年 12 月，进入候选名单的牛津、剑桥申请者会与将来可能给他们上课的学者面对面。对大多数学生来说，这是第一次以这种方式被“教”，而这正是面试的用意：导师想知道您能否在小班辅导中如鱼得水。',
      ),
      h2('What tutors look for', '导师关注什么'),
      ul(
        [
          'Thinking aloud: explaining your reasoning as you go, including when you are unsure',
          '边想边说：随时讲出自己的推理过程，包括拿不准的时候',
        ],
        [
          'Using hints: taking a suggestion and running with it, rather than freezing',
          '善用提示：接住导师的提示并顺势推进，而不是卡住不动',
        ],
        [
          'Genuine interest: reading and thinking beyond the school syllabus',
          '真正的兴趣：在课程大纲之外主动阅读和思考',
        ],
        [
          'Flexibility: changing your mind when the evidence points elsewhere',
          '灵活应变：当证据指向别处时，愿意修正自己的观点',
        ],
      ),
      h2('How to prepare', '如何准备'),
      p(
        'Do not memorise answers; interviewers deliberately choose material you have not seen. Instead, practise discussing unfamiliar problems, texts or data with someone who will push back. Re-read your personal statement and everything you mention in it, because tutors often start there.',
        '不要背答案——面试官会刻意选用您没见过的材料。更好的做法是，找一个会反驳您的人，练习讨论陌生的问题、文本或数据。重新读一遍自己的个人陈述以及里面提到的所有书籍和经历，因为导师常常从这里切入。',
      ),
      p(
        'Finally, remember that a difficult interview is often a good sign. Tutors push strong candidates to the edge of what they know, because that is where the interesting conversation begins.',
        '最后请记住，面试感觉很难，往往反而是好兆头。导师会把优秀的考生推到其知识的边界，因为真正有意思的讨论正是从那里开始的。',
      ),
    ],
  },
  {
    slug: bi(
      'test-requirements-are-back-what-it-means-for-applicants',
      'biaohua-yaoqiu-huigui-dui-shenqingzhe-de-yingxiang',
    ),
    title: bi(
      'Test requirements are back at many selective universities: what it means for applicants',
      '多所名校恢复标化要求：对申请者意味着什么',
    ),
    excerpt: bi(
      'After several years of test-optional admissions, a growing number of highly selective US universities again require SAT or ACT scores. Here is where things stand and how to plan.',
      '在经历了数年的“标化可选”之后，越来越多的美国顶尖大学重新要求提交 SAT 或 ACT 成绩。本文梳理现状，并给出规划建议。',
    ),
    category: 'news',
    authorName: editorial,
    publishedAt: '2026-11-12',
    body: [
      p(
        'During the pandemic, most selective US universities stopped requiring the SAT or ACT. Since then a number of them have changed course: MIT reinstated its requirement first, and Dartmouth, Yale, Brown, Harvard, Penn, Cornell and Stanford have since announced that they again require or expect test scores.',
        '疫情期间，大多数美国名校取消了 SAT/ACT 要求。此后，不少学校改变了政策：MIT 率先恢复标化要求，达特茅斯、耶鲁、布朗、哈佛、宾大、康奈尔和斯坦福也相继宣布重新要求或期待申请者提交标化成绩。',
      ),
      h2('The picture is mixed', '各校政策并不统一'),
      ul(
        [
          'Test-required: a growing group of highly selective universities, some of which accept AP or IB results instead',
          '要求提交：越来越多的顶尖大学属于此类，其中部分学校允许以 AP 或 IB 成绩替代',
        ],
        [
          'Test-optional: many universities, including Columbia, have kept optional policies',
          '标化可选：包括哥伦比亚大学在内的许多学校仍保留可选政策',
        ],
        [
          'Test-blind: the University of California does not consider SAT or ACT scores at all',
          '完全不看：加州大学系统完全不参考 SAT 或 ACT 成绩',
        ],
      ),
      h2('How to plan', '如何规划'),
      p(
        'For most students aiming at highly selective US universities, the sensible plan is to prepare for and take the SAT or ACT. A strong score helps everywhere; a weaker one can simply be withheld at test-optional universities. Plan to sit your first test in the spring of Grade 11, leaving time for a second attempt in the autumn.',
        '对于目标是美国顶尖大学的大多数学生来说，稳妥的做法是认真备考并参加 SAT 或 ACT。高分在任何学校都有帮助；分数不理想时，在标化可选的学校可以选择不提交。建议在十一年级春季首次参考，为秋季的第二次考试留出时间。',
      ),
      p(
        'Policies continue to change, and requirements for international applicants sometimes differ from those for domestic students. Always confirm the current policy on each university’s own admissions website.',
        '各校政策仍在不断调整，对国际学生的要求有时也与本国学生不同。请务必在各大学官方招生网站上确认最新政策。',
      ),
    ],
  },
]
