import { academicTutoringPage } from './academicTutoring'
import { comingSoonPage } from './comingSoon'
import { faqPage } from './faq'
import { globalScholarsPage } from './globalScholars'
import { goToChinaPage } from './goToChina'
import { homePage } from './home'
import { ivyPage } from './ivy'
import { onlineCoursesPages } from './onlineCourses'
import { overseasStudyPage } from './overseasStudy'
import { partnershipPage } from './partnership'
import { studyAbroadPages } from './studyAbroad'
import { studyTourPage } from './studyTour'

/** The home page and every offer page (study abroad, study tour, tutoring, …), in both languages. */
export const seedPages = [
  homePage,
  ...studyAbroadPages,
  ivyPage,
  studyTourPage,
  overseasStudyPage,
  academicTutoringPage,
  globalScholarsPage,
  ...onlineCoursesPages,
  partnershipPage,
  goToChinaPage,
  faqPage,
  comingSoonPage,
]
