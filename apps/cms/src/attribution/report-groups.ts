/** The groups every campaign summary figure is given for: in all, by source, medium, campaign and the three together. */
export type Dimension = 'total' | 'source' | 'medium' | 'campaign' | 'combination'

/** GROUP BY of a summary over columns named source, medium and campaign. */
export const SUMMARY_GROUPS = 'GROUPING SETS ((), (source), (medium), (campaign), (source, medium, campaign))'

/** The select-list column naming each SUMMARY_GROUPS row's dimension. */
export const SUMMARY_DIMENSION = `CASE grouping(source, medium, campaign)
  WHEN 7 THEN 'total' WHEN 3 THEN 'source' WHEN 5 THEN 'medium' WHEN 6 THEN 'campaign' ELSE 'combination' END AS dimension`

/** The key of a report group: its dimension and its values, as the summary's own groups are keyed. */
export const groupKey = (
  dimension: Dimension,
  row: { source: string | null; medium: string | null; campaign: string | null },
) => JSON.stringify([dimension, row.source, row.medium, row.campaign])

/** A row of a query grouped by SUMMARY_GROUPS: its dimension, its group's values, then its figures. */
export type GroupedRow = { dimension: Dimension; source: string | null; medium: string | null; campaign: string | null }

/** Each group's figures under its key, for the summary to join to its own groups. */
export function byGroupKey<Figures>(rows: (GroupedRow & Figures)[]): Map<string, Figures> {
  return new Map(
    rows.map(({ dimension, source, medium, campaign, ...figures }) => [
      groupKey(dimension, { source, medium, campaign }),
      figures as Figures,
    ]),
  )
}
