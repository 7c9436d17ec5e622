import type { SeedAction, SeedPage } from '../types'

const consultation: SeedAction = {
  kind: 'consultation',
  label: { en: 'Book a free consultation', zh: '预约免费咨询' },
}

const allCourses: SeedAction = {
  kind: 'link',
  label: { en: 'See all online courses', zh: '查看全部在线课程' },
  href: '/online-courses',
  appearance: 'secondary',
}

export const onlineCoursesPages: SeedPage[] = [
  {
    path: 'online-courses',
    title: { en: 'U.S. Online Credit Courses', zh: '美国在线学分课程' },
    description: {
      en: 'Live online university courses taught by U.S. instructors, with an official transcript and college credit.',
      zh: '由美国老师授课的在线直播大学课程，结课后出具正式成绩单并获得大学学分。',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: { en: 'U.S. online credit courses', zh: '美国在线学分课程' },
        heading: {
          en: 'Earn university credit before you leave home',
          zh: '出国之前，先修大学学分',
        },
        lead: {
          en: 'Take real first-year university courses online, taught live by U.S. instructors. Finish with an official transcript and a head start on college.',
          zh: '在线修读真正的美国大学一年级课程，由美国老师直播授课。结课即获正式成绩单，提前赢在大学起跑线。',
        },
        actions: [consultation],
      },
      {
        blockType: 'richText',
        content: [
          { h2: { en: 'What are online credit courses?', zh: '什么是在线学分课程？' } },
          {
            p: {
              en: 'They are university courses delivered online by an accredited U.S. partner institution. Students attend live classes, complete graded assignments and exams, and receive a grade on an official transcript, just as they would on campus.',
              zh: '这些课程由美国认证合作院校在线开设。学生参加直播课堂，完成计分作业与考试，最终成绩记入正式成绩单，与在美国校园修课并无二致。',
            },
          },
          { h2: { en: 'How credits transfer', zh: '学分如何转换' } },
          {
            p: {
              en: 'After the course, students request the transcript be sent to their university. Each university decides how to count the credit, usually requiring a grade of C or better, and it may count towards a requirement or as an elective.',
              zh: '结课后，学生可申请将成绩单寄送至就读大学。学分如何认定由各校自行决定，通常要求成绩达到 C 或以上，可能抵免必修要求，也可能计为选修学分。',
            },
          },
          {
            p: {
              en: 'Our advisors check the transfer policies of the student’s target universities before enrolment, so there are no surprises.',
              zh: '报名前，顾问会帮助学生核查目标院校的学分转换政策，避免日后出现意外。',
            },
          },
          { h2: { en: 'Schedule', zh: '课程安排' } },
          {
            ul: [
              {
                en: 'Spring, summer and autumn terms of 10 to 12 weeks',
                zh: '春季、夏季和秋季开课，每期 10 至 12 周',
              },
              {
                en: 'Two or three live classes a week, timed for evenings in China',
                zh: '每周 2 至 3 次直播课，安排在北京时间晚上',
              },
              { en: 'Recordings of every class for review', zh: '每节课均提供录像供复习' },
              {
                en: 'About 8 to 10 hours of study a week, including homework',
                zh: '每周学习时间约 8 至 10 小时（含作业）',
              },
            ],
          },
        ],
      },
      {
        blockType: 'featureCards',
        heading: { en: 'Our courses', zh: '课程介绍' },
        lead: {
          en: 'Three foundation courses that count towards many degree programmes.',
          zh: '三门基础课程，适用于众多本科专业的学分要求。',
        },
        cards: [
          {
            icon: 'target',
            title: { en: 'AP Calculus / Calculus I', zh: 'AP 微积分 / 大学微积分 I' },
            body: {
              en: 'Limits, derivatives and integrals at first-semester university level, with AP exam practice.',
              zh: '大学第一学期水平的极限、导数与积分，并配有 AP 考试专项练习。',
            },
            href: '/online-courses/ap-calculus',
          },
          {
            icon: 'book-open',
            title: { en: 'College Writing', zh: '大学写作' },
            body: {
              en: 'The first-year writing course: analytical essays, argument and a short research paper.',
              zh: '大一写作课：分析型论文、议论写作和一篇短篇研究论文。',
            },
            href: '/online-courses/college-writing',
          },
          {
            icon: 'globe',
            title: { en: 'Introduction to Economics', zh: '经济学导论' },
            body: {
              en: 'Micro- and macroeconomics through real data and current events.',
              zh: '结合真实数据和时事，学习微观与宏观经济学。',
            },
            href: '/online-courses/intro-economics',
          },
        ],
      },
      {
        blockType: 'packageTiers',
        heading: { en: 'Course fees', zh: '课程费用' },
        lead: {
          en: 'Fees include tuition, course materials and the official transcript.',
          zh: '费用包含学费、课程资料及正式成绩单。',
        },
        packages: [
          'online-courses-ap-calculus',
          'online-courses-college-writing',
          'online-courses-intro-economics',
        ],
        actionLabel: { en: 'Choose this course', zh: '选择此课程' },
      },
      {
        blockType: 'faq',
        heading: { en: 'Frequently asked questions', zh: '常见问题' },
        items: [
          {
            question: { en: 'Who can take these courses?', zh: '哪些学生可以报名？' },
            answer: {
              en: 'High-school students aged 15 and over and students who have just graduated. Non-native English speakers should have a TOEFL score of about 80 or an equivalent level.',
              zh: '年满 15 岁的高中生及应届毕业生均可报名。英语非母语的学生建议托福 80 分左右或具备同等水平。',
            },
          },
          {
            question: {
              en: 'Will my university accept the credit?',
              zh: '我的大学会认可这些学分吗？',
            },
            answer: {
              en: 'Many U.S. universities accept transfer credit from accredited institutions, but each sets its own rules. We check your target universities’ policies before you enrol; we cannot guarantee any university’s decision.',
              zh: '许多美国大学接受认证院校的转学分，但各校规定不同。报名前我们会核查您目标院校的政策，但无法保证任何大学的最终认定结果。',
            },
          },
          {
            question: {
              en: 'Does a credit course help my application?',
              zh: '学分课程对申请有帮助吗？',
            },
            answer: {
              en: 'A strong grade in a university course shows you can handle college-level work and supports your interest in a subject. It adds to, but does not replace, your school record.',
              zh: '在大学课程中取得好成绩，能证明您具备应对大学学业的能力，也能体现对学科的兴趣。它是对在校成绩的补充，而非替代。',
            },
          },
          {
            question: { en: 'What if I miss a live class?', zh: '错过直播课怎么办？' },
            answer: {
              en: 'Every class is recorded. Students watch the recording and can ask questions in office hours, but regular attendance is expected.',
              zh: '每节课都有录像，学生可回看录像并在答疑时间提问，但原则上应按时出勤。',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { en: 'Not sure which course to take?', zh: '不确定该选哪门课？' },
        body: {
          en: 'An advisor will look at your plans and your target universities and recommend a course and a term.',
          zh: '顾问将结合您的规划和目标院校，为您推荐合适的课程与开课时间。',
        },
        actions: [
          consultation,
          {
            kind: 'link',
            label: { en: 'Contact us', zh: '联系我们' },
            href: '/contact-us',
            appearance: 'secondary',
          },
        ],
      },
    ],
  },
  {
    path: 'online-courses/ap-calculus',
    title: { en: 'AP Calculus / Calculus I', zh: 'AP 微积分 / 大学微积分 I' },
    description: {
      en: 'A 12-week live online Calculus I course for 4 semester credits, with AP Calculus exam practice.',
      zh: '12 周在线直播大学微积分 I 课程，4 个学期学分，并配有 AP 微积分考试专项练习。',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: { en: 'Online credit course', zh: '在线学分课程' },
        heading: { en: 'AP Calculus / Calculus I', zh: 'AP 微积分 / 大学微积分 I' },
        lead: {
          en: 'A first-semester university calculus course, taught live by a U.S. instructor. Earn 4 semester credits and prepare for the AP Calculus exams at the same time.',
          zh: '由美国老师直播讲授的大学第一学期微积分课程。在获得 4 个学期学分的同时，为 AP 微积分考试做好准备。',
        },
        actions: [consultation],
      },
      {
        blockType: 'richText',
        content: [
          { h2: { en: 'Syllabus outline', zh: '课程大纲' } },
          {
            ul: [
              {
                en: 'Weeks 1–2: functions, limits and continuity',
                zh: '第 1–2 周：函数、极限与连续性',
              },
              {
                en: 'Weeks 3–5: derivatives and the rules of differentiation',
                zh: '第 3–5 周：导数及求导法则',
              },
              {
                en: 'Weeks 6–7: applications: related rates, optimisation and curve sketching',
                zh: '第 6–7 周：导数应用——相关变化率、最优化与函数作图',
              },
              {
                en: 'Weeks 8–10: integrals and the Fundamental Theorem of Calculus',
                zh: '第 8–10 周：积分与微积分基本定理',
              },
              {
                en: 'Weeks 11–12: applications of integration, review and final exam',
                zh: '第 11–12 周：积分应用、总复习与期末考试',
              },
            ],
          },
          { h2: { en: 'Assessment', zh: '考核方式' } },
          {
            p: {
              en: 'Weekly problem sets count for 30%, two proctored online midterms for 30% and the final exam for 40%.',
              zh: '每周习题占 30%，两次在线监考的期中考试占 30%，期末考试占 40%。',
            },
          },
          { h2: { en: 'Credit', zh: '学分' } },
          {
            p: {
              en: 'Students who pass earn 4 semester credits on an official transcript. The course usually transfers as Calculus I, subject to each university’s policy.',
              zh: '通过课程的学生将在正式成绩单上获得 4 个学期学分，通常可转换为大学微积分 I 的学分，具体以各校政策为准。',
            },
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { en: 'Frequently asked questions', zh: '常见问题' },
        items: [
          {
            question: { en: 'What maths do I need first?', zh: '需要具备什么数学基础？' },
            answer: {
              en: 'You should be confident with precalculus: algebra, functions, trigonometry, exponentials and logarithms.',
              zh: '需要熟练掌握微积分预备知识，包括代数、函数、三角函数、指数与对数。',
            },
          },
          {
            question: {
              en: 'Can I use this course instead of the AP exam?',
              zh: '这门课能代替 AP 考试吗？',
            },
            answer: {
              en: 'They are different: the course gives a transcript grade, the AP exam gives a score. Many students do both, and the course prepares you well for AP Calculus AB or BC.',
              zh: '两者性质不同：课程给出的是成绩单上的成绩，AP 考试给出的是考试分数。许多学生两者兼顾，这门课也能帮助您充分准备 AP 微积分 AB 或 BC。',
            },
          },
          {
            question: { en: 'Is a calculator allowed?', zh: '可以使用计算器吗？' },
            answer: {
              en: 'A graphing calculator is used in some lessons and on parts of the exams, as on the AP exam. The instructor will tell you which parts allow it.',
              zh: '与 AP 考试类似，部分课程和部分考试环节允许使用图形计算器，具体由授课老师说明。',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { en: 'Ready to start Calculus?', zh: '准备好开始学习微积分了吗？' },
        body: {
          en: 'Talk to an advisor about term dates and whether the course fits your plans.',
          zh: '与顾问沟通开课时间，看看这门课是否适合您的规划。',
        },
        actions: [consultation, allCourses],
      },
    ],
  },
  {
    path: 'online-courses/college-writing',
    title: { en: 'College Writing', zh: '大学写作' },
    description: {
      en: 'The first-year university writing course, online for 3 semester credits, with feedback on every draft.',
      zh: '在线修读美国大学一年级写作课，获得 3 个学期学分，每一稿都有老师反馈。',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: { en: 'Online credit course', zh: '在线学分课程' },
        heading: { en: 'College Writing', zh: '大学写作' },
        lead: {
          en: 'Learn to write the way U.S. universities expect, in a small live seminar. Earn 3 semester credits before your first day on campus.',
          zh: '在小班直播研讨课中，学会美国大学所要求的写作方式。入学之前即可获得 3 个学期学分。',
        },
        actions: [consultation],
      },
      {
        blockType: 'richText',
        content: [
          { h2: { en: 'Syllabus outline', zh: '课程大纲' } },
          {
            ul: [
              {
                en: 'Weeks 1–2: academic reading, summary and responding to texts',
                zh: '第 1–2 周：学术阅读、概括与文本回应',
              },
              { en: 'Weeks 3–4: the analytical essay', zh: '第 3–4 周：分析型论文' },
              {
                en: 'Weeks 5–6: argument, counter-argument and evidence',
                zh: '第 5–6 周：论点、反驳与论据',
              },
              {
                en: 'Weeks 7–9: research, sources and citation; the research paper',
                zh: '第 7–9 周：研究方法、文献与引用；撰写研究论文',
              },
              { en: 'Week 10: revision and final portfolio', zh: '第 10 周：修改与期末作品集' },
            ],
          },
          { h2: { en: 'Assessment', zh: '考核方式' } },
          {
            p: {
              en: 'There is no final exam. The grade comes from three essays, the research paper, a final portfolio of revised work and participation in seminars.',
              zh: '本课程不设期末考试。成绩由三篇论文、一篇研究论文、期末修改作品集以及课堂研讨参与度组成。',
            },
          },
          { h2: { en: 'Credit', zh: '学分' } },
          {
            p: {
              en: 'Students who pass earn 3 semester credits on an official transcript. Universities often count it towards their first-year writing requirement, subject to their own policy.',
              zh: '通过课程的学生将在正式成绩单上获得 3 个学期学分。许多大学会将其用于抵免大一写作要求，具体以各校政策为准。',
            },
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { en: 'Frequently asked questions', zh: '常见问题' },
        items: [
          {
            question: { en: 'Is my English good enough?', zh: '我的英语水平够吗？' },
            answer: {
              en: 'We recommend a TOEFL score of about 90 or an equivalent level. If you are not sure, a short writing sample will help us advise you.',
              zh: '建议托福 90 分左右或具备同等水平。如果不确定，可以提交一篇简短的写作样本，由我们评估后给出建议。',
            },
          },
          {
            question: {
              en: 'How is this different from tutoring?',
              zh: '这门课和写作辅导有什么区别？',
            },
            answer: {
              en: 'This is a graded university course with a transcript. Our academic writing tutoring is one-to-one support without credit.',
              zh: '这是一门计分并出具成绩单的大学课程；而我们的学术写作辅导是一对一的提升服务，不授予学分。',
            },
          },
          {
            question: { en: 'Can AI tools be used?', zh: '可以使用 AI 工具吗？' },
            answer: {
              en: 'Each course follows the partner institution’s academic-integrity policy, which the instructor explains in the first class. Submitting AI-written work as your own is not allowed.',
              zh: '课程遵守合作院校的学术诚信政策，老师会在第一节课详细说明。将 AI 生成的内容作为自己的作业提交是不被允许的。',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { en: 'Start your first university course', zh: '开启您的第一门大学课程' },
        body: {
          en: 'Ask an advisor about the next term and the English level you need.',
          zh: '向顾问咨询下一期开课时间以及所需的英语水平。',
        },
        actions: [consultation, allCourses],
      },
    ],
  },
  {
    path: 'online-courses/intro-economics',
    title: { en: 'Introduction to Economics', zh: '经济学导论' },
    description: {
      en: 'A 10-week online introduction to micro- and macroeconomics for 3 semester credits.',
      zh: '10 周在线微观与宏观经济学入门课程，获得 3 个学期学分。',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: { en: 'Online credit course', zh: '在线学分课程' },
        heading: { en: 'Introduction to Economics', zh: '经济学导论' },
        lead: {
          en: 'Understand how markets, firms and governments shape the world, using real data and current events. Earn 3 semester credits from a U.S. university course.',
          zh: '结合真实数据与时事，理解市场、企业与政府如何影响世界。修读美国大学课程，获得 3 个学期学分。',
        },
        actions: [consultation],
      },
      {
        blockType: 'richText',
        content: [
          { h2: { en: 'Syllabus outline', zh: '课程大纲' } },
          {
            ul: [
              {
                en: 'Weeks 1–2: scarcity, opportunity cost, supply and demand',
                zh: '第 1–2 周：稀缺性、机会成本与供求关系',
              },
              {
                en: 'Weeks 3–4: consumers, firms and market structures',
                zh: '第 3–4 周：消费者、企业与市场结构',
              },
              {
                en: 'Week 5: market failure, externalities and the role of government',
                zh: '第 5 周：市场失灵、外部性与政府的作用',
              },
              {
                en: 'Weeks 6–7: GDP, inflation and unemployment',
                zh: '第 6–7 周：GDP、通货膨胀与失业',
              },
              {
                en: 'Weeks 8–9: money, central banks, fiscal policy and trade',
                zh: '第 8–9 周：货币与央行、财政政策与国际贸易',
              },
              {
                en: 'Week 10: data project presentations and final exam',
                zh: '第 10 周：数据项目展示与期末考试',
              },
            ],
          },
          { h2: { en: 'Assessment', zh: '考核方式' } },
          {
            p: {
              en: 'Weekly problem sets count for 25%, a midterm for 25%, a short data-analysis project for 20% and the final exam for 30%.',
              zh: '每周习题占 25%，期中考试占 25%，小型数据分析项目占 20%，期末考试占 30%。',
            },
          },
          { h2: { en: 'Credit', zh: '学分' } },
          {
            p: {
              en: 'Students who pass earn 3 semester credits on an official transcript. It usually transfers as an introductory economics or social-science credit, subject to each university’s policy.',
              zh: '通过课程的学生将在正式成绩单上获得 3 个学期学分，通常可转换为经济学入门或社会科学类学分，具体以各校政策为准。',
            },
          },
        ],
      },
      {
        blockType: 'faq',
        heading: { en: 'Frequently asked questions', zh: '常见问题' },
        items: [
          {
            question: {
              en: 'Do I need to have studied economics before?',
              zh: '需要有经济学基础吗？',
            },
            answer: {
              en: 'No. The course starts from the basics; comfortable use of algebra and graphs is enough.',
              zh: '不需要。课程从基础讲起，只要能熟练运用代数和图表即可。',
            },
          },
          {
            question: { en: 'Is this the same as AP Economics?', zh: '这门课和 AP 经济学一样吗？' },
            answer: {
              en: 'It covers similar ground to AP Microeconomics and AP Macroeconomics combined, but as a university course with a transcript grade rather than an exam score.',
              zh: '内容大致相当于 AP 微观经济学与 AP 宏观经济学的合集，但它是一门出具成绩单的大学课程，而非一次考试分数。',
            },
          },
          {
            question: { en: 'Who is this course for?', zh: '这门课适合哪些学生？' },
            answer: {
              en: 'Students considering economics, business, public policy or the social sciences, and anyone who wants to understand the news better.',
              zh: '适合有意攻读经济、商科、公共政策或社会科学的学生，也适合希望更好理解新闻时事的同学。',
            },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: { en: 'Explore economics at university level', zh: '以大学水平探索经济学' },
        body: {
          en: 'An advisor can tell you how this course fits your major and your applications.',
          zh: '顾问可以告诉您这门课如何与您的专业方向和申请规划相结合。',
        },
        actions: [consultation, allCourses],
      },
    ],
  },
]
