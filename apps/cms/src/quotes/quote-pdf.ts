import PDFDocument from 'pdfkit'
import type { PayloadRequest } from 'payload'
import { formatCents } from '@ecs/shared/schemas'
import type { QuoteView } from '@ecs/shared/quotes'
import { customerQuote } from './customer-quote'

const MARGIN = 50
const INK = '#0f172a'
const MUTED = '#475569'

/** The quote as a one-column letter-size PDF: who it is from and for, each line, the totals, the deposit and terms. */
function drawQuote(doc: PDFKit.PDFDocument, quote: QuoteView): void {
  const width = doc.page.width - MARGIN * 2
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(quote.office.name)
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(quote.office.phone).moveDown()
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(`Quote ${quote.number} (version ${quote.version})`)
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
  doc.text(`Issued ${quote.issuedOn}, valid until ${quote.validUntil}`)
  if (quote.customerName) doc.text(`For ${quote.customerName}`)
  if (quote.address) doc.text(quote.address)
  doc.moveDown()

  const columns = {
    what: MARGIN,
    quantity: MARGIN + width * 0.55,
    unit: MARGIN + width * 0.67,
    amount: MARGIN + width * 0.82,
  }
  const row = (cells: { what: string; quantity: string; unit: string; amount: string }, bold = false) => {
    const y = doc.y
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK)
    doc.text(cells.what, columns.what, y, { width: width * 0.53 })
    const after = doc.y
    doc.text(cells.quantity, columns.quantity, y, { width: width * 0.1, align: 'right' })
    doc.text(cells.unit, columns.unit, y, { width: width * 0.14, align: 'right' })
    doc.text(cells.amount, columns.amount, y, { width: width * 0.18, align: 'right' })
    doc.x = MARGIN
    doc.y = Math.max(after, doc.y) + 4
  }
  row({ what: 'Service', quantity: 'Qty', unit: 'Each', amount: 'Amount' }, true)
  for (const line of quote.lines) {
    row({
      what: line.description,
      quantity: String(line.quantity),
      unit: formatCents(line.unitCents),
      amount: formatCents(line.lineCents),
    })
    if (line.discountCents > 0)
      row({
        what: `  ${quote.planName} discount (${quote.planDiscountPercent}%)`,
        quantity: '',
        unit: '',
        amount: `-${formatCents(line.discountCents)}`,
      })
  }
  doc.moveDown(0.5)
  const total = (label: string, cents: string, bold = false) =>
    row({ what: '', quantity: '', unit: label, amount: cents }, bold)
  total('Subtotal', formatCents(quote.totals.subtotalCents))
  if (quote.totals.discountCents > 0) total('Discount', `-${formatCents(quote.totals.discountCents)}`)
  total('Total', formatCents(quote.totals.totalCents), true)
  if (quote.totals.depositCents > 0) total('Deposit', formatCents(quote.totals.depositCents))
  doc.moveDown()
  if (quote.notes) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Notes', MARGIN)
    doc.font('Helvetica').text(quote.notes, { width }).moveDown()
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `To accept, open the link in your email, type your name and tick the terms. The deposit books your job; the balance is due when the work is done. Questions: ${quote.office.phone}.`,
      MARGIN,
      undefined,
      { width },
    )
  if (quote.acceptedAt)
    doc
      .moveDown()
      .fillColor(INK)
      .text(`Accepted by ${quote.acceptedName} on ${quote.acceptedAt.slice(0, 10)}.`)
}

/** The PDF of the quote a customer's link names (the same refusals as its page), as a download no cache keeps. */
export async function quotePdf(req: PayloadRequest, token: string, headers: Record<string, string>): Promise<Response> {
  const { quote } = await customerQuote(req, token)
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `Quote ${quote.number}`,
      Author: quote.office.name,
      Subject: `Total ${formatCents(quote.totals.totalCents)}`,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  drawQuote(doc, quote)
  doc.end()
  await ended
  const body = Buffer.concat(chunks)
  return new Response(body, {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'application/pdf',
      'content-length': String(body.length),
      'content-disposition': `attachment; filename="${quote.number}.pdf"`,
    },
  })
}
