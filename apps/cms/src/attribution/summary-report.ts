import type { Pool } from '../utilities/database'
import { callFiguresByGroup, callsWithoutVisitBySource, NO_CALLS } from './call-figures'
import { firstContactByGroup } from './first-contact-figures'
import { groupKey, SUMMARY_DIMENSION, SUMMARY_GROUPS } from './report-groups'
import { countedSessions, sumCounted } from './counted-sessions'
import { SqlValues } from '../utilities/sql-values'
import { RangeSpend, spendFigures } from './spend-figures'
import { breakdownOrder, campaignKey, type Breakdown, type SummaryQuery } from '@ecs/shared/attribution'
import { breakdownPage } from './breakdown-page'
import type { ReportQuery } from './report-filters'
import { NO_WON_VALUE, wonValueByGroup } from './won-value-figures'

/** What a report group counts: sessions, leads, sessions with a lead, won leads and their value. */
export interface GroupCounts {
  sessions: number
  leads: number
  converted: number
  won: number
  value: number
}

interface GroupRow extends GroupCounts {
  dimension: 'total' | 'source' | 'medium' | 'campaign' | 'combination'
  source: string | null
  medium: string | null
  campaign: string | null
}

const perSession = (row: GroupCounts, amount: number) => (row.sessions === 0 ? 0 : amount / row.sessions)

/** A group's figures as every report answers them: conversion is leads / sessions, value per session won value / sessions. */
export const reportFigures = (row: GroupCounts) => ({
  sessions: row.sessions,
  leads: row.leads,
  convertedSessions: row.converted,
  conversionRate: perSession(row, row.leads),
  wonLeads: row.won,
  wonValue: row.value,
  valuePerSession: perSession(row, row.value),
})

/**
 * Sessions, leads, converted sessions, won leads and won value (revenue) over the range, in total and
 * by source, by medium, by campaign and by the three together, in one pass (GROUPING SETS) over the
 * daily rollup, today's sessions and the desk's leads. A session's leads and their value count for its first
 * touch; value per session is won value / sessions. Beside them, each group's calls (callFiguresByGroup; the
 * calls no one visit was shown alone, by their number's source: callsWithoutVisitBySource),
 * its form leads (its leads less its Phone call leads), its leads' median time to first contact, the part
 * of its won value typed by hand and the deposits paid on its quotes (wonValueByGroup), and
 * its ad spend with cost per lead, per won job and return on ad spend (RangeSpend). Every group is
 * counted and costed before its breakdown is sorted and cut to the page asked for (breakdownPage), so a
 * group's row carries its own figures with its spend wherever it falls.
 */
export async function attributionSummary(pool: Pool, query: ReportQuery & SummaryQuery) {
  const values = new SqlValues()
  const relation = await countedSessions(pool, query, values, { dimensions: ['source', 'medium', 'campaign'] })
  const sql = `
    SELECT ${SUMMARY_DIMENSION},
      source, medium, campaign,
      coalesce(sum(s), 0)::int AS sessions, coalesce(sum(l), 0)::int AS leads, coalesce(sum(c), 0)::int AS converted,
      coalesce(sum(w), 0)::int AS won, coalesce(sum(v), 0)::float8 AS value
    FROM ${relation}
    GROUP BY ${SUMMARY_GROUPS}
    HAVING coalesce(sum(s), 0) > 0 OR grouping(source, medium, campaign) = 7
    ORDER BY sessions DESC`
  const [rows, calls, callsWithoutVisit, firstContact, wonValue, spend] = await Promise.all([
    sumCounted<GroupRow>(pool, sql, values),
    callFiguresByGroup(pool, query),
    callsWithoutVisitBySource(pool, query),
    firstContactByGroup(pool, query),
    wonValueByGroup(pool, query),
    RangeSpend.read(pool, query),
  ])
  /**
   * A group's calls beside its form leads (the leads that are not calls), its median time to first
   * contact, where its won value came from (typed by hand, paid on quotes), and its cost.
   */
  const withCalls = (row: GroupRow, cost: number | null) => {
    const key = groupKey(row.dimension, row)
    const figures = calls.get(key) ?? NO_CALLS
    return {
      ...reportFigures(row),
      ...figures,
      formLeads: row.leads - figures.callLeads,
      firstContactMedianMinutes: firstContact.get(key) ?? null,
      ...(wonValue.get(key) ?? NO_WON_VALUE),
      ...spendFigures(cost, row),
    }
  }
  // Two spellings of one campaign ("Spring", "spring") are two rows: its spend goes to the first (most sessions).
  const costed = new Set<string>()
  const costOf = (row: GroupRow) => {
    if (row.dimension === 'source') return spend.forSource(row.source)
    if (row.dimension === 'combination') return spend.forCombination(row.source, row.campaign)
    if (row.dimension !== 'campaign' || row.campaign === null || costed.has(campaignKey(row.campaign))) return null
    costed.add(campaignKey(row.campaign))
    return spend.forCampaign(row.campaign)
  }
  const withRate = (row: GroupRow) => ({
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    ...withCalls(row, costOf(row)),
  })
  const group = (dimension: GroupRow['dimension']) => rows.filter((row) => row.dimension === dimension).map(withRate)
  const visited = group('campaign')
  // A campaign that cost money and brought no visit is the one marketing most needs to see.
  const unvisited = spend.campaignsWithout(costed).map((campaign) => withRate({ ...noGroup('campaign'), campaign }))
  const total = rows.find((row) => row.dimension === 'total') ?? noGroup('total')
  const page = (by: Breakdown, groups: ReturnType<typeof withRate>[]) =>
    breakdownPage(groups, BREAKDOWN_NAMES[by], breakdownOrder(query, by), query.pageSize)
  const [byCampaign, bySource, byMedium, byCombination] = [
    page('campaign', [...visited, ...unvisited]),
    page('source', group('source')),
    page('medium', group('medium')),
    page('combination', group('combination')),
  ]
  return {
    from: query.from,
    to: query.to,
    totals: withCalls(total, spend.total()),
    byCampaign: byCampaign.rows,
    bySource: bySource.rows,
    byMedium: byMedium.rows,
    byCombination: byCombination.rows,
    pages: {
      campaign: byCampaign.page,
      source: bySource.page,
      medium: byMedium.page,
      combination: byCombination.page,
    },
    callsWithoutVisit,
    sourceRules: query.sourceRules,
  }
}

/** A group with nothing counted. */
const noGroup = (dimension: GroupRow['dimension']): GroupRow => ({
  dimension,
  source: null,
  medium: null,
  campaign: null,
  sessions: 0,
  leads: 0,
  converted: 0,
  won: 0,
  value: 0,
})

type Named = Pick<GroupRow, 'source' | 'medium' | 'campaign'>

/** The name a breakdown's group is sorted by: its source, medium or campaign, or the three in that order. */
const BREAKDOWN_NAMES: Record<Breakdown, (row: Named) => string> = {
  campaign: (row) => row.campaign ?? '',
  source: (row) => row.source ?? '',
  medium: (row) => row.medium ?? '',
  combination: (row) => [row.source, row.medium, row.campaign].map((name) => name ?? '').join(' / '),
}
