import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SourceRulesNote } from './source-rules-note'

const rules = { hidden: ['spam.example'], merged: [{ source: 'Gooogle', into: 'google' }] }
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('SourceRulesNote', () => {
  it('says nothing without a rule', () => {
    expect(renderToStaticMarkup(<SourceRulesNote rules={{ hidden: [], merged: [] }} leads />)).toBe('')
  })

  it('tells the reports that a hidden source is left out, and the desk that its leads are still listed', () => {
    expect(text(renderToStaticMarkup(<SourceRulesNote rules={rules} />))).toBe(
      'Report rules hide 1 source (spam.example) and count 1 source under another (Gooogle as google).',
    )
    expect(text(renderToStaticMarkup(<SourceRulesNote rules={rules} leads />))).toBe(
      'The campaign source filter and the export follow the report rules: they count 1 source under another ' +
        '(Gooogle as google). Leads of the 1 source the reports hide (spam.example) are still listed here.',
    )
    expect(text(renderToStaticMarkup(<SourceRulesNote rules={{ ...rules, merged: [] }} leads />))).toBe(
      'Leads of the 1 source the reports hide (spam.example) are still listed here.',
    )
  })
})
