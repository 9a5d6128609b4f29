import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOME_SIZES, PLAN_FACTS, PLAN_FREQUENCIES, PLAN_IDS, PLAN_VISITS_PER_YEAR } from '../src/catalog'
import {
  DEFAULT_PLAN_PRICES,
  MIN_FILL_TIME_MS,
  companyInfoSchema,
  formatUsPhone,
  formatUsd,
  isLikelyBot,
  locationContentSchema,
  normalizeUsPhone,
  planPrice,
  protectionPlanSchema,
  quickSendMs,
  resumeProblem,
  type PlanPriceTable,
  yearlyPlanCents,
} from '../src/schemas'

describe('planPrice', () => {
  it.each([
    ['basic', 'small', 25.99],
    ['basic', 'medium', 39.99],
    ['basic', 'large', 59.99],
    ['plus', 'small', 79.99],
    ['plus', 'medium', 129.99],
    ['plus', 'large', 179.99],
    ['premium', 'small', 129.99],
    ['premium', 'medium', 219.99],
    ['premium', 'large', 299.99],
  ] as const)('%s %s costs %d', (planId, size, price) => {
    expect(planPrice(DEFAULT_PLAN_PRICES, planId, size)).toBe(price)
  })

  it('reads the table it is given, such as the CMS prices', () => {
    const cms = { ...DEFAULT_PLAN_PRICES, plus: { small: 70, medium: 120, large: 170 } }
    expect(planPrice(cms, 'plus', 'medium')).toBe(120)
  })

  it('refuses a broken table rather than charging a wrong amount', () => {
    const broken = { ...DEFAULT_PLAN_PRICES, basic: { small: Number.NaN, medium: -1 } } as unknown as PlanPriceTable
    expect(() => planPrice(broken, 'basic', 'small')).toThrow(RangeError)
    expect(() => planPrice(broken, 'basic', 'medium')).toThrow(RangeError)
    expect(() => planPrice(broken, 'basic', 'large')).toThrow(RangeError)
  })

  it('grows with home size for every plan', () => {
    for (const planId of PLAN_IDS) {
      const prices = HOME_SIZES.map((size) => planPrice(DEFAULT_PLAN_PRICES, planId, size))
      expect([...prices].sort((a, b) => a - b)).toEqual(prices)
    }
  })
})

describe('formatUsd', () => {
  it.each([
    [25.99, '$25.99'],
    [30, '$30.00'],
    [0, '$0.00'],
    [1299.5, '$1,299.50'],
  ])('%d -> %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })

  it('formats every fallback price', () => {
    for (const planId of PLAN_IDS) {
      for (const size of HOME_SIZES) expect(formatUsd(PLAN_FACTS[planId].prices[size])).toMatch(/^\$\d+\.\d{2}$/)
    }
  })
})

describe('US phone numbers', () => {
  it.each([
    ['(202) 555-0123', '+12025550123'],
    ['202-555-0123', '+12025550123'],
    ['202.555.0123', '+12025550123'],
    ['2025550123', '+12025550123'],
    ['+1 202 555 0123', '+12025550123'],
    ['1 (202) 555-0123', '+12025550123'],
    ['  202 555 0123  ', '+12025550123'],
    // The reserved fictional lines (555-0100 to 555-0199) are real numbers to the numbering plan.
    ['(206) 555-0100', '+12065550100'],
    ['713-555-0199', '+17135550199'],
    // North American, so a Canadian number is one too.
    ['(416) 555-0123', '+14165550123'],
  ])('%s -> %s', (input, normalized) => {
    expect(normalizeUsPhone(input)).toBe(normalized)
  })

  it.each([
    '555-0123',
    '(202) 555-01234',
    '(002) 555-0123',
    '(202) 155-0123',
    '202-555-CALL',
    '+44 20 7946 0958',
    '2 0 2',
    '',
    '+1',
    // Area codes 555 and 123 are not in service, nor is an exchange starting with 0.
    '555-555-5555',
    '(123) 456-7890',
    '(212) 000-1234',
  ])('refuses %s', (input) => {
    expect(normalizeUsPhone(input)).toBeUndefined()
  })

  it('formats for display and keeps what it cannot read', () => {
    expect(formatUsPhone('+12025550123')).toBe('(202) 555-0123')
    expect(formatUsPhone('call us')).toBe('call us')
  })

  it('normalises idempotently', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/), (digits) => {
        // Not every such number is in service (2652000000 is not): those that are keep their digits.
        const once = normalizeUsPhone(digits)
        if (once === undefined) return
        expect(once).toBe(`+1${digits}`)
        expect(normalizeUsPhone(once)).toBe(once)
        expect(normalizeUsPhone(formatUsPhone(once))).toBe(once)
      }),
    )
  })
})

describe('isLikelyBot', () => {
  it.each([
    ['an empty honeypot', { company_website: '' }, false],
    ['a filled honeypot', { company_website: 'http://spam.example' }, true],
    ['a honeypot of spaces', { company_website: '   ' }, false],
  ])('%s', (_name, lead, bot) => {
    expect(isLikelyBot(lead)).toBe(bot)
  })
})

describe('quickSendMs', () => {
  const now = 1_700_000_100_000
  it.each([
    ['a person who took a minute', now - 60_000, null],
    ['a form sent at the minimum fill time', now - MIN_FILL_TIME_MS, null],
    ['a form the browser filled in and sent in 1.2 s', now - 1200, 1200],
    ['a form sent at once', now, 0],
    ['a visitor clock running ahead', now + 120_000, null],
  ])('%s', (_name, startedAt, quick) => {
    expect(quickSendMs({ startedAt }, now)).toBe(quick)
  })
})

describe('resumeProblem', () => {
  it.each([
    ['a PDF', { name: 'cv.pdf', size: 200_000, type: 'application/pdf' }, null],
    [
      'a Word document',
      {
        name: 'CV.DOCX',
        size: 200_000,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      null,
    ],
    ['an old Word document', { name: 'cv.doc', size: 1, type: 'application/msword' }, null],
    ['an empty file', { name: 'cv.pdf', size: 0, type: 'application/pdf' }, /empty/],
    ['a 6 MB file', { name: 'cv.pdf', size: 6 * 1024 * 1024, type: 'application/pdf' }, /smaller than 5 MB/],
    ['an executable', { name: 'cv.exe', size: 10, type: 'application/octet-stream' }, /PDF or Word/],
    ['a PDF name on an HTML file', { name: 'cv.pdf', size: 10, type: 'text/html' }, /PDF or Word/],
    ['no extension', { name: 'cv', size: 10, type: 'application/pdf' }, /PDF or Word/],
  ])('%s', (_name, file, problem) => {
    const result = resumeProblem(file)
    if (problem === null) expect(result).toBeNull()
    else expect(result).toMatch(problem)
  })
})

describe('content read models', () => {
  it('parses a plan and drops CMS extras', () => {
    const plan = protectionPlanSchema.parse({
      id: 'basic',
      name: 'Basic',
      description: 'Quarterly care',
      frequency: 'quarterly',
      prices: PLAN_FACTS.basic.prices,
      features: ['Window cleaning'],
      createdAt: '2024-01-01',
    })
    expect(plan).not.toHaveProperty('createdAt')
    expect(protectionPlanSchema.safeParse({ ...plan, prices: { small: -1, medium: 1, large: 1 } }).success).toBe(false)
  })

  it('checks coordinates and social links', () => {
    const location = {
      slug: 'dmv',
      name: 'DMV',
      label: 'DMV Area',
      address: '',
      coordinates: [38.9, -77.03],
      phone: '+12025550123',
      serviceRadius: 50,
    }
    expect(locationContentSchema.safeParse(location).success).toBe(true)
    expect(locationContentSchema.safeParse({ ...location, coordinates: [138.9, -77.03] }).success).toBe(false)
    const company = {
      name: 'Co',
      phone: '1',
      email: 'office@example.com',
      address: '',
      serviceArea: '',
      socials: { facebook: 'https://facebook.com/co' },
    }
    expect(companyInfoSchema.safeParse(company).success).toBe(true)
    expect(companyInfoSchema.safeParse({ ...company, socials: { facebook: 'javascript:alert(1)' } }).success).toBe(
      false,
    )
  })
})

describe('yearlyPlanCents', () => {
  it.each([
    [39.99, 'quarterly', 15_996],
    [129.99, 'bi-monthly', 77_994],
    [219.99, 'monthly', 263_988],
  ] as const)('%d a visit, %s, is %d cents a year', (price, frequency, cents) => {
    expect(yearlyPlanCents(price, frequency)).toBe(cents)
  })

  it('is a whole number of cents for every price with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...PLAN_FREQUENCIES), (cents, frequency) => {
        const yearly = yearlyPlanCents(cents / 100, frequency)
        expect(yearly).toBe(cents * PLAN_VISITS_PER_YEAR[frequency])
      }),
    )
  })
})
