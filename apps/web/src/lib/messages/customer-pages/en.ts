import type { VisitKind, VisitStatus } from '@ecs/shared/booking'

/**
 * The words of a customer's private pages (their quote's, their booked visit's), apart from the site's
 * catalogue: only those pages' chunks load them, so no public page's first view carries them. The
 * source and the type of every other language's; dates and money are said by `Intl` in the page's
 * language, the CMS's labels (a visit's time, the windows) come in the customer's language already.
 */
export const en = {
  quotePage: {
    title: 'Your quote',
    description: 'Your quote from Clearview Exterior Cleaning.',
    intro: 'Read it, download it, and accept it or ask us about it.',
    opening: 'Opening your quote…',
  },
  visitPage: {
    title: 'Your visit',
    description: 'Your visit from Clearview Exterior Cleaning.',
    intro: 'When we come, and moving or cancelling it.',
    opening: 'Opening your visit…',
  },
  /** Why a link shows nothing, by what the CMS answered; each ends with the office's phone. */
  refused: {
    quote: {
      expired: 'This quote link has expired',
      expiredWhy: 'A quote is valid until its date, and a new version replaces it (we email you its link).',
      invalid: 'This quote link is not valid',
      failed: 'We could not open your quote',
    },
    visit: {
      expired: 'This link has expired',
      expiredWhy: 'The visit it was for has begun.',
      invalid: 'This link is not valid',
      failed: 'We could not open your visit',
    },
    invalidWhy: 'It may have been cut short or changed: please open it from our email again.',
    tooMany: 'Too many tries in a short time. Please wait a few minutes.',
    busy: 'Please try again in a moment.',
    callUs: 'You can also call us on',
  },
  quote: {
    heading: (number: string) => `Quote ${number}`,
    from: (office: string, customer: string | null) => `From ${office}${customer ? ` for ${customer}` : ''}.`,
    dates: (issued: string, validUntil: string) => `Issued ${issued}, valid until ${validUntil}.`,
    pdf: 'Download the PDF',
    lines: 'What we will do',
    quantity: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    lineDiscount: (amount: string, plan: string | null, percent: number) =>
      `, less ${amount} ${plan ?? 'plan'} discount (${percent}%)`,
    planDiscount: 'Plan discount',
    total: 'Total',
    deposit: 'Deposit to book the job',
    accepted: (name: string | null, date: string) => `You accepted this quote as ${name} on ${date}.`,
    declined: 'You declined this quote. If you change your mind, call us on',
    accept: {
      title: 'Accept this quote',
      name: 'Your full name, as your signature',
      terms: 'terms of service',
      button: 'Accept the quote',
      notReached: 'Your acceptance did not reach us. Please try again.',
    },
    question: {
      title: 'A question?',
      label: 'Your question',
      button: 'Send the question',
      missing: 'Please write your question.',
      sent: 'Thank you: the office has your question and will answer you.',
    },
    decline: {
      title: 'Not for you?',
      label: 'Tell us why the quote does not suit you',
      button: 'Decline the quote',
      missing: 'Please tell us why.',
    },
    messageNotReached: 'Your message did not reach us. Please try again.',
    /** A quote answered meanwhile (another tab), declined, or past its date: the CMS's 409. */
    closed: 'This quote can no longer be answered online: it was answered already or is past its date.',
    depositPaid: (amount: string) => `Your deposit of ${amount} is paid. Thank you: the office will confirm your job.`,
    depositConfirming:
      'Thank you for paying. We are confirming your deposit with the card processor; this takes a few seconds.',
    depositTitle: 'Pay the deposit',
    depositIntro: (amount: string) =>
      `A deposit of ${amount} books your job. You will type your card on Stripe's secure page.`,
    depositButton: (amount: string) => `Pay the ${amount} deposit`,
    depositNotOpened: 'The payment page did not open. Please try again, or pay by phone.',
  },
  job: {
    title: 'Book your job',
    intro: 'Choose when our crew comes. Each time is when they start.',
    book: 'Book this time',
    noTimes: 'No time is free online in the next weeks. Please call us on',
    booked: 'Your job is booked',
    emailed: 'We emailed you the booking with a calendar invitation.',
    change: 'Change or cancel it',
    changeByPhone: 'To change it, call',
  },
  visit: {
    /** The page's heading: the visit's kind and where it stands. */
    heading: {
      estimate: {
        booked: 'Estimate visit: booked',
        cancelled: 'Estimate visit: cancelled',
        done: 'Estimate visit: done',
      },
      job: { booked: 'Job: booked', cancelled: 'Job: cancelled', done: 'Job: done' },
    } satisfies Record<VisitKind, Record<VisitStatus, string>>,
    canChange: (until: string) => `You can move or cancel it here until ${until}.`,
    tooLate: (until: string) => `It can no longer be changed online (that was possible until ${until}).`,
    questions: (office: string) => `Questions? Call ${office} on`,
    reminderTitle: 'Your review reminder',
    reminderStopped: 'We will not remind you about a review of this job.',
    reminderDue: 'We asked you for a review of this job and will remind you once. You can stop that reminder here.',
    stopReminder: 'Stop the reminder',
    moveTitle: 'Move it to another time',
    move: 'Move to this time',
    noTimes: 'No other time is free online. Please call us.',
    cancelTitle: 'Cancel it',
    cancel: 'Cancel the visit',
    /** The CMS's 409: cancelled or done already, or past the cut-off. */
    closed: 'This visit can no longer be changed online. Please call us.',
    notReached: 'Your change did not reach us. Please try again.',
  },
  /** A window refused as the job is booked or the visit moved (the CMS's 409, 422, 429). */
  booking: {
    justTaken: (times: string) => `That time was just taken. The next free times: ${times}.`,
    noneLeft: 'That time was just taken, and no other time is free online. Please call us.',
    notOffered: 'Please choose one of the times shown.',
    tooMany: 'Too many tries in a short time. Please wait a few minutes, or call us.',
    notReached: 'Your booking did not reach us. Please try again.',
    closed: 'This can no longer be booked online. Please call us.',
  },
}

export type CustomerPageWords = typeof en
