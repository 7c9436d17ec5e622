/*
 * The icons server components draw: Lucide's drawings (the `lucide` package's data) as plain SVG
 * components (see ./icon.tsx), each marked pure so that a bundle keeps only those it uses. Client
 * components import theirs from lucide-react.
 */
import {
  ArrowLeft as arrowLeftNode,
  ArrowRight as arrowRightNode,
  Award as awardNode,
  BadgeCheck as badgeCheckNode,
  BookOpen as bookOpenNode,
  Briefcase as briefcaseNode,
  Building2 as building2Node,
  Calendar as calendarNode,
  CalendarClock as calendarClockNode,
  CalendarCog as calendarCogNode,
  CalendarDays as calendarDaysNode,
  CalendarPlus as calendarPlusNode,
  Check as checkNode,
  ChevronDown as chevronDownNode,
  ChevronLeft as chevronLeftNode,
  ChevronRight as chevronRightNode,
  CircleAlert as circleAlertNode,
  CircleCheck as circleCheckNode,
  CircleDashed as circleDashedNode,
  CircleUserRound as circleUserRoundNode,
  CircleX as circleXNode,
  Clock as clockNode,
  ExternalLink as externalLinkNode,
  EyeOff as eyeOffNode,
  FileText as fileTextNode,
  Globe as globeNode,
  GraduationCap as graduationCapNode,
  Handshake as handshakeNode,
  Info as infoNode,
  Landmark as landmarkNode,
  Laptop as laptopNode,
  Mail as mailNode,
  MapPin as mapPinNode,
  MessageCircle as messageCircleNode,
  Monitor as monitorNode,
  Paperclip as paperclipNode,
  PencilLine as pencilLineNode,
  Percent as percentNode,
  Phone as phoneNode,
  Plane as planeNode,
  Plus as plusNode,
  School as schoolNode,
  Search as searchNode,
  SearchX as searchXNode,
  ShieldCheck as shieldCheckNode,
  ShoppingBag as shoppingBagNode,
  Smartphone as smartphoneNode,
  Sparkles as sparklesNode,
  Star as starNode,
  Target as targetNode,
  Trophy as trophyNode,
  UserPlus as userPlusNode,
  UserRound as userRoundNode,
  Users as usersNode,
  Wallet as walletNode,
  X as xNode,
} from 'lucide'

import { icon } from './icon'

export type { IconComponent } from './icon'

export const ArrowLeft = /*#__PURE__*/ icon('arrow-left', arrowLeftNode)
export const ArrowRight = /*#__PURE__*/ icon('arrow-right', arrowRightNode)
export const Award = /*#__PURE__*/ icon('award', awardNode)
export const BadgeCheck = /*#__PURE__*/ icon('badge-check', badgeCheckNode)
export const BookOpen = /*#__PURE__*/ icon('book-open', bookOpenNode)
export const Briefcase = /*#__PURE__*/ icon('briefcase', briefcaseNode)
export const Building2 = /*#__PURE__*/ icon('building-2', building2Node)
export const Calendar = /*#__PURE__*/ icon('calendar', calendarNode)
export const CalendarClock = /*#__PURE__*/ icon('calendar-clock', calendarClockNode)
export const CalendarCog = /*#__PURE__*/ icon('calendar-cog', calendarCogNode)
export const CalendarDays = /*#__PURE__*/ icon('calendar-days', calendarDaysNode)
export const CalendarPlus = /*#__PURE__*/ icon('calendar-plus', calendarPlusNode)
export const Check = /*#__PURE__*/ icon('check', checkNode)
export const ChevronDown = /*#__PURE__*/ icon('chevron-down', chevronDownNode)
export const ChevronLeft = /*#__PURE__*/ icon('chevron-left', chevronLeftNode)
export const ChevronRight = /*#__PURE__*/ icon('chevron-right', chevronRightNode)
export const CircleAlert = /*#__PURE__*/ icon('circle-alert', circleAlertNode)
export const CircleCheck = /*#__PURE__*/ icon('circle-check', circleCheckNode)
export const CircleDashed = /*#__PURE__*/ icon('circle-dashed', circleDashedNode)
export const CircleUserRound = /*#__PURE__*/ icon('circle-user-round', circleUserRoundNode)
export const CircleX = /*#__PURE__*/ icon('circle-x', circleXNode)
export const Clock = /*#__PURE__*/ icon('clock', clockNode)
export const ExternalLink = /*#__PURE__*/ icon('external-link', externalLinkNode)
export const EyeOff = /*#__PURE__*/ icon('eye-off', eyeOffNode)
export const FileText = /*#__PURE__*/ icon('file-text', fileTextNode)
export const Globe = /*#__PURE__*/ icon('globe', globeNode)
export const GraduationCap = /*#__PURE__*/ icon('graduation-cap', graduationCapNode)
export const Handshake = /*#__PURE__*/ icon('handshake', handshakeNode)
export const Info = /*#__PURE__*/ icon('info', infoNode)
export const Landmark = /*#__PURE__*/ icon('landmark', landmarkNode)
export const Laptop = /*#__PURE__*/ icon('laptop', laptopNode)
export const Mail = /*#__PURE__*/ icon('mail', mailNode)
export const MapPin = /*#__PURE__*/ icon('map-pin', mapPinNode)
export const MessageCircle = /*#__PURE__*/ icon('message-circle', messageCircleNode)
export const Monitor = /*#__PURE__*/ icon('monitor', monitorNode)
export const Paperclip = /*#__PURE__*/ icon('paperclip', paperclipNode)
export const PencilLine = /*#__PURE__*/ icon('pencil-line', pencilLineNode)
export const Percent = /*#__PURE__*/ icon('percent', percentNode)
export const Phone = /*#__PURE__*/ icon('phone', phoneNode)
export const Plane = /*#__PURE__*/ icon('plane', planeNode)
export const Plus = /*#__PURE__*/ icon('plus', plusNode)
export const School = /*#__PURE__*/ icon('school', schoolNode)
export const Search = /*#__PURE__*/ icon('search', searchNode)
export const SearchX = /*#__PURE__*/ icon('search-x', searchXNode)
export const ShieldCheck = /*#__PURE__*/ icon('shield-check', shieldCheckNode)
export const ShoppingBag = /*#__PURE__*/ icon('shopping-bag', shoppingBagNode)
export const Smartphone = /*#__PURE__*/ icon('smartphone', smartphoneNode)
export const Sparkles = /*#__PURE__*/ icon('sparkles', sparklesNode)
export const Star = /*#__PURE__*/ icon('star', starNode)
export const Target = /*#__PURE__*/ icon('target', targetNode)
export const Trophy = /*#__PURE__*/ icon('trophy', trophyNode)
export const UserPlus = /*#__PURE__*/ icon('user-plus', userPlusNode)
export const UserRound = /*#__PURE__*/ icon('user-round', userRoundNode)
export const Users = /*#__PURE__*/ icon('users', usersNode)
export const Wallet = /*#__PURE__*/ icon('wallet', walletNode)
export const X = /*#__PURE__*/ icon('x', xNode)
