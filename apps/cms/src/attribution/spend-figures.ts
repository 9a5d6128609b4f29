import { campaignKey, NONE } from '@ecs/shared/attribution'
import { META_SOURCES, MICROSOFT_SOURCES } from '@ecs/shared/calls'
import type { AdPlatform } from '../collections/ad-spend'
import type { Pool } from '../utilities/database'
import type { ReportQuery } from './report-filters'
import { sourcesCountedAs, type SourceRuleSet } from './source-rules'

/** The utm_source values (lower case) of the visits each platform's spend paid for; "other" is matched by campaign alone. */
const PLATFORM_SOURCES: Record<AdPlatform, readonly string[]> = {
  'google-ads': ['google'],
  'microsoft-ads': MICROSOFT_SOURCES,
  meta: META_SOURCES,
  other: [],
}

interface SpendRow {
  key: string
  /** The campaign as the first import or entry spelt it. */
  campaign: string
  platform: AdPlatform
  cost: number
}

/** Whether `platform`'s spend paid for the visits the reports count under `source` (with the rules' merges). */
function paysFor(platform: AdPlatform, source: string, rules: SourceRuleSet): boolean {
  return sourcesCountedAs(source, rules).some((stored) => PLATFORM_SOURCES[platform].includes(stored.toLowerCase()))
}

/** A group's money figures: its cost and what each lead, won job and won dollar cost; null where a division has nothing to divide by. */
export function spendFigures(cost: number | null, row: { leads: number; won: number; value: number }) {
  return {
    cost,
    costPerLead: cost === null || row.leads === 0 ? null : cost / row.leads,
    costPerWonJob: cost === null || row.won === 0 ? null : cost / row.won,
    returnOnAdSpend: cost === null || cost === 0 ? null : row.value / cost,
  }
}

/**
 * The ad spend of the report's range, summed per campaign and platform, and what each report group
 * cost: a campaign's spend on every platform, a source's the spend of the platforms that pay for it, a
 * combination's its campaign's on its source's platforms. The campaign and source filters narrow it;
 * spend has no medium, click id or lead, so with one of those filters (or by medium) there is no cost
 * to show: null, never a guess.
 */
export class RangeSpend {
  private constructor(
    private readonly rows: SpendRow[],
    private readonly query: ReportQuery,
  ) {}

  static async read(pool: Pool, query: ReportQuery): Promise<RangeSpend> {
    const { rows } = await pool.query<SpendRow>(
      `SELECT lower(trim(campaign)) AS key, min(campaign) AS campaign, platform, sum(cost)::float8 AS cost
       FROM ad_spend WHERE day >= $1::date AND day < $2::date + 1
       GROUP BY 1, 3`,
      [query.from, query.to],
    )
    return new RangeSpend(rows, query)
  }

  /** Whether spend can be set against the report's figures at all (no medium, click id or converted filter). */
  private get divisible(): boolean {
    return !this.query.medium && !this.query.hasClickId && !this.query.converted
  }

  /** The spend rows the campaign and source filters keep. */
  private get filtered(): SpendRow[] {
    const { campaign, source, sourceRules } = this.query
    if (campaign === NONE || source === NONE) return []
    return this.rows.filter(
      (row) =>
        (campaign === undefined || row.key === campaignKey(campaign)) &&
        (source === undefined || paysFor(row.platform, source, sourceRules)),
    )
  }

  private sum(match: (row: SpendRow) => boolean): number | null {
    if (!this.divisible) return null
    const rows = this.filtered.filter(match)
    return rows.length === 0 ? null : rows.reduce((total, row) => total + row.cost, 0)
  }

  total(): number | null {
    return this.sum(() => true)
  }

  forSource(source: string | null): number | null {
    return source === null ? null : this.sum((row) => paysFor(row.platform, source, this.query.sourceRules))
  }

  forCampaign(campaign: string | null): number | null {
    return campaign === null ? null : this.sum((row) => row.key === campaignKey(campaign))
  }

  forCombination(source: string | null, campaign: string | null): number | null {
    if (source === null || campaign === null) return null
    return this.sum((row) => row.key === campaignKey(campaign) && paysFor(row.platform, source, this.query.sourceRules))
  }

  /** The campaigns that cost something in the range but brought no visit the report counts (their spend still shows). */
  campaignsWithout(keys: Set<string>): string[] {
    if (!this.divisible) return []
    const names = new Map(this.filtered.filter((row) => !keys.has(row.key)).map((row) => [row.key, row.campaign]))
    return [...names.values()]
  }
}
