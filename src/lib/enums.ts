/** The portal's enumerations with labels in both admin and site languages. */
export type Option<V extends string> = { value: V; label: { en: string; zh: string } }
const opt = <V extends string>(value: V, en: string, zh: string): Option<V> => ({
  value,
  label: { en, zh },
})

/** 26 countries including "other"; the first four are the spec's popular ones. */
export const countries = [
  opt('US', 'United States', '美国'),
  opt('CA', 'Canada', '加拿大'),
  opt('GB', 'United Kingdom', '英国'),
  opt('AU', 'Australia', '澳大利亚'),
  opt('NZ', 'New Zealand', '新西兰'),
  opt('IE', 'Ireland', '爱尔兰'),
  opt('DE', 'Germany', '德国'),
  opt('FR', 'France', '法国'),
  opt('NL', 'Netherlands', '荷兰'),
  opt('CH', 'Switzerland', '瑞士'),
  opt('SE', 'Sweden', '瑞典'),
  opt('DK', 'Denmark', '丹麦'),
  opt('FI', 'Finland', '芬兰'),
  opt('NO', 'Norway', '挪威'),
  opt('BE', 'Belgium', '比利时'),
  opt('IT', 'Italy', '意大利'),
  opt('ES', 'Spain', '西班牙'),
  opt('JP', 'Japan', '日本'),
  opt('KR', 'South Korea', '韩国'),
  opt('SG', 'Singapore', '新加坡'),
  opt('HK', 'Hong Kong SAR, China', '中国香港'),
  opt('CN', 'Chinese mainland', '中国内地'),
  opt('MY', 'Malaysia', '马来西亚'),
  opt('TH', 'Thailand', '泰国'),
  opt('AE', 'United Arab Emirates', '阿联酋'),
  opt('other', 'Other', '其他'),
] as const
export type CountryCode = (typeof countries)[number]['value']
export const popularCountries: CountryCode[] = ['US', 'CA', 'GB', 'AU']

/** 13 languages a coach may speak. */
export const languages = [
  opt('en', 'English', '英语'),
  opt('zh', 'Mandarin Chinese', '普通话'),
  opt('yue', 'Cantonese', '粤语'),
  opt('es', 'Spanish', '西班牙语'),
  opt('fr', 'French', '法语'),
  opt('de', 'German', '德语'),
  opt('ja', 'Japanese', '日语'),
  opt('ko', 'Korean', '韩语'),
  opt('it', 'Italian', '意大利语'),
  opt('pt', 'Portuguese', '葡萄牙语'),
  opt('ru', 'Russian', '俄语'),
  opt('ar', 'Arabic', '阿拉伯语'),
  opt('hi', 'Hindi', '印地语'),
] as const

export const universityTypes = [
  opt('public', 'Public', '公立'),
  opt('private', 'Private', '私立'),
] as const

export const currencies = [
  opt('USD', 'US dollar', '美元'),
  opt('CNY', 'Chinese yuan', '人民币'),
] as const

/** The consultation modal's services: stored value, then the label shown. */
export const consultationServices = [
  opt('admissions-blueprint', 'Admissions BluePrint', '升学蓝图规划'),
  opt('uspp', 'U.S. Online credit courses', '美国在线学分课程'),
  opt('academic-coaching', 'Academic Coaching', '学术辅导'),
  opt('summer-program', 'Elite Summer Program Placement', '名校夏校申请'),
  opt('global-competence', 'Global Competence Certification', '全球胜任力认证'),
  opt('job-placement', 'Job Placement', '实习就业推荐'),
  opt('job-coaching', 'Job Placement Coaching', '求职辅导'),
] as const
export type ConsultationService = (typeof consultationServices)[number]['value']

/** Package categories; the value is the `{category}` of /package/{category}/{package}. */
export const packageCategories = [
  opt('admissions', 'Admissions consulting', '升学咨询'),
  opt('ivy', 'Ivy packages', '藤校套餐'),
  opt('transfer', 'Transfer applications', '转学申请'),
  opt('graduate', 'Graduate school', '研究生申请'),
  opt('summer', 'Summer programmes', '夏校项目'),
  opt('interview', 'Interview coaching', '面试辅导'),
  opt('study-tour', 'Global study tours', '全球游学'),
  opt('tutoring', 'Academic tutoring', '学业辅导'),
  opt('online-courses', 'Online credit courses', '在线学分课程'),
] as const
export type PackageCategory = (typeof packageCategories)[number]['value']

export const articleCategories = [
  opt('admissions', 'Admissions', '申请攻略'),
  opt('study-abroad', 'Study abroad', '留学生活'),
  opt('tutoring', 'Tutoring', '学业辅导'),
  opt('careers', 'Careers', '职业发展'),
  opt('news', 'News', '资讯'),
] as const
export type ArticleCategory = (typeof articleCategories)[number]['value']

/** Looks up the label of an option in a language. */
export const labelOf = <V extends string>(
  options: readonly Option<V>[],
  value: V | null | undefined,
  locale: 'en' | 'zh',
) => options.find((o) => o.value === value)?.label[locale] ?? ''

/** Certification status: the stored value, its number (1 Pending Submission … 5 Expired), and its labels. Any other number is "Unknown Status". */
export const certificationStatuses = [
  { ...opt('pending-submission', 'Pending Submission', '待提交'), code: 1 },
  { ...opt('pending-review', 'Pending Review', '待审核'), code: 2 },
  { ...opt('approved', 'Approved', '已通过'), code: 3 },
  { ...opt('rejected', 'Rejected', '已驳回'), code: 4 },
  { ...opt('expired', 'Expired', '已过期'), code: 5 },
] as const
export type CertificationStatus = (typeof certificationStatuses)[number]['value']
export const unknownStatusLabel = { en: 'Unknown Status', zh: '未知状态' } as const

/** Student education levels, numbered 1–6. */
export const educationLevels = [
  opt('high-school', 'High School', '高中'),
  opt('vocational-college', 'Vocational College', '职业院校'),
  opt('bachelor', 'Bachelor', '本科'),
  opt('master', 'Master', '硕士'),
  opt('doctor', 'Doctor', '博士'),
  opt('other', 'Other', '其他'),
] as const

/** Provider types of the organisation form: 1 Employer, 2 School, 3 Education Agency. */
export const providerTypes = [
  opt('employer', 'Employer', '雇主'),
  opt('school', 'School', '学校'),
  opt('education-agency', 'Education Agency', '教育机构'),
] as const
export type ProviderType = (typeof providerTypes)[number]['value']

/** School types, numbered 1–6. */
export const schoolTypes = [
  opt('primary', 'Primary', '小学'),
  opt('middle', 'Middle', '初中'),
  opt('high', 'High', '高中'),
  opt('vocational', 'Vocational', '职业学校'),
  opt('university', 'University', '大学'),
  opt('other', 'Other', '其他'),
] as const

/** Provider status of a certified organisation: 0 Pending Review, 1 Certified, 2 Rejected, 3 Disabled. */
export const providerStatuses = [
  opt('pending-review', 'Pending Review', '待审核'),
  opt('certified', 'Certified', '已认证'),
  opt('rejected', 'Rejected', '已驳回'),
  opt('disabled', 'Disabled', '已停用'),
] as const
