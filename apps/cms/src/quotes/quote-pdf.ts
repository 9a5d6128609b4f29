import PDFDocument from 'pdfkit'
import type { PayloadRequest } from 'payload'
import { formatCents, longDate, type Language } from '@ecs/shared/schemas'
import type { QuoteView } from '@ecs/shared/quotes'
import { customerWords } from '../customer-words'
import { customerQuote } from './customer-quote'

const MARGIN = 50
const INK = '#0f172a'
const MUTED = '#475569'

/**
 * The quote as a one-column letter-size PDF in the customer's language: who it is from and for, each line,
 * the totals, the deposit and terms.
 */
function drawQuote(doc: PDFKit.PDFDocument, quote: QuoteView, language: Language): void {
  const words = customerWords(language).quote.pdf
  const money = (cents: number) => formatCents(cents)
  const day = (date: string) => longDate(date, language)
  const width = doc.page.width - MARGIN * 2
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(quote.office.name)
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(quote.office.phone).moveDown()
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(words.titleWithVersion(quote.number, quote.version))
  doc.font('Helvetica').fontSize(10).fillColor(MUTED)
  doc.text(words.issued(day(quote.issuedOn), day(quote.validUntil)))
  if (quote.customerName) doc.text(words.forCustomer(quote.customerName))
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
  row(words.columns, true)
  for (const line of quote.lines) {
    row({
      what: line.description,
      quantity: String(line.quantity),
      unit: money(line.unitCents),
      amount: money(line.lineCents),
    })
    if (line.discountCents > 0)
      row({
        what: `  ${words.planDiscount(quote.planName ?? '', quote.planDiscountPercent)}`,
        quantity: '',
        unit: '',
        amount: `-${money(line.discountCents)}`,
      })
  }
  doc.moveDown(0.5)
  const total = (label: string, cents: string, bold = false) =>
    row({ what: '', quantity: '', unit: label, amount: cents }, bold)
  total(words.subtotal, money(quote.totals.subtotalCents))
  if (quote.totals.discountCents > 0) total(words.discount, `-${money(quote.totals.discountCents)}`)
  total(words.total, money(quote.totals.totalCents), true)
  if (quote.totals.depositCents > 0) total(words.deposit, money(quote.totals.depositCents))
  doc.moveDown()
  if (quote.notes) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(words.notes, MARGIN)
    doc.font('Helvetica').text(quote.notes, { width }).moveDown()
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(words.howToAccept(quote.office.phone), MARGIN, undefined, { width })
  if (quote.acceptedAt)
    doc
      .moveDown()
      .fillColor(INK)
      .text(words.accepted(quote.acceptedName ?? '', day(quote.acceptedAt)))
}

/** The PDF of the quote a customer's link names (the same refusals as its page), as a download no cache keeps. */
export async function quotePdf(req: PayloadRequest, token: string, headers: Record<string, string>): Promise<Response> {
  const { quote, language } = await customerQuote(req, token)
  const words = customerWords(language).quote.pdf
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: words.title(quote.number),
      Author: quote.office.name,
      Subject: words.totalSubject(formatCents(quote.totals.totalCents)),
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  drawQuote(doc, quote, language)
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
