import { parse } from 'csv-parse/sync'
import type { AdPlatform } from '../collections/ad-spend'

/** One campaign's cost on one day, as an export states it. */
export interface SpendLine {
  day: string
  campaign: string
  cost: number
}

/** Why a file cannot be imported: the line and column at fault (column null for the file as a whole). */
export class SpendCsvError extends Error {
  constructor(
    readonly line: number | null,
    readonly column: string | null,
    message: string,
  ) {
    super(message)
  }
}

/** How one ad platform's export names its columns and spells its days. */
interface ExportFormat {
  platform: AdPlatform
  name: string
  /** The header's day, campaign and cost columns: the first name the header has of each list. */
  day: readonly string[]
  campaign: readonly string[]
  cost: readonly string[]
  /** The column naming each line's currency (Google's and Microsoft's "Currency code"), if the export has one. */
  currency: readonly string[]
  /** The export's header names the account's currency in its cost column ("Amount spent (EUR)"): the code, or null. */
  headerCurrency: (cell: string) => string | null
  /** The day as the export writes it, as YYYY-MM-DD; null when it is not a day. */
  readDay: (text: string) => string | null
  /** A line below the table (a total, a copyright): the table ends there. */
  ends: (cells: string[]) => boolean
}

const isoDay = (year: number, month: number, date: number): string | null => {
  const day = new Date(Date.UTC(year, month - 1, date))
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date
    ? day.toISOString().slice(0, 10)
    : null
}
/** 2026-11-01 (Google Ads, Meta). */
const readIsoDay = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null
}
/** 11/1/2026 (Microsoft Ads' US date), or an ISO day where the account is set to it. */
const readUsDay = (text: string) => {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  return match ? isoDay(Number(match[3]), Number(match[1]), Number(match[2])) : readIsoDay(text)
}

/**
 * The three exports we read, as their report downloads come: Google Ads' campaign report by day (a title
 * line and the date range above the header, "Total: ..." lines below); Microsoft Ads' campaign performance
 * report by day (quoted "Report Name: ..." lines above, a copyright line below); Meta Ads Manager's
 * campaigns broken down by day (the header first; "Amount spent (USD)" names the account's currency).
 */
const FORMATS: readonly ExportFormat[] = [
  {
    platform: 'google-ads',
    name: 'Google Ads campaign report',
    day: ['Day'],
    campaign: ['Campaign'],
    cost: ['Cost'],
    currency: ['Currency code', 'Currency'],
    headerCurrency: () => null,
    readDay: readIsoDay,
    ends: (cells) => /^Total:/i.test(cells[0] ?? ''),
  },
  {
    platform: 'microsoft-ads',
    name: 'Microsoft Ads campaign performance report',
    day: ['Gregorian date', 'TimePeriod', 'Day'],
    campaign: ['Campaign name', 'CampaignName'],
    cost: ['Spend'],
    currency: ['Currency code', 'CurrencyCode'],
    headerCurrency: () => null,
    readDay: readUsDay,
    ends: (cells) => /^(©|\(c\)|Total)/i.test(cells[0] ?? ''),
  },
  {
    platform: 'meta',
    name: 'Meta Ads Manager campaigns export',
    day: ['Day', 'Reporting starts'],
    campaign: ['Campaign name'],
    cost: ['Amount spent (USD)', 'Amount spent'],
    currency: [],
    headerCurrency: (cell) => /^Amount spent \(([A-Za-z]{3})\)$/.exec(cell.trim())?.[1]?.toUpperCase() ?? null,
    readDay: readIsoDay,
    ends: () => false,
  },
]

/** The column index of the first of `names` the header has, or -1. */
const columnOf = (header: string[], names: readonly string[]) => {
  for (const name of names) {
    const index = header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase())
    if (index >= 0) return index
  }
  return -1
}

/** An amount as the exports write it: "1,234.56", "$12.00", "0"; null when it is not one. */
function readAmount(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d+)?$/.test(plain)) return null
  return Number(plain)
}

const MAX_CAMPAIGN_LENGTH = 200

/**
 * The one currency spend is kept in: there is no exchange-rate source to convert another faithfully, and
 * a cost in euros counted as dollars would make every cost per lead wrong, so a file in another is refused.
 */
const SPEND_CURRENCY = 'USD'
const otherCurrency = (code: string) =>
  `the amounts are in ${code}; spend is imported only in US dollars, so the ad account's currency must be ${SPEND_CURRENCY}.`

/** A cell as an error message quotes it: its first 40 characters. */
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`

/**
 * The spend lines of an ad platform's CSV export and the platform it came from, told by its header
 * (the first line naming a day, a campaign and a cost column of one platform's export). Lines above the
 * header are the export's title and range; the table ends at its total or copyright line. Every line of
 * the table must read whole, or the file is refused at the first bad line and column: nothing is taken
 * from a file with a bad line. A campaign's day given twice (two accounts, two rows) is summed.
 */
export function readSpendCsv(text: string): { format: ExportFormat; lines: SpendLine[] } {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    // With `info`, each record comes with where it was read (its typings leave that out of the result).
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: true,
    }) as unknown as typeof records
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null
    throw new SpendCsvError(line, null, `The file is not a readable CSV: ${(error as Error).message}`)
  }
  for (const [index, { record }] of records.entries()) {
    for (const format of FORMATS) {
      const columns = {
        day: columnOf(record, format.day),
        campaign: columnOf(record, format.campaign),
        cost: columnOf(record, format.cost),
      }
      if (columns.day >= 0 && columns.campaign >= 0 && columns.cost < 0) {
        const named = record.find((cell) => format.headerCurrency(cell) !== null)
        if (named !== undefined && format.headerCurrency(named) !== SPEND_CURRENCY)
          throw new SpendCsvError(
            records[index]!.info.lines,
            named,
            `Line ${records[index]!.info.lines}, column "${named}": ${otherCurrency(format.headerCurrency(named)!)}`,
          )
      }
      if (columns.day < 0 || columns.campaign < 0 || columns.cost < 0) continue
      const currencyColumn = columnOf(record, format.currency)
      const names = { day: record[columns.day]!, campaign: record[columns.campaign]!, cost: record[columns.cost]! }
      const byKey = new Map<string, SpendLine>()
      for (const { record: cells, info } of records.slice(index + 1)) {
        if (format.ends(cells)) break
        const cell = (column: keyof typeof columns) => cells[columns[column]]?.trim() ?? ''
        const refuse = (column: keyof typeof columns, message: string) =>
          new SpendCsvError(info.lines, names[column], `Line ${info.lines}, column "${names[column]}": ${message}`)
        const day = format.readDay(cell('day'))
        if (!day) throw refuse('day', `${quoted(cell('day'))} is not a day.`)
        const campaign = cell('campaign')
        if (!campaign) throw refuse('campaign', 'the campaign is missing.')
        if (campaign.length > MAX_CAMPAIGN_LENGTH)
          throw refuse('campaign', `a campaign name can be at most ${MAX_CAMPAIGN_LENGTH} characters.`)
        // Postgres text cannot hold a NUL, and no platform names a campaign with a control character.
        if (/\p{Cc}/u.test(campaign)) throw refuse('campaign', 'the campaign name has a control character.')
        const currency = currencyColumn < 0 ? SPEND_CURRENCY : (cells[currencyColumn]?.trim().toUpperCase() ?? '')
        if (currency !== SPEND_CURRENCY)
          throw new SpendCsvError(
            info.lines,
            record[currencyColumn]!,
            `Line ${info.lines}, column "${record[currencyColumn]}": ${otherCurrency(quoted(currency))}`,
          )
        const cost = readAmount(cell('cost'))
        if (cost === null) throw refuse('cost', `${quoted(cell('cost'))} is not an amount.`)
        const key = JSON.stringify([day, campaign])
        const seen = byKey.get(key)
        // In cents, so a sum of two rows is the sum the export meant (0.1 + 0.2 is 0.3).
        byKey.set(key, { day, campaign, cost: Math.round(((seen?.cost ?? 0) + cost) * 100) / 100 })
      }
      return { format, lines: [...byKey.values()] }
    }
  }
  throw new SpendCsvError(
    null,
    null,
    `No header of a known export was found: ${FORMATS.map((format) => `a ${format.name} (${format.day[0]}, ${format.campaign[0]}, ${format.cost[0]})`).join(', ')}.`,
  )
}
