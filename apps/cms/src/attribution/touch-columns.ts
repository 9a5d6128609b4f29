/** A session's first-touch facts the reports filter and group by, as one source of report rows spells them. */
export interface TouchColumns {
  /** The session's UTC day. */
  day: string
  source: string
  medium: string
  campaign: string
  hasClickId: string
  /** The campaign landing page (/lp/{slug}) it first landed on, or NULL. */
  landingPage: string
}

export type TouchDimension = Exclude<keyof TouchColumns, 'hasClickId'>

/** The sessions themselves, `attribution a`. */
export const SESSION_TOUCH: TouchColumns = {
  day: `(a.created_at AT TIME ZONE 'UTC')::date`,
  source: 'a.utm_source',
  medium: 'a.utm_medium',
  campaign: 'a.utm_campaign',
  hasClickId: '(a.gclid IS NOT NULL OR a.gbraid IS NOT NULL OR a.wbraid IS NOT NULL)',
  // A SQL function (migration report_rollups), shared with the rollup's backfill and the desk's copies.
  landingPage: 'attribution_landing_path(a.landing_page)',
}

/** The daily rollup of closed days, `attribution_daily d`. */
export const ROLLUP_TOUCH: TouchColumns = {
  day: 'd.day',
  source: 'd.utm_source',
  medium: 'd.utm_medium',
  campaign: 'd.utm_campaign',
  hasClickId: 'd.has_click_id',
  landingPage: 'd.landing_page',
}

/** The copy of its session's first touch each desk lead carries (kept by triggers), `desk_leads dl`. */
export const LEAD_TOUCH: TouchColumns = {
  day: 'dl.session_day',
  source: 'dl.session_source',
  medium: 'dl.session_medium',
  campaign: 'dl.session_campaign',
  hasClickId: 'dl.session_has_click_id',
  landingPage: 'dl.session_landing_page',
}
