/** The portal's enumerations with labels in both admin and site languages. */
export type Option<V extends string> = { value: V; label: { en: string; zh: string } }
const opt = <V extends string>(value: V, en: string, zh: string): Option<V> => ({
  value,
  label: { en, zh },
})
/** The values of a list of options, as z.enum takes them. */
export const valuesOf = <V extends string>(options: readonly Option<V>[]) =>
  options.map((option) => option.value) as [V, ...V[]]
/** The same options with the number each has in the portal's numbered lists, counted in order from `first`. */
const numbered = <O extends Option<string>>(options: readonly O[], first = 1) =>
  options.map((option, index) => ({ ...option, code: first + index }))

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
  opt('EUR', 'Euro', '欧元'),
  opt('GBP', 'British pound', '英镑'),
  opt('AUD', 'Australian dollar', '澳元'),
  opt('CAD', 'Canadian dollar', '加元'),
] as const
export type Currency = (typeof currencies)[number]['value']

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
export const certificationStatuses = numbered([
  opt('pending-submission', 'Pending Submission', '待提交'),
  opt('pending-review', 'Pending Review', '待审核'),
  opt('approved', 'Approved', '已通过'),
  opt('rejected', 'Rejected', '已驳回'),
  opt('expired', 'Expired', '已过期'),
] as const)
export type CertificationStatus = (typeof certificationStatuses)[number]['value']
export const unknownStatusLabel = { en: 'Unknown Status', zh: '未知状态' } as const

/** Student education levels, numbered 1–6. */
export const educationLevels = numbered([
  opt('high-school', 'High School', '高中'),
  opt('vocational-college', 'Vocational College', '职业院校'),
  opt('bachelor', 'Bachelor', '本科'),
  opt('master', 'Master', '硕士'),
  opt('doctor', 'Doctor', '博士'),
  opt('other', 'Other', '其他'),
] as const)
export type EducationLevel = (typeof educationLevels)[number]['value']

/** Provider types of the organisation form: 1 Employer, 2 School, 3 Education Agency. */
export const providerTypes = numbered([
  opt('employer', 'Employer', '雇主'),
  opt('school', 'School', '学校'),
  opt('education-agency', 'Education Agency', '教育机构'),
] as const)
export type ProviderType = (typeof providerTypes)[number]['value']

/** School types, numbered 1–6. */
export const schoolTypes = numbered([
  opt('primary', 'Primary', '小学'),
  opt('middle', 'Middle', '初中'),
  opt('high', 'High', '高中'),
  opt('vocational', 'Vocational', '职业学校'),
  opt('university', 'University', '大学'),
  opt('other', 'Other', '其他'),
] as const)

/** Provider status of a certified organisation: 0 Pending Review, 1 Certified, 2 Rejected, 3 Disabled. */
export const providerStatuses = numbered(
  [
    opt('pending-review', 'Pending Review', '待审核'),
    opt('certified', 'Certified', '已认证'),
    opt('rejected', 'Rejected', '已驳回'),
    opt('disabled', 'Disabled', '已停用'),
  ] as const,
  0,
)
export type ProviderStatus = (typeof providerStatuses)[number]['value']

/** Organisation certification types: 1 Employer, 2 Educational Institution, 3 School. */
export const organisationCertificationTypes = numbered([
  opt('employer', 'Employer', '雇主'),
  opt('educational-institution', 'Educational Institution', '教育机构'),
  opt('school', 'School', '学校'),
] as const)
export type OrganisationCertificationType = (typeof organisationCertificationTypes)[number]['value']

/** Industries of an organisation, numbered 1–6. */
export const industries = numbered([
  opt('education', 'Education', '教育'),
  opt('technology', 'Technology', '科技'),
  opt('healthcare', 'Healthcare', '医疗健康'),
  opt('finance', 'Finance', '金融'),
  opt('manufacturing', 'Manufacturing', '制造业'),
  opt('other', 'Other', '其他'),
] as const)
export type Industry = (typeof industries)[number]['value']

/** Employee count bands, numbered 1–4. */
export const employeeCountBands = numbered([
  opt('1-50', '1–50', '1–50 人'),
  opt('51-200', '51–200', '51–200 人'),
  opt('201-500', '201–500', '201–500 人'),
  opt('500+', '500+', '500 人以上'),
] as const)
export type EmployeeCountBand = (typeof employeeCountBands)[number]['value']

/** English levels a listing may ask for, numbered 1–8. */
export const englishLevels = numbered([
  opt('cet4', 'CET-4', '大学英语四级'),
  opt('cet6', 'CET-6', '大学英语六级'),
  opt('ielts', 'IELTS', '雅思'),
  opt('toefl', 'TOEFL', '托福'),
  opt('native', 'Native', '母语'),
  opt('fluent', 'Fluent', '流利'),
  opt('intermediate', 'Intermediate', '中级'),
  opt('basic', 'Basic', '基础'),
] as const)
export type EnglishLevel = (typeof englishLevels)[number]['value']

/** What an organisation offers students: the public page listing each type is in `offeringPages`. */
export const offeringTypes = [
  opt('study-tour', 'Study tour', '游学'),
  opt('overseas-programme', 'Overseas study programme', '海外留学项目'),
  opt('credit-course', 'Credit course', '学分课程'),
  opt('pre-college', 'Pre-college programme', '大学预科项目'),
  opt('tutoring', 'Tutoring', '学业辅导'),
  opt('dream-school-immersion', 'Dream-school immersion', '梦校沉浸体验'),
] as const
export type OfferingType = (typeof offeringTypes)[number]['value']

export const jobTypes = [
  opt('job', 'Job', '全职工作'),
  opt('internship', 'Internship', '实习'),
] as const
export type JobType = (typeof jobTypes)[number]['value']

/** How a job or internship pays: a salary range, a stipend, or nothing. */
export const payKinds = [
  opt('salary', 'Salary', '薪资'),
  opt('stipend', 'Stipend', '补贴'),
  opt('unpaid', 'Unpaid', '无薪'),
] as const
export type PayKind = (typeof payKinds)[number]['value']

export const salaryPeriods = [
  opt('month', 'per month', '每月'),
  opt('year', 'per year', '每年'),
] as const

/** A listing's life: a draft, published (open to applications), closed (after its deadline or by hand). */
export const listingStatuses = [
  opt('draft', 'Draft', '草稿'),
  opt('published', 'Published', '已发布'),
  opt('closed', 'Closed', '已关闭'),
] as const
export type ListingStatus = (typeof listingStatuses)[number]['value']

/** What a service manager looks after: the kinds of listings, numbered 1–8. */
export const businessAreas = numbered([...offeringTypes, ...jobTypes])
export type BusinessArea = (typeof businessAreas)[number]['value']

/** An application's status: the organisation moves it along; the student may withdraw until an offer. */
export const applicationStatuses = [
  opt('submitted', 'Submitted', '已提交'),
  opt('shortlisted', 'Shortlisted', '已入围'),
  opt('interview', 'Interview', '面试'),
  opt('offer', 'Offer', '已录取'),
  opt('accepted', 'Accepted', '已接受'),
  opt('declined', 'Declined', '未通过'),
  opt('withdrawn', 'Withdrawn', '已撤回'),
] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]['value']

/**
 * What the audit trail records (docs/PRIVACY.md → Audit trail). Each is written by the system as it
 * happens; none can be changed or removed afterwards except by retention.
 */
export const auditEvents = [
  opt('private-file-read', 'Private file opened by someone else', '他人查看私密文件'),
  opt('certification-status', 'Certification status changed', '认证状态变更'),
  opt('roles-changed', 'Roles changed', '角色变更'),
  opt('staff-sign-in', 'Staff sign-in', '工作人员登录'),
  opt('audit-exported', 'Audit trail exported', '审计日志导出'),
  opt('retention-run', 'Retention run (what was removed)', '按保留期限清理（清理数量）'),
  opt('data-exported', 'Member’s data exported', '会员数据已导出'),
  opt('account-deletion-requested', 'Account deletion asked for', '申请注销账户'),
  opt('account-deletion-cancelled', 'Account deletion cancelled by signing in', '登录撤销注销'),
  opt('account-deleted', 'Account erased', '账户已清除'),
  opt('second-factor-enrolled', 'Two-step sign-in set up', '已启用两步登录'),
  opt('second-factor-failed', 'Wrong second-factor code', '两步登录验证码错误'),
  opt('recovery-code-used', 'Recovery code used', '已使用恢复码'),
  opt('second-factor-reset', 'Two-step sign-in reset by an admin', '管理员重置两步登录'),
  opt('second-factor-removed', 'Two-step sign-in turned off', '已关闭两步登录'),
  opt('consent-given', 'Consent given', '已给予同意'),
  opt('consent-withdrawn', 'Consent withdrawn', '已撤回同意'),
  opt('booking-status', 'Booking marked by the coach or staff', '导师或工作人员更改预约状态'),
  opt('order-status', 'Order marked paid, refunded or cancelled by staff', '工作人员更改订单状态'),
  opt('review-status', 'Review published or rejected by staff', '工作人员审核评价'),
] as const
export type AuditEvent = (typeof auditEvents)[number]['value']

/** An archive of a member's data: being built, ready to download (for seven days), or failed. */
export const dataExportStatuses = [
  opt('preparing', 'Preparing', '正在准备'),
  opt('ready', 'Ready', '可下载'),
  opt('failed', 'Failed', '生成失败'),
] as const
/**
 * What a member consents to: the terms and privacy policy (at registration, and each new
 * version), the use of their ID photo for certification (sensitive personal information: its own
 * consent), a guardian's consent for an applicant under 14, and news by e-mail (optional: the one
 * a member withdraws on their own; the others end with the certification or the account).
 */
export const consentPurposes = [
  opt('policies', 'Terms of use and privacy policy', '用户协议与隐私政策'),
  opt('id-photo', 'Use of the ID photo for certification', '为认证使用证件照片'),
  opt('guardian', 'Guardian’s consent (under 14)', '监护人同意（未满 14 周岁）'),
  opt('news-mail', 'News and offers by e-mail', '通过邮件接收资讯与优惠'),
] as const
export type ConsentPurpose = (typeof consentPurposes)[number]['value']
/** The consents a member withdraws themselves (the others are required for what they cover). */
export const optionalConsents: readonly ConsentPurpose[] = ['news-mail']

/** A sign-in session: waiting for its second factor (it opens nothing yet), or in use. */
export const accountSessionStates = [
  opt('second-factor-pending', 'Waiting for the second factor', '等待两步验证'),
  opt('active', 'Signed in', '已登录'),
] as const
export type AccountSessionState = (typeof accountSessionStates)[number]['value']

export type DataExportStatus = (typeof dataExportStatuses)[number]['value']

/** What a booking is for: a free first consultation, or one of a package's sessions. */
export const bookingKinds = [
  opt('free-consultation', 'Free consultation', '免费咨询'),
  opt('package-session', 'Package session', '套餐课时'),
] as const
export type BookingKind = (typeof bookingKinds)[number]['value']

/**
 * A booking's course: booked (it holds its time; a package's session booked before its order is
 * paid holds it until the order is paid or expires), then held or missed once the time has passed
 * (the coach or staff say which; only a held session can be reviewed), or cancelled (its time is
 * free again).
 */
export const bookingStatuses = [
  opt('awaiting-payment', 'Held until its order is paid', '待订单付款（暂留）'),
  opt('confirmed', 'Booked', '已预约'),
  opt('held', 'Held', '已进行'),
  opt('no-show', 'Missed', '未出席'),
  opt('cancelled', 'Cancelled', '已取消'),
] as const
export type BookingStatus = (typeof bookingStatuses)[number]['value']

/** ISO weekdays, as the coach's weekly hours name them. */
export const weekdays = [
  opt('1', 'Monday', '星期一'),
  opt('2', 'Tuesday', '星期二'),
  opt('3', 'Wednesday', '星期三'),
  opt('4', 'Thursday', '星期四'),
  opt('5', 'Friday', '星期五'),
  opt('6', 'Saturday', '星期六'),
  opt('7', 'Sunday', '星期日'),
] as const

/**
 * An order's course: awaiting payment (it may hold its first session's time) until paid, or
 * expired when its payment window closes (its held time is freed), or cancelled by its student
 * before paying; a paid order may be refunded by staff (its upcoming sessions are cancelled).
 */
export const orderStatuses = [
  opt('awaiting-payment', 'Awaiting payment', '待付款'),
  opt('paid', 'Paid', '已付款'),
  opt('expired', 'Expired unpaid', '已过期（未付款）'),
  opt('cancelled', 'Cancelled', '已取消'),
  opt('refunded', 'Refunded', '已退款'),
] as const
export type OrderStatus = (typeof orderStatuses)[number]['value']

/** How an order is paid: Stripe Checkout (card, Alipay, WeChat Pay), or a bank transfer staff confirm. */
export const paymentMethods = [
  opt('stripe', 'Card, Alipay or WeChat Pay (Stripe)', '银行卡、支付宝或微信支付（Stripe）'),
  opt('bank-transfer', 'Bank transfer', '银行转账'),
] as const
export type PaymentMethod = (typeof paymentMethods)[number]['value']

/** A movement of money on an order: its payment, or a refund of it. */
export const transactionKinds = [
  opt('payment', 'Payment', '付款'),
  opt('refund', 'Refund', '退款'),
] as const
export type TransactionKind = (typeof transactionKinds)[number]['value']

/**
 * A review's course: waiting for an editor, then published on the coach's pages, or rejected with
 * a reason its student reads (they may edit it, which sends it back to the editors).
 */
export const reviewStatuses = [
  opt('pending', 'Waiting for moderation', '待审核'),
  opt('published', 'Published', '已发布'),
  opt('rejected', 'Rejected', '未通过'),
] as const
export type ReviewStatus = (typeof reviewStatuses)[number]['value']

/** What a student rates besides the overall stars, each 1–5. */
export const reviewCriteria = [
  opt('expertise', 'Expertise', '专业水平'),
  opt('clarity', 'Clarity', '讲解清晰'),
  opt('helpfulness', 'Helpfulness', '实际帮助'),
] as const
export type ReviewCriterion = (typeof reviewCriteria)[number]['value']

/** The two sides of a conversation: its student, and the coach or organisation written to. */
export const conversationSides = [
  opt('student', 'The student', '学生'),
  opt('other', 'The coach or organisation', '导师或机构'),
] as const
