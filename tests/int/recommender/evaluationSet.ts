import type { RecommenderProfile, ResultList } from '@/lib/recommender/profile'

/**
 * Students with the items a careful counsellor would want to see in their top five, labelled from the
 * seeded catalogue before any ranking weight was tuned. The clock is 2026-12-01: drafts and listings
 * whose deadline has passed are never labelled. Prices were compared at roughly 1 USD = 7.2 CNY,
 * 1 GBP = 1.27 USD, 1 CAD = 0.73 USD, 1 AUD = 0.66 USD and 1 EUR = 1.08 USD.
 */
export type EvaluationCase = {
  id: string
  /** The language of the profile's free text. */
  language: 'en' | 'zh'
  /** Held out from tuning: reported separately. */
  heldOut: boolean
  profile: RecommenderProfile
  /** Per result list the profile's kinds produce: the items a careful counsellor would put in the top 5. */
  relevant: Partial<Record<ResultList, string[]>>
}

export const evaluationCases: EvaluationCase[] = [
  // ─────────────────────────────── English free text ───────────────────────────────

  // University-campus immersion in the US in summer within USD 5,500; the boarding-school visits are for younger pupils.
  {
    id: 'en-01',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Grade 10, an international school in Shenzhen',
      interests: 'Ivy League campuses, university life, research labs',
      gpa: 3.8,
      englishTest: 'toefl',
      englishScore: 102,
      countries: ['US'],
      budgetMax: 5500,
      currency: 'USD',
      startMonth: 7,
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: [
        'Boston Dream-School Immersion Week',
        'Stanford and Berkeley Dream-School Immersion',
        'Silicon Valley Technology and Innovation Tour',
      ],
    },
  },

  // A 13-year-old nature lover: only the Rockies and the reef tours are outdoor science for that age; the New Zealand tour is a draft.
  {
    id: 'en-02',
    language: 'en',
    heldOut: false,
    profile: {
      school: 'Year 8, a British international school in Beijing',
      interests: 'wildlife, geology, marine biology, hiking',
      englishLevel: 'fluent',
      countries: ['CA', 'AU', 'NZ'],
      budgetMax: 7000,
      currency: 'CAD',
      startMonth: 7,
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: [
        'Canadian Rockies Science and Nature Tour',
        'Sydney and Great Barrier Reef Marine Science Tour',
      ],
    },
  },

  // A family weighing a US boarding school for a 13-year-old: the two Hawthorne visits are exactly that; university immersions are too old.
  {
    id: 'en-03',
    language: 'en',
    heldOut: true,
    profile: {
      school: 'Grade 7, a public middle school in Nanjing',
      interests: 'boarding school, campus life, rowing, music',
      englishLevel: 'intermediate',
      countries: ['US'],
      budgetMax: 6000,
      currency: 'USD',
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: [
        'New England Boarding School Discovery Tour',
        'A Week at Hawthorne: Boarding Life Immersion',
      ],
    },
  },

  // UK medicine applicant: the Cambridge medicine summer and an EPQ strengthen the application; UK medicine and MMI coaches.
  {
    id: 'en-04',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Year 12 (A-levels), an international school in Shanghai',
      interests: 'medicine, biology, chemistry, medical school interviews',
      englishTest: 'ielts',
      englishScore: 7.5,
      countries: ['GB'],
      budgetMax: 8000,
      currency: 'GBP',
      kinds: ['programme', 'tutoring'],
    },
    relevant: {
      offerings: [
        'Cambridge Pre-University Summer: Medicine and Life Sciences',
        'Extended Project Qualification (EPQ) Online',
      ],
      coaches: ['benjamin-clarke', 'samuel-adeyemi', 'he-yating'],
    },
  },

  // OSSD business student: the Toronto business summer plus the two Grade 12 credits Ontario commerce asks for; business coaches with a package under CAD 6,000.
  {
    id: 'en-05',
    language: 'en',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: 'Grade 11, a Canadian-curriculum (OSSD) school in Dalian',
      interests: 'business, entrepreneurship, economics',
      gpa: 88,
      englishTest: 'ielts',
      englishScore: 6.5,
      countries: ['CA', 'US'],
      budgetMax: 6000,
      currency: 'CAD',
      kinds: ['programme', 'tutoring'],
    },
    relevant: {
      offerings: [
        'Toronto Summer Pre-College: Business and Entrepreneurship',
        'OSSD Online: Advanced Functions MHF4U',
        'OSSD Online: English ENG4U',
      ],
      coaches: ['liu-zihang', 'li-siyuan', 'sun-yiming', 'priya-raman'],
    },
  },

  // Hangzhou student after SAT and essay help: the Saturday SAT course on the doorstep, and writing-focused coaches whose essay packages fit USD 2,000.
  {
    id: 'en-06',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Qiantang International High School, Hangzhou',
      interests: 'SAT reading, college essays, creative writing, literature',
      gpa: 3.8,
      englishTest: 'toefl',
      englishScore: 108,
      countries: ['US'],
      budgetMax: 2000,
      currency: 'USD',
      startMonth: 3,
      kinds: ['tutoring'],
    },
    relevant: {
      offerings: ['SAT and AP Weekend Intensive'],
      coaches: ['david-harrington', 'alexander-grant', 'daniel-brooks', 'priya-raman'],
    },
  },

  // Cambridge maths hopeful: A-level Further Maths tutoring from January, and Oxbridge science coaches who prepare the TMUA and interviews.
  {
    id: 'en-07',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Year 12, an A-level international school in Shanghai',
      interests: 'mathematics, A-level Further Maths, Cambridge maths, TMUA',
      englishTest: 'ielts',
      englishScore: 7.5,
      countries: ['GB'],
      budgetMax: 2500,
      currency: 'GBP',
      startMonth: 1,
      kinds: ['tutoring'],
    },
    relevant: {
      offerings: ['A-level Maths and Further Maths Tutoring'],
      coaches: ['zhang-yutong', 'benjamin-clarke', 'samuel-adeyemi', 'wu-zhehan'],
    },
  },

  // IB student in Hong Kong: the IB Chinese tutoring is online, and the two Hong Kong and Singapore admissions coaches have packages under USD 2,000.
  {
    id: 'en-08',
    language: 'en',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: 'IB Diploma, an international school in Hong Kong',
      interests: 'IB Chinese B, Mandarin, business, Hong Kong universities',
      englishLevel: 'native',
      countries: ['HK', 'SG'],
      budgetMax: 2000,
      currency: 'USD',
      kinds: ['tutoring'],
    },
    relevant: {
      offerings: ['IB Diploma Chinese A and B Tutoring'],
      coaches: ['yang-fan', 'huang-jiaming'],
    },
  },

  // Top US applicant in CS, AI and robotics with no budget constraint: the strongest CS and engineering schools, with Michigan as a target.
  {
    id: 'en-09',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Grade 12, an international school in Singapore',
      interests: 'computer science, artificial intelligence, robotics',
      gpa: 3.95,
      englishTest: 'toefl',
      englishScore: 112,
      countries: ['US'],
      budgetMax: 90000,
      currency: 'USD',
      startMonth: 9,
      kinds: ['university'],
    },
    relevant: {
      universities: ['mit', 'stanford', 'carnegie-mellon', 'uc-berkeley', 'caltech', 'umich'],
    },
  },

  // Engineering master's in continental Europe under EUR 15,000 a year: the four technical universities with English-taught master's.
  {
    id: 'en-10',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'bachelor',
      school: 'Final year, a university in Wuhan',
      major: 'Mechanical Engineering',
      interests: 'sustainable energy, mechanical engineering, robotics',
      gpa: 3.6,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['DE', 'NL', 'CH', 'FR'],
      budgetMax: 15000,
      currency: 'EUR',
      startMonth: 9,
      kinds: ['university'],
    },
    relevant: {
      universities: ['tum', 'tu-delft', 'eth-zurich', 'ecole-polytechnique'],
    },
  },

  // Pre-health in Canada within CAD 65,000: McGill and McMaster first, then Toronto, UBC and Alberta; Waterloo is for maths and engineering.
  {
    id: 'en-11',
    language: 'en',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: 'Grade 12, an international school in Guangzhou',
      interests: 'biology, health sciences, pre-med, public health',
      gpa: 3.8,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['CA'],
      budgetMax: 65000,
      currency: 'CAD',
      startMonth: 9,
      kinds: ['university'],
    },
    relevant: {
      universities: ['mcgill', 'mcmaster', 'university-of-toronto', 'ubc', 'university-of-alberta'],
    },
  },

  // UK data-science master's within GBP 40,000 at a 3.5 GPA (Oxbridge a stretch), plus the two bachelor-level data and engineering internships in China.
  {
    id: 'en-12',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'bachelor',
      school: 'Third year, a university in Shanghai',
      major: 'Statistics',
      interests: "UK master's in data science, machine learning, data analysis internship",
      gpa: 3.5,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['GB', 'CN'],
      budgetMax: 40000,
      currency: 'GBP',
      kinds: ['university', 'internship'],
    },
    relevant: {
      universities: ['imperial', 'ucl', 'edinburgh', 'manchester', 'warwick', 'lse'],
      jobs: ['Data Analyst Intern', 'Software Engineering Intern'],
    },
  },

  // Master's student wanting a summer ML internship: the LLM research internship, and the summer engineering internship as a second choice.
  {
    id: 'en-13',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'master',
      school: 'First-year MSc, a university in Beijing',
      major: 'Artificial Intelligence',
      interests: 'machine learning, natural language processing, large language models',
      gpa: 3.7,
      englishTest: 'ielts',
      englishScore: 7.5,
      countries: ['CN'],
      currency: 'CNY',
      startMonth: 7,
      kinds: ['internship'],
    },
    relevant: {
      jobs: ['Summer Research Intern, Large Language Models', 'Software Engineering Intern'],
    },
  },

  // Bilingual final-year writer: the marketing, content and documentation roles that start around March; teaching is not what she asked for.
  {
    id: 'en-14',
    language: 'en',
    heldOut: true,
    profile: {
      educationLevel: 'bachelor',
      school: 'BA English and Communication, final year, a university in Vancouver',
      major: 'English and Communication',
      interests: 'content marketing, copywriting, social media, Chinese-English translation',
      englishLevel: 'native',
      countries: ['CN'],
      currency: 'CNY',
      startMonth: 3,
      kinds: ['internship'],
    },
    relevant: {
      jobs: [
        'Marketing and Content Intern (Bilingual)',
        'International Marketing Intern',
        'AI Product Marketing Intern',
        'Technical Documentation Intern (Remote, Part-time)',
        'Technical Writer (English)',
      ],
    },
  },

  // American mechanical engineer with German: the only two robotics roles outside China are in the US and Germany.
  {
    id: 'en-15',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'bachelor',
      school: 'BS Mechanical Engineering, a university in Ohio, graduated 2026',
      major: 'Mechanical Engineering',
      interests: 'industrial robots, automation, field engineering, technical sales, German',
      englishLevel: 'native',
      countries: ['US', 'DE'],
      currency: 'USD',
      kinds: ['internship'],
    },
    relevant: {
      jobs: ['Field Application Engineer, North America', 'Overseas Sales Manager, Europe'],
    },
  },

  // Australian teenager drawn to China: both culture tours, the Mandarin pre-college and AP Chinese fit USD 6,000; Tsinghua is the one Chinese university.
  {
    id: 'en-16',
    language: 'en',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: 'Year 11, a high school in Melbourne',
      interests: 'Mandarin, Chinese history, calligraphy, international relations',
      englishLevel: 'native',
      countries: ['CN'],
      budgetMax: 6000,
      currency: 'USD',
      kinds: ['study-tour', 'programme', 'university'],
    },
    relevant: {
      offerings: [
        'Hangzhou and Shanghai Chinese Culture Study Tour',
        'Silk Road Summer Tour: Xi’an to Dunhuang',
        'Summer Mandarin and China Studies Pre-College',
        'AP Chinese Language and Culture Online',
      ],
      universities: ['tsinghua'],
    },
  },

  // ─────────────────────────────── Chinese free text ───────────────────────────────

  // 初二学生爱科技：硅谷、新加坡、日本三条暑期科技线都在预算内且收 13 岁；名校沉浸要托福和高中学历。
  {
    id: 'zh-01',
    language: 'zh',
    heldOut: false,
    profile: {
      school: '南京某外国语学校初二',
      interests: '科技、编程、人工智能、机器人',
      englishLevel: 'basic',
      countries: ['US', 'SG', 'JP'],
      budgetMin: 20000,
      budgetMax: 40000,
      currency: 'CNY',
      startMonth: 7,
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: [
        'Silicon Valley Technology and Innovation Tour',
        'Singapore Smart City and STEM Tour',
        'Japan Science and Culture Tour: Tokyo to Kyoto',
      ],
    },
  },

  // 高一学生想在暑假看英国名校和博物馆：两条牛剑伦敦游学正合适；牛剑面试周面向 17 岁以上申请者。
  {
    id: 'zh-02',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: '成都某中学高一',
      interests: '英国历史、博物馆、牛津剑桥',
      englishLevel: 'intermediate',
      countries: ['GB'],
      budgetMin: 25000,
      budgetMax: 40000,
      currency: 'CNY',
      startMonth: 7,
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: [
        'UK Elite Universities Summer Tour: Oxford, Cambridge and London',
        'Oxford and Cambridge Academic Study Tour',
      ],
    },
  },

  // 教育学硕士（2027 届）春季求职：教育研究实习、英语阅读课程设计和雅思写作讲师都要求硕士或雅思，她都满足。
  {
    id: 'zh-03',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'master',
      school: '北京某师范大学（2027 届硕士）',
      major: '英语教育',
      interests: '英语教学、阅读教育、教育研究',
      englishTest: 'ielts',
      englishScore: 7.5,
      countries: ['CN'],
      currency: 'CNY',
      startMonth: 3,
      kinds: ['internship'],
    },
    relevant: {
      jobs: [
        'Education Research Intern',
        'Curriculum Designer, English Reading',
        'IELTS Writing Instructor',
      ],
    },
  },

  // 想学医的高二学生，秋季有空：墨尔本梦校体验可走访医学院，牛剑面试周正赶上明年申请季；夏季游学时间不合。
  {
    id: 'zh-04',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '上海某国际学校高二',
      interests: '医学、大学校园体验、名校面试',
      englishTest: 'ielts',
      englishScore: 6.5,
      countries: ['AU', 'GB'],
      budgetMax: 35000,
      currency: 'CNY',
      startMonth: 10,
      kinds: ['study-tour'],
    },
    relevant: {
      offerings: ['Melbourne Dream-School Immersion', 'Oxbridge Interview Week'],
    },
  },

  // 机器人方向的高二学生：机器人夏校、两门在线 AP 和三条美国理工名校游学都在 8 万元内；写作夏校和交换学期不对口或超预算。
  {
    id: 'zh-05',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '杭州某国际学校高二',
      interests: '机器人、工程设计、编程',
      gpa: 3.8,
      englishTest: 'toefl',
      englishScore: 100,
      countries: ['US'],
      budgetMax: 80000,
      currency: 'CNY',
      kinds: ['programme', 'study-tour'],
    },
    relevant: {
      offerings: [
        'STEM Pre-College: Robotics and Engineering Design',
        'Online AP Computer Science A',
        'Online AP Calculus BC',
        'Silicon Valley Technology and Innovation Tour',
        'Stanford and Berkeley Dream-School Immersion',
        'Boston Dream-School Immersion Week',
      ],
    },
  },

  // 高一学生想去海外高中插班：多伦多秋季学期和澳洲第三学期都在 15 万内；温哥华冬季学期已截止，预科年面向 17 岁以上。
  {
    id: 'zh-06',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: '郑州某中学高一',
      interests: '海外高中插班、英语提升、寄宿家庭',
      englishLevel: 'intermediate',
      countries: ['CA', 'AU'],
      budgetMax: 150000,
      currency: 'CNY',
      kinds: ['programme'],
    },
    relevant: {
      offerings: [
        'Canadian High School Semester in Toronto',
        'Australian High School Term Programme',
      ],
    },
  },

  // 经济与 PPE 方向、七月出发：剑桥 PPE 预备课程；导师选 LSE、牛津 PPE 与英港商科法学方向及牛剑面试教练。
  {
    id: 'zh-07',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '北京某国际学校高二（A-level）',
      interests: '经济学、哲学、政治学、辩论',
      gpa: 3.9,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['GB'],
      budgetMax: 70000,
      currency: 'CNY',
      startMonth: 7,
      kinds: ['programme', 'tutoring'],
    },
    relevant: {
      offerings: ['Pre-University Economics and PPE'],
      coaches: ['thomas-ashby', 'james-whitfield', 'wu-zhehan', 'huang-jiaming'],
    },
  },

  // 钱塘国际的学生备考 SAT 和 AP 微积分：本校周末强化班和在线 AP 微积分 BC；两万元内有入门套餐的美国理工方向导师。
  {
    id: 'zh-08',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '杭州钱塘国际高级中学高二',
      interests: 'SAT 数学、AP 微积分、物理',
      gpa: 3.7,
      englishTest: 'toefl',
      englishScore: 95,
      countries: ['US'],
      budgetMax: 20000,
      currency: 'CNY',
      kinds: ['tutoring', 'programme'],
    },
    relevant: {
      offerings: ['SAT and AP Weekend Intensive', 'Online AP Calculus BC'],
      coaches: ['wang-sihan', 'sun-yiming', 'michael-reyes'],
    },
  },

  // 大三金融生准备英国硕士：一月开课的雅思口语写作班收本科生；英国硕士、金融硕士方向导师有两万元内的套餐。
  {
    id: 'zh-09',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'bachelor',
      school: '上海某财经大学大三',
      major: '金融学',
      interests: '雅思写作、英国硕士申请、金融',
      gpa: 85,
      englishTest: 'ielts',
      englishScore: 6,
      countries: ['GB'],
      budgetMax: 20000,
      currency: 'CNY',
      startMonth: 1,
      kinds: ['tutoring'],
    },
    relevant: {
      offerings: ['IELTS Speaking and Writing Intensive (Online)'],
      coaches: ['tang-xiaowen', 'guo-mingxuan', 'thomas-ashby'],
    },
  },

  // 安省课程学生想读医学预科：安省 12 年级理科辅导；加拿大医预科、加拿大名校和医学路径导师都有 3000 加元内的套餐。
  {
    id: 'zh-10',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '广州某安省课程国际学校 11 年级',
      interests: '化学、生物、医学预科',
      gpa: 90,
      englishLevel: 'intermediate',
      countries: ['CA'],
      budgetMax: 3000,
      currency: 'CAD',
      kinds: ['tutoring'],
    },
    relevant: {
      offerings: ['Grade 12 Science Tutoring Online'],
      coaches: ['natalie-dubois', 'liu-zihang', 'he-yating'],
    },
  },

  // 澳洲商科、雅思 5.5 需提分：雅思强化班、唯一的澳新申请导师，以及商科见长、学费在预算内的澳洲大学。
  {
    id: 'zh-11',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '青岛某中学国际部高三',
      interests: '商科、会计、雅思提升',
      gpa: 82,
      englishTest: 'ielts',
      englishScore: 5.5,
      countries: ['AU'],
      budgetMin: 250000,
      budgetMax: 350000,
      currency: 'CNY',
      kinds: ['tutoring', 'university'],
    },
    relevant: {
      offerings: ['IELTS Speaking and Writing Intensive (Online)'],
      coaches: ['lachlan-doyle'],
      universities: [
        'unsw',
        'university-of-melbourne',
        'monash',
        'university-of-sydney',
        'university-of-queensland',
      ],
    },
  },

  // 冲藤校的 11 年级经济方向学生：八所常春藤；春季 SAT 强化班；藤校与经济商科方向导师，预算充足。
  {
    id: 'zh-12',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'high-school',
      school: '上海某国际学校 11 年级',
      interests: '常春藤、经济学、国际关系',
      gpa: 3.9,
      englishTest: 'toefl',
      englishScore: 110,
      countries: ['US'],
      budgetMax: 600000,
      currency: 'CNY',
      kinds: ['university', 'tutoring'],
    },
    relevant: {
      universities: [
        'harvard',
        'yale',
        'princeton',
        'columbia',
        'upenn',
        'cornell',
        'brown',
        'dartmouth',
      ],
      offerings: ['SAT and AP Weekend Intensive'],
      coaches: [
        'chen-wei',
        'li-siyuan',
        'zhao-qing',
        'laura-fitzgerald',
        'catherine-moore',
        'emily-carter',
      ],
    },
  },

  // 英国经济金融本科、年预算 40 万：LSE、华威、UCL、牛剑与曼大经济都强且学费在预算内。
  {
    id: 'zh-13',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'high-school',
      school: '南京某外国语学校高三',
      interests: '经济学、金融、数学',
      gpa: 92,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['GB'],
      budgetMax: 400000,
      currency: 'CNY',
      startMonth: 9,
      kinds: ['university'],
    },
    relevant: {
      universities: ['lse', 'warwick', 'ucl', 'oxford', 'cambridge', 'manchester'],
    },
  },

  // 计算机大三想去港新读研并找暑期实习：港大、港科大、新国大、南洋理工；本科可投的两个七月开始的技术实习。
  {
    id: 'zh-14',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'bachelor',
      school: '武汉某大学大三',
      major: '计算机科学与技术',
      interests: '人工智能、数据科学、香港或新加坡读研',
      gpa: 3.6,
      englishTest: 'ielts',
      englishScore: 7,
      countries: ['HK', 'SG', 'CN'],
      budgetMax: 250000,
      currency: 'CNY',
      startMonth: 7,
      kinds: ['university', 'internship'],
    },
    relevant: {
      universities: ['hku', 'hkust', 'nus', 'ntu'],
      jobs: ['Software Engineering Intern', 'Robotics Summer Intern'],
    },
  },

  // 2027 届软件工程生做后端：Go 后端岗位最对口，其次是暑期软件实习和前端岗位；机器学习岗要求硕士。
  {
    id: 'zh-15',
    language: 'zh',
    heldOut: false,
    profile: {
      educationLevel: 'bachelor',
      school: '杭州某大学大四（2027 届）',
      major: '软件工程',
      interests: '后端开发、Go 语言、分布式系统、云计算',
      gpa: 3.4,
      englishLevel: 'cet6',
      countries: ['CN'],
      currency: 'CNY',
      kinds: ['internship'],
    },
    relevant: {
      jobs: [
        'Backend Engineer (Go)',
        'Software Engineering Intern',
        'Frontend Engineer (React and TypeScript)',
      ],
    },
  },

  // 2027 届机械生想做机器人：机械设计工程师、产线制造实习和机器人暑期实习都对口；质量工程师已截止。
  {
    id: 'zh-16',
    language: 'zh',
    heldOut: true,
    profile: {
      educationLevel: 'bachelor',
      school: '广州某理工大学大四（2027 届）',
      major: '机械工程',
      interests: '机器人、机械设计、自动化',
      gpa: 3.3,
      englishLevel: 'cet6',
      countries: ['CN'],
      currency: 'CNY',
      kinds: ['internship'],
    },
    relevant: {
      jobs: [
        'Mechanical Design Engineer',
        'Manufacturing Engineering Intern',
        'Robotics Summer Intern',
      ],
    },
  },
]
