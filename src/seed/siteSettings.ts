/** Demo site settings in both languages; the figures are the marketing figures the site's copy quotes. */
export const figures: { value: string; en: string; zh: string }[] = [
  { value: '95%', en: 'admitted to their top two dream schools', zh: '的学生被前两志愿梦校录取' },
  // Values are shared by both languages; a dollar amount reads in Chinese units on /zh (400 万美元+).
  { value: '$4M+', en: 'in scholarships won by our students', zh: '学生累计获得的奖学金' },
  { value: '29+', en: 'awards', zh: '项行业奖项' },
  {
    value: '68%',
    en: 'Ivy/Oxbridge acceptance in the last 3 years',
    zh: '近三年常春藤/牛剑录取率',
  },
  { value: '2–3×', en: 'higher transfer acceptance', zh: '转学录取率提升倍数' },
  { value: '60%+', en: 'saved compared with traditional agencies', zh: '相比传统中介节省的费用' },
  { value: '15+', en: 'years of experience', zh: '年行业经验' },
  { value: '40+', en: 'former admissions officers', zh: '位名校前招生官' },
  { value: '85%', en: 'admitted to the top 20', zh: '的学生进入前 20 名校' },
  { value: '50%', en: 'admitted to Ivy League or Oxbridge', zh: '的学生进入常春藤或牛剑' },
  { value: '50+', en: 'university resources', zh: '所合作大学资源' },
]

type Link = { href: string; en: string; zh: string }

export const headerNav: Link[] = [
  { href: '/study-abroad', en: 'Study abroad', zh: '留学申请' },
  { href: '/search', en: 'Coaches', zh: '导师' },
  { href: '/study-tour', en: 'Study tours', zh: '游学' },
  { href: '/academic-tutoring', en: 'Tutoring', zh: '学业辅导' },
  { href: '/university', en: 'Universities', zh: '大学' },
  { href: '/article', en: 'Articles', zh: '文章' },
  { href: '/employment/go-to-china', en: 'Go to China', zh: '来华发展' },
]

export const footerNav: { en: string; zh: string; links: Link[] }[] = [
  {
    en: 'Services',
    zh: '服务',
    links: [
      { href: '/study-abroad', en: 'Admissions consulting', zh: '升学咨询' },
      { href: '/ivy', en: 'Ivy packages', zh: '藤校套餐' },
      { href: '/study-tour', en: 'Global study tours', zh: '全球游学' },
      { href: '/online-courses', en: 'Online credit courses', zh: '在线学分课程' },
      { href: '/academic-tutoring', en: 'Academic tutoring', zh: '学业辅导' },
    ],
  },
  {
    en: 'Explore',
    zh: '探索',
    links: [
      { href: '/search', en: 'Find a coach', zh: '寻找导师' },
      { href: '/university', en: 'Universities', zh: '大学库' },
      { href: '/tools/recommender', en: 'Recommendations for you', zh: '为您推荐' },
      { href: '/article', en: 'Articles', zh: '文章' },
      { href: '/global-scholars', en: 'Global Scholars', zh: '全球学者计划' },
      { href: '/employment/go-to-china', en: 'Internships & jobs in China', zh: '来华实习与就业' },
    ],
  },
  {
    en: 'Company',
    zh: '关于我们',
    links: [
      { href: '/contact-us', en: 'Contact us', zh: '联系我们' },
      { href: '/partnership', en: 'Partnership', zh: '合作伙伴' },
      { href: '/faq', en: 'FAQ', zh: '常见问题' },
      { href: '/my-account-register', en: 'Register', zh: '注册' },
    ],
  },
]

export const brand = {
  en: {
    brandName: 'EduBridge',
    tagline: 'Admissions consulting by former admissions officers',
    address: 'Suite 1208, 88 Century Avenue, Pudong, Shanghai',
  },
  zh: {
    brandName: '育桥教育',
    tagline: '名校前招生官领衔的升学规划',
    address: '上海市浦东新区世纪大道 88 号 1208 室',
  },
  contactEmail: 'hello@edubridge.example',
  contactPhone: '+86 21 6888 0000',
  wechatId: 'EduBridge_Advisor',
}
