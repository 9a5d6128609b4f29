/** A plain decimal number (a refund, a balance in credit): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * A CSV cell. Quoted when needed; a leading =, +, - or @ (or a tab or carriage return) is defused with
 * an apostrophe so a spreadsheet never runs a visitor-supplied value (a campaign tag, a name) as a
 * formula. A negative number stays a number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * A CSV download streamed batch by batch, so memory stays flat however many rows match: `nextBatch`
 * answers the next rows (already as cells) and an empty list when done. `preamble` lines come first,
 * unquoted (Google's "Parameters:" line).
 */
export function csvDownload(
  fileName: string,
  header: readonly string[],
  nextBatch: () => Promise<readonly (readonly unknown[])[]>,
  { preamble = [], onError }: { preamble?: readonly string[]; onError?: (error: unknown) => void } = {},
): Response {
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${preamble.map((line) => `${line}\r\n`).join('')}${csvLine(header)}`))
    },
    async pull(controller) {
      try {
        const rows = await nextBatch()
        if (rows.length === 0) return controller.close()
        controller.enqueue(encoder.encode(rows.map(csvLine).join('')))
      } catch (error) {
        onError?.(error)
        controller.error(error)
      }
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  })
}
