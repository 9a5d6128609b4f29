import * as migration_20261121_235105_initial from './20261121_235105_initial'
import * as migration_20261122_004254_attribution_last_touch from './20261122_004254_attribution_last_touch'
import * as migration_20261122_010000_attribution_daily_rollup from './20261122_010000_attribution_daily_rollup'
import * as migration_20261122_013500_attribution_session_cover from './20261122_013500_attribution_session_cover'
import * as migration_20261122_025802_site_settings_payment_portal from './20261122_025802_site_settings_payment_portal'
import * as migration_20261123_000813_illustrations from './20261123_000813_illustrations'
import * as migration_20261123_012248_trust_and_offices from './20261123_012248_trust_and_offices'
import * as migration_20261123_021900_sign_in_limits_replace_lockout from './20261123_021900_sign_in_limits_replace_lockout'
import * as migration_20261123_024559_webhook_deliveries_outlive_hooks from './20261123_024559_webhook_deliveries_outlive_hooks'
import * as migration_20261123_031105_lead_desk_stash from './20261123_031105_lead_desk_stash'
import * as migration_20261123_031106_lead_desk from './20261123_031106_lead_desk'
import * as migration_20261123_031107_lead_desk_backfill from './20261123_031107_lead_desk_backfill'
import * as migration_20261123_032412_marketing_redirects from './20261123_032412_marketing_redirects'
import * as migration_20261123_033000_shared_rate_limits from './20261123_033000_shared_rate_limits'
import * as migration_20261123_035658_pay_pricing_local_notes from './20261123_035658_pay_pricing_local_notes'
import * as migration_20261123_042042_google_ads_settings from './20261123_042042_google_ads_settings'
import * as migration_20261123_054935_marketing_landing_pages from './20261123_054935_marketing_landing_pages'
import * as migration_20261123_062601_lead_emails from './20261123_062601_lead_emails'
import * as migration_20261123_063809_marketing_drafts_autosave from './20261123_063809_marketing_drafts_autosave'
import * as migration_20261123_065500_attribution_campaign_cover from './20261123_065500_attribution_campaign_cover'
import * as migration_20261123_070023_marketing_schedule_publish from './20261123_070023_marketing_schedule_publish'
import * as migration_20261123_070705_object_storage_prefix from './20261123_070705_object_storage_prefix'
import * as migration_20261123_074350_community_programs from './20261123_074350_community_programs'
import * as migration_20261123_090717_payments_ledger from './20261123_090717_payments_ledger'
import * as migration_20261123_121511_report_rollups from './20261123_121511_report_rollups'
import * as migration_20261126_065953_calls from './20261126_065953_calls'
import * as migration_20261126_071500_desk_change_notices from './20261126_071500_desk_change_notices'
import * as migration_20261126_071554_quotes from './20261126_071554_quotes'
import * as migration_20261126_074209_estimate_price_range from './20261126_074209_estimate_price_range'
import * as migration_20261126_081846_lead_routing from './20261126_081846_lead_routing'
import * as migration_20261126_084445_texts from './20261126_084445_texts'
import * as migration_20261126_101912_ads_reports from './20261126_101912_ads_reports'
import * as migration_20261126_103805_lead_language from './20261126_103805_lead_language'
import * as migration_20261126_110430_ads_conversion_task from './20261126_110430_ads_conversion_task'
import * as migration_20261126_112426_booking from './20261126_112426_booking'
import * as migration_20261126_115329_localized_words from './20261126_115329_localized_words'
import * as migration_20261126_133425_pages_texts_resumes from './20261126_133425_pages_texts_resumes'
import * as migration_20261126_144703_estimate_business_branch from './20261126_144703_estimate_business_branch'
import * as migration_20261126_145030_review_requests from './20261126_145030_review_requests'
import * as migration_20261126_165326_unfinished_estimates from './20261126_165326_unfinished_estimates'
import * as migration_20261126_174803_customers from './20261126_174803_customers'
import * as migration_20261126_203556_lead_photos from './20261126_203556_lead_photos'
import * as migration_20261126_234540_forget_leadless_customers from './20261126_234540_forget_leadless_customers'
import * as migration_20261127_003609_location_label from './20261127_003609_location_label'
import * as migration_20261127_004521_version_authors from './20261127_004521_version_authors'
import * as migration_20261127_004800_attribution_call_taps_index from './20261127_004800_attribution_call_taps_index'
import * as migration_20261127_024853_proof from './20261127_024853_proof'
import * as migration_20261127_030000_sent_messages from './20261127_030000_sent_messages'
import * as migration_20261127_034429_lead_contact_phone_or_email from './20261127_034429_lead_contact_phone_or_email'
import * as migration_20261127_070000_inbox_order_index from './20261127_070000_inbox_order_index'
import * as migration_20261127_071500_resident_signup_services from './20261127_071500_resident_signup_services'
import * as migration_20261127_071600_empty_landing_drafts from './20261127_071600_empty_landing_drafts'
import * as migration_20261127_163004_location_ad_campaigns from './20261127_163004_location_ad_campaigns'

export const migrations = [
  {
    up: migration_20261121_235105_initial.up,
    down: migration_20261121_235105_initial.down,
    name: '20261121_235105_initial',
  },
  {
    up: migration_20261122_004254_attribution_last_touch.up,
    down: migration_20261122_004254_attribution_last_touch.down,
    name: '20261122_004254_attribution_last_touch',
  },
  {
    up: migration_20261122_010000_attribution_daily_rollup.up,
    down: migration_20261122_010000_attribution_daily_rollup.down,
    name: '20261122_010000_attribution_daily_rollup',
  },
  {
    up: migration_20261122_013500_attribution_session_cover.up,
    down: migration_20261122_013500_attribution_session_cover.down,
    name: '20261122_013500_attribution_session_cover',
  },
  {
    up: migration_20261122_025802_site_settings_payment_portal.up,
    down: migration_20261122_025802_site_settings_payment_portal.down,
    name: '20261122_025802_site_settings_payment_portal',
  },
  {
    up: migration_20261123_000813_illustrations.up,
    down: migration_20261123_000813_illustrations.down,
    name: '20261123_000813_illustrations',
  },
  {
    up: migration_20261123_012248_trust_and_offices.up,
    down: migration_20261123_012248_trust_and_offices.down,
    name: '20261123_012248_trust_and_offices',
  },
  {
    up: migration_20261123_021900_sign_in_limits_replace_lockout.up,
    down: migration_20261123_021900_sign_in_limits_replace_lockout.down,
    name: '20261123_021900_sign_in_limits_replace_lockout',
  },
  {
    up: migration_20261123_024559_webhook_deliveries_outlive_hooks.up,
    down: migration_20261123_024559_webhook_deliveries_outlive_hooks.down,
    name: '20261123_024559_webhook_deliveries_outlive_hooks',
  },
  {
    up: migration_20261123_031105_lead_desk_stash.up,
    down: migration_20261123_031105_lead_desk_stash.down,
    name: '20261123_031105_lead_desk_stash',
  },
  {
    up: migration_20261123_031106_lead_desk.up,
    down: migration_20261123_031106_lead_desk.down,
    name: '20261123_031106_lead_desk',
  },
  {
    up: migration_20261123_031107_lead_desk_backfill.up,
    down: migration_20261123_031107_lead_desk_backfill.down,
    name: '20261123_031107_lead_desk_backfill',
  },
  {
    up: migration_20261123_032412_marketing_redirects.up,
    down: migration_20261123_032412_marketing_redirects.down,
    name: '20261123_032412_marketing_redirects',
  },
  {
    up: migration_20261123_033000_shared_rate_limits.up,
    down: migration_20261123_033000_shared_rate_limits.down,
    name: '20261123_033000_shared_rate_limits',
  },
  {
    up: migration_20261123_035658_pay_pricing_local_notes.up,
    down: migration_20261123_035658_pay_pricing_local_notes.down,
    name: '20261123_035658_pay_pricing_local_notes',
  },
  {
    up: migration_20261123_042042_google_ads_settings.up,
    down: migration_20261123_042042_google_ads_settings.down,
    name: '20261123_042042_google_ads_settings',
  },
  {
    up: migration_20261123_054935_marketing_landing_pages.up,
    down: migration_20261123_054935_marketing_landing_pages.down,
    name: '20261123_054935_marketing_landing_pages',
  },
  {
    up: migration_20261123_062601_lead_emails.up,
    down: migration_20261123_062601_lead_emails.down,
    name: '20261123_062601_lead_emails',
  },
  {
    up: migration_20261123_063809_marketing_drafts_autosave.up,
    down: migration_20261123_063809_marketing_drafts_autosave.down,
    name: '20261123_063809_marketing_drafts_autosave',
  },
  {
    up: migration_20261123_065500_attribution_campaign_cover.up,
    down: migration_20261123_065500_attribution_campaign_cover.down,
    name: '20261123_065500_attribution_campaign_cover',
  },
  {
    up: migration_20261123_070023_marketing_schedule_publish.up,
    down: migration_20261123_070023_marketing_schedule_publish.down,
    name: '20261123_070023_marketing_schedule_publish',
  },
  {
    up: migration_20261123_070705_object_storage_prefix.up,
    down: migration_20261123_070705_object_storage_prefix.down,
    name: '20261123_070705_object_storage_prefix',
  },
  {
    up: migration_20261123_074350_community_programs.up,
    down: migration_20261123_074350_community_programs.down,
    name: '20261123_074350_community_programs',
  },
  {
    up: migration_20261123_090717_payments_ledger.up,
    down: migration_20261123_090717_payments_ledger.down,
    name: '20261123_090717_payments_ledger',
  },
  {
    up: migration_20261123_121511_report_rollups.up,
    down: migration_20261123_121511_report_rollups.down,
    name: '20261123_121511_report_rollups',
  },
  {
    up: migration_20261126_065953_calls.up,
    down: migration_20261126_065953_calls.down,
    name: '20261126_065953_calls',
  },
  {
    up: migration_20261126_071500_desk_change_notices.up,
    down: migration_20261126_071500_desk_change_notices.down,
    name: '20261126_071500_desk_change_notices',
  },
  {
    up: migration_20261126_071554_quotes.up,
    down: migration_20261126_071554_quotes.down,
    name: '20261126_071554_quotes',
  },
  {
    up: migration_20261126_074209_estimate_price_range.up,
    down: migration_20261126_074209_estimate_price_range.down,
    name: '20261126_074209_estimate_price_range',
  },
  {
    up: migration_20261126_081846_lead_routing.up,
    down: migration_20261126_081846_lead_routing.down,
    name: '20261126_081846_lead_routing',
  },
  {
    up: migration_20261126_084445_texts.up,
    down: migration_20261126_084445_texts.down,
    name: '20261126_084445_texts',
  },
  {
    up: migration_20261126_101912_ads_reports.up,
    down: migration_20261126_101912_ads_reports.down,
    name: '20261126_101912_ads_reports',
  },
  {
    up: migration_20261126_103805_lead_language.up,
    down: migration_20261126_103805_lead_language.down,
    name: '20261126_103805_lead_language',
  },
  {
    up: migration_20261126_110430_ads_conversion_task.up,
    down: migration_20261126_110430_ads_conversion_task.down,
    name: '20261126_110430_ads_conversion_task',
  },
  {
    up: migration_20261126_112426_booking.up,
    down: migration_20261126_112426_booking.down,
    name: '20261126_112426_booking',
  },
  {
    up: migration_20261126_115329_localized_words.up,
    down: migration_20261126_115329_localized_words.down,
    name: '20261126_115329_localized_words',
  },
  {
    up: migration_20261126_133425_pages_texts_resumes.up,
    down: migration_20261126_133425_pages_texts_resumes.down,
    name: '20261126_133425_pages_texts_resumes',
  },
  {
    up: migration_20261126_144703_estimate_business_branch.up,
    down: migration_20261126_144703_estimate_business_branch.down,
    name: '20261126_144703_estimate_business_branch',
  },
  {
    up: migration_20261126_145030_review_requests.up,
    down: migration_20261126_145030_review_requests.down,
    name: '20261126_145030_review_requests',
  },
  {
    up: migration_20261126_165326_unfinished_estimates.up,
    down: migration_20261126_165326_unfinished_estimates.down,
    name: '20261126_165326_unfinished_estimates',
  },
  {
    up: migration_20261126_174803_customers.up,
    down: migration_20261126_174803_customers.down,
    name: '20261126_174803_customers',
  },
  {
    up: migration_20261126_203556_lead_photos.up,
    down: migration_20261126_203556_lead_photos.down,
    name: '20261126_203556_lead_photos',
  },
  {
    up: migration_20261126_234540_forget_leadless_customers.up,
    down: migration_20261126_234540_forget_leadless_customers.down,
    name: '20261126_234540_forget_leadless_customers',
  },
  {
    up: migration_20261127_003609_location_label.up,
    down: migration_20261127_003609_location_label.down,
    name: '20261127_003609_location_label',
  },
  {
    up: migration_20261127_004521_version_authors.up,
    down: migration_20261127_004521_version_authors.down,
    name: '20261127_004521_version_authors',
  },
  {
    up: migration_20261127_004800_attribution_call_taps_index.up,
    down: migration_20261127_004800_attribution_call_taps_index.down,
    name: '20261127_004800_attribution_call_taps_index',
  },
  {
    up: migration_20261127_024853_proof.up,
    down: migration_20261127_024853_proof.down,
    name: '20261127_024853_proof',
  },
  {
    up: migration_20261127_030000_sent_messages.up,
    down: migration_20261127_030000_sent_messages.down,
    name: '20261127_030000_sent_messages',
  },
  {
    up: migration_20261127_034429_lead_contact_phone_or_email.up,
    down: migration_20261127_034429_lead_contact_phone_or_email.down,
    name: '20261127_034429_lead_contact_phone_or_email',
  },
  {
    up: migration_20261127_070000_inbox_order_index.up,
    down: migration_20261127_070000_inbox_order_index.down,
    name: '20261127_070000_inbox_order_index',
  },
  {
    up: migration_20261127_071500_resident_signup_services.up,
    down: migration_20261127_071500_resident_signup_services.down,
    name: '20261127_071500_resident_signup_services',
  },
  {
    up: migration_20261127_071600_empty_landing_drafts.up,
    down: migration_20261127_071600_empty_landing_drafts.down,
    name: '20261127_071600_empty_landing_drafts',
  },
  {
    up: migration_20261127_163004_location_ad_campaigns.up,
    down: migration_20261127_163004_location_ad_campaigns.down,
    name: '20261127_163004_location_ad_campaigns',
  },
]
