import type { VisitKind } from '@ecs/shared/booking'
import type { VisitMail } from '../booking/visit-emails'
import type { ReviewRequestStep } from '../booking/review-emails'

/**
 * The sentences of the mails, texts, calendar invitations and PDF a customer gets after their first
 * confirmation (a booked visit's, a done job's review request, a quote's), in English: the source of the
 * other languages' type, so a sentence missing in one fails the type check. Sentences with values are
 * functions, so each language orders its own.
 */
export const en = {
  hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  visit: {
    heading: (mail: VisitMail, kind: VisitKind) => {
      const what = kind === 'job' ? 'job' : 'estimate visit'
      const happens: Record<VisitMail, string> = {
        confirmation: 'is booked',
        cancelled: 'is cancelled',
        reminder: 'is tomorrow',
      }
      return `Your ${what} ${happens[mail]}`
    },
    when: 'When',
    where: 'Where',
    reference: 'Reference',
    bookAnother: (phone: string) => `To book another time, call ${phone}.`,
    changeButton: 'Change or cancel',
    changeOnline: (until: string, phone: string) =>
      `You can change or cancel it online until ${until}; after that, call ${phone}. The link is yours alone: please do not forward it.`,
    callToChange: (phone: string) => `To change it, call ${phone}.`,
    reminderText: (office: string, when: string, reference: string, phone: string) =>
      `${office}: a reminder of your visit ${when} (${reference}). To change it, call ${phone}. Reply STOP to opt out.`,
    invitationTitle: (kind: VisitKind, office: string) => `${kind === 'job' ? 'Job' : 'Estimate visit'}: ${office}`,
    invitationDescription: (reference: string, phone: string) => `Reference ${reference}. To change it, call ${phone}.`,
  },
  review: {
    subject: (step: ReviewRequestStep, office: string) =>
      step === 'request'
        ? `How did we do? A review of your job with ${office}`
        : `A reminder: how did we do? (${office})`,
    heading: 'How did we do?',
    askEveryone: (reference: string) =>
      `We ask every customer for a review after each job (reference ${reference}). Please tell us and your neighbors how it went, whatever you thought of it: it takes a minute.`,
    googleButton: 'Write a review on Google',
    onOurSite: 'Or write it on our site:',
    stopReminder: 'We will remind you once in a few days. To stop that reminder:',
    lastMessage: 'This is our last message about it.',
    text: (office: string, link: string) =>
      `${office}: thank you for choosing us. How did we do? We ask every customer for a review: ${link} Reply STOP to opt out.`,
  },
  quote: {
    subject: (number: string, office: string) => `Your quote ${number} from ${office}`,
    preview: (number: string, total: string) => `Your quote ${number}: ${total}`,
    heading: (number: string) => `Your quote ${number} is ready`,
    total: 'Total',
    depositToBook: 'Deposit to book',
    validUntil: 'Valid until',
    seeButton: 'See your quote',
    onThatPage: (phone: string) =>
      `On that page you can download it as a PDF, accept it, tell us it does not suit you, or ask us a question. The link is yours alone: please do not forward it. Questions? Call ${phone}.`,
    pdf: {
      title: (number: string) => `Quote ${number}`,
      titleWithVersion: (number: string, version: number) => `Quote ${number} (version ${version})`,
      issued: (issuedOn: string, validUntil: string) => `Issued ${issuedOn}, valid until ${validUntil}`,
      forCustomer: (name: string) => `For ${name}`,
      columns: { what: 'Service', quantity: 'Qty', unit: 'Each', amount: 'Amount' },
      planDiscount: (plan: string, percent: number) => `${plan} discount (${percent}%)`,
      subtotal: 'Subtotal',
      discount: 'Discount',
      total: 'Total',
      deposit: 'Deposit',
      notes: 'Notes',
      howToAccept: (phone: string) =>
        `To accept, open the link in your email, type your name and tick the terms. The deposit books your job; the balance is due when the work is done. Questions: ${phone}.`,
      accepted: (name: string, on: string) => `Accepted by ${name} on ${on}.`,
      totalSubject: (total: string) => `Total ${total}`,
    },
  },
}

export type CustomerWords = typeof en
