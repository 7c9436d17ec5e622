import * as migration_20261122_021417_initial from './20261122_021417_initial';
import * as migration_20261122_030202_catalogue from './20261122_030202_catalogue';
import * as migration_20261122_030500_coach_search from './20261122_030500_coach_search';
import * as migration_20261122_114701_leads_contact from './20261122_114701_leads_contact';
import * as migration_20261122_115833_leads_consultations from './20261122_115833_leads_consultations';
import * as migration_20261122_131826_pages from './20261122_131826_pages';
import * as migration_20261122_134435_accounts from './20261122_134435_accounts';
import * as migration_20261122_145446_certifications from './20261122_145446_certifications';
import * as migration_20261122_160500_certification_titles from './20261122_160500_certification_titles';
import * as migration_20261123_212150_job_runner from './20261123_212150_job_runner';
import * as migration_20261124_010700_orphan_documents from './20261124_010700_orphan_documents';
import * as migration_20261124_165356_organisations from './20261124_165356_organisations';
import * as migration_20261124_170458_application_mail from './20261124_170458_application_mail';
import * as migration_20261124_191942_recommender from './20261124_191942_recommender';
import * as migration_20261124_203500_coach_search_counts from './20261124_203500_coach_search_counts';
import * as migration_20261124_223000_coach_search_totals from './20261124_223000_coach_search_totals';
import * as migration_20261125_004913_cdn_purge from './20261125_004913_cdn_purge';
import * as migration_20261125_012807_social_link_home_pages from './20261125_012807_social_link_home_pages';
import * as migration_20261125_035514_maps from './20261125_035514_maps';
import * as migration_20261125_035522_organisation_region_languages from './20261125_035522_organisation_region_languages';
import * as migration_20261127_121011_title_search from './20261127_121011_title_search';
import * as migration_20261127_122703_job_city from './20261127_122703_job_city';
import * as migration_20261127_183206_audit_trail from './20261127_183206_audit_trail';
import * as migration_20261127_184611_data_exports from './20261127_184611_data_exports';
import * as migration_20261127_191014_account_deletion from './20261127_191014_account_deletion';
import * as migration_20261127_212740_second_factor_sessions from './20261127_212740_second_factor_sessions';
import * as migration_20261127_220105_privacy_consent from './20261127_220105_privacy_consent';
import * as migration_20261128_011958_bookings from './20261128_011958_bookings';
import * as migration_20261128_040242_coach_accounts from './20261128_040242_coach_accounts';
import * as migration_20261128_044541_booking_removed_mail from './20261128_044541_booking_removed_mail';
import * as migration_20261128_071245_orders_and_payments from './20261128_071245_orders_and_payments';
import * as migration_20261128_072042_reviews from './20261128_072042_reviews';
import * as migration_20261128_073530_messages from './20261128_073530_messages';
import * as migration_20261128_105119_service_manager_hours from './20261128_105119_service_manager_hours';
import * as migration_20261202_050000_public_list_indexes from './20261202_050000_public_list_indexes';
import * as migration_20261202_130000_title_search_totals from './20261202_130000_title_search_totals';

export const migrations = [
  {
    up: migration_20261122_021417_initial.up,
    down: migration_20261122_021417_initial.down,
    name: '20261122_021417_initial',
  },
  {
    up: migration_20261122_030202_catalogue.up,
    down: migration_20261122_030202_catalogue.down,
    name: '20261122_030202_catalogue',
  },
  {
    up: migration_20261122_030500_coach_search.up,
    down: migration_20261122_030500_coach_search.down,
    name: '20261122_030500_coach_search',
  },
  {
    up: migration_20261122_114701_leads_contact.up,
    down: migration_20261122_114701_leads_contact.down,
    name: '20261122_114701_leads_contact',
  },
  {
    up: migration_20261122_115833_leads_consultations.up,
    down: migration_20261122_115833_leads_consultations.down,
    name: '20261122_115833_leads_consultations',
  },
  {
    up: migration_20261122_131826_pages.up,
    down: migration_20261122_131826_pages.down,
    name: '20261122_131826_pages',
  },
  {
    up: migration_20261122_134435_accounts.up,
    down: migration_20261122_134435_accounts.down,
    name: '20261122_134435_accounts',
  },
  {
    up: migration_20261122_145446_certifications.up,
    down: migration_20261122_145446_certifications.down,
    name: '20261122_145446_certifications',
  },
  {
    up: migration_20261122_160500_certification_titles.up,
    down: migration_20261122_160500_certification_titles.down,
    name: '20261122_160500_certification_titles',
  },
  {
    up: migration_20261123_212150_job_runner.up,
    down: migration_20261123_212150_job_runner.down,
    name: '20261123_212150_job_runner',
  },
  {
    up: migration_20261124_010700_orphan_documents.up,
    down: migration_20261124_010700_orphan_documents.down,
    name: '20261124_010700_orphan_documents',
  },
  {
    up: migration_20261124_165356_organisations.up,
    down: migration_20261124_165356_organisations.down,
    name: '20261124_165356_organisations',
  },
  {
    up: migration_20261124_170458_application_mail.up,
    down: migration_20261124_170458_application_mail.down,
    name: '20261124_170458_application_mail',
  },
  {
    up: migration_20261124_191942_recommender.up,
    down: migration_20261124_191942_recommender.down,
    name: '20261124_191942_recommender',
  },
  {
    up: migration_20261124_203500_coach_search_counts.up,
    down: migration_20261124_203500_coach_search_counts.down,
    name: '20261124_203500_coach_search_counts',
  },
  {
    up: migration_20261124_223000_coach_search_totals.up,
    down: migration_20261124_223000_coach_search_totals.down,
    name: '20261124_223000_coach_search_totals',
  },
  {
    up: migration_20261125_004913_cdn_purge.up,
    down: migration_20261125_004913_cdn_purge.down,
    name: '20261125_004913_cdn_purge',
  },
  {
    up: migration_20261125_012807_social_link_home_pages.up,
    down: migration_20261125_012807_social_link_home_pages.down,
    name: '20261125_012807_social_link_home_pages',
  },
  {
    up: migration_20261125_035514_maps.up,
    down: migration_20261125_035514_maps.down,
    name: '20261125_035514_maps',
  },
  {
    up: migration_20261125_035522_organisation_region_languages.up,
    down: migration_20261125_035522_organisation_region_languages.down,
    name: '20261125_035522_organisation_region_languages',
  },
  {
    up: migration_20261127_121011_title_search.up,
    down: migration_20261127_121011_title_search.down,
    name: '20261127_121011_title_search',
  },
  {
    up: migration_20261127_122703_job_city.up,
    down: migration_20261127_122703_job_city.down,
    name: '20261127_122703_job_city',
  },
  {
    up: migration_20261127_183206_audit_trail.up,
    down: migration_20261127_183206_audit_trail.down,
    name: '20261127_183206_audit_trail',
  },
  {
    up: migration_20261127_184611_data_exports.up,
    down: migration_20261127_184611_data_exports.down,
    name: '20261127_184611_data_exports',
  },
  {
    up: migration_20261127_191014_account_deletion.up,
    down: migration_20261127_191014_account_deletion.down,
    name: '20261127_191014_account_deletion',
  },
  {
    up: migration_20261127_212740_second_factor_sessions.up,
    down: migration_20261127_212740_second_factor_sessions.down,
    name: '20261127_212740_second_factor_sessions',
  },
  {
    up: migration_20261127_220105_privacy_consent.up,
    down: migration_20261127_220105_privacy_consent.down,
    name: '20261127_220105_privacy_consent',
  },
  {
    up: migration_20261128_011958_bookings.up,
    down: migration_20261128_011958_bookings.down,
    name: '20261128_011958_bookings',
  },
  {
    up: migration_20261128_040242_coach_accounts.up,
    down: migration_20261128_040242_coach_accounts.down,
    name: '20261128_040242_coach_accounts',
  },
  {
    up: migration_20261128_044541_booking_removed_mail.up,
    down: migration_20261128_044541_booking_removed_mail.down,
    name: '20261128_044541_booking_removed_mail',
  },
  {
    up: migration_20261128_071245_orders_and_payments.up,
    down: migration_20261128_071245_orders_and_payments.down,
    name: '20261128_071245_orders_and_payments',
  },
  {
    up: migration_20261128_072042_reviews.up,
    down: migration_20261128_072042_reviews.down,
    name: '20261128_072042_reviews',
  },
  {
    up: migration_20261128_073530_messages.up,
    down: migration_20261128_073530_messages.down,
    name: '20261128_073530_messages',
  },
  {
    up: migration_20261128_105119_service_manager_hours.up,
    down: migration_20261128_105119_service_manager_hours.down,
    name: '20261128_105119_service_manager_hours',
  },
  {
    up: migration_20261202_050000_public_list_indexes.up,
    down: migration_20261202_050000_public_list_indexes.down,
    name: '20261202_050000_public_list_indexes',
  },
  {
    up: migration_20261202_130000_title_search_totals.up,
    down: migration_20261202_130000_title_search_totals.down,
    name: '20261202_130000_title_search_totals',
  },
];
