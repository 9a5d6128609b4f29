import { describe, expect, it } from 'vitest'
import {
  CLICK_CONVERSION_COLUMNS,
  clickConversionRow,
  conversionTime,
  isTimeZone,
  normaliseEmail,
  normalisePhone,
  sha256Hex,
  timeZoneLine,
  type ClickConversion,
} from '../src/leads/google-ads'

// Hashes below were computed outside this code (Python's hashlib) from the normalised text.
const JANE_GMAIL = 'd6117306485ed0e50afab3ac871e98f81699151f30281527d63ff5f233656c69' // janedoe@gmail.com
const JANE_PHONE = '4ac2150a305667d01beec0709f76e76708d941402b174ef4de9188341ca1c12f' // +12025550161

const won: ClickConversion = {
  gclid: 'Cj0KCQiA-test',
  gbraid: null,
  wbraid: null,
  conversionName: 'Won job',
  at: new Date('2026-07-04T16:05:09Z'),
  value: 2450,
  email: ' Jane.Doe+news@GMail.com ',
  phone: '(202) 555-0161',
}

describe("Google's offline conversion template", () => {
  it('starts with the time zone line and the template columns in their order', () => {
    expect(timeZoneLine('America/New_York')).toBe('Parameters:TimeZone=America/New_York')
    expect(CLICK_CONVERSION_COLUMNS.join(',')).toBe(
      'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    )
  })

  it('writes conversion times as yyyy-MM-dd HH:mm:ss in the file time zone, daylight saving included', () => {
    expect(conversionTime(new Date('2026-07-04T16:05:09Z'), 'America/New_York')).toBe('2026-07-04 12:05:09')
    expect(conversionTime(new Date('2026-01-15T04:30:00Z'), 'America/New_York')).toBe('2026-01-14 23:30:00')
    expect(conversionTime(new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('2026-01-15 00:00:00')
  })

  it('knows a time zone id from a typo', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true)
    expect(isTimeZone('America/Nowhere')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('puts exactly one click identifier in a row: gclid, else gbraid, else wbraid; none means no row', async () => {
    const options = { timeZone: 'America/New_York', hashed: false }
    expect(await clickConversionRow(won, options)).toEqual([
      'Cj0KCQiA-test',
      '',
      '',
      'Won job',
      '2026-07-04 12:05:09',
      '2450.00',
      'USD',
    ])
    expect(
      (await clickConversionRow({ ...won, gclid: null, gbraid: 'GB-1', wbraid: 'WB-1' }, options))!.slice(0, 3),
    ).toEqual(['', 'GB-1', ''])
    expect((await clickConversionRow({ ...won, gclid: null, wbraid: 'WB-1' }, options))!.slice(0, 3)).toEqual([
      '',
      '',
      'WB-1',
    ])
    expect(await clickConversionRow({ ...won, gclid: null }, options)).toBeNull()
  })

  it('leaves value and currency empty for a conversion without a value (a qualified lead)', async () => {
    const row = await clickConversionRow({ ...won, value: null }, { timeZone: 'UTC', hashed: false })
    expect(row!.slice(5)).toEqual(['', ''])
  })
})

describe('enhanced conversions for leads: normalised, then SHA-256', () => {
  it('normalises emails as Google specifies (dots and +suffix removed for Gmail only)', () => {
    expect(normaliseEmail(' Jane.Doe+news@GMail.com ')).toBe('janedoe@gmail.com')
    expect(normaliseEmail('j.doe+x@googlemail.com')).toBe('jdoe@googlemail.com')
    expect(normaliseEmail(' Jane.Doe+news@Example.com')).toBe('jane.doe+news@example.com')
    // White space within the address goes too (a paste from a spreadsheet: "jane doe @example.com").
    expect(normaliseEmail('jane doe @Example.com\t')).toBe('janedoe@example.com')
  })

  it('normalises phones to E.164, North American numbers by default', () => {
    expect(normalisePhone('(202) 555-0161')).toBe('+12025550161')
    expect(normalisePhone('1-202-555-0161')).toBe('+12025550161')
    expect(normalisePhone('+44 20 7031 3000')).toBe('+442070313000')
    expect(normalisePhone('555-0161')).toBeNull()
  })

  it('hashes as lower-case hex SHA-256 (FIPS 180-2 test vector)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('adds the hashed email and phone to the row, never the clear text', async () => {
    const row = await clickConversionRow(won, { timeZone: 'America/New_York', hashed: true })
    expect(row!.slice(7)).toEqual([JANE_GMAIL, JANE_PHONE])
    expect(row!.join(',')).not.toMatch(/jane|555/i)
    const withoutPhone = await clickConversionRow({ ...won, phone: '555-0161' }, { timeZone: 'UTC', hashed: true })
    expect(withoutPhone!.at(-1)).toBe('')
  })
})
