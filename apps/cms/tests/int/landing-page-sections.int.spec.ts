import type { Block, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionSummary } from '../../src/admin/section-summary'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

function layoutBlocks(): Block[] {
  const pages = payload.config.collections.find((collection) => collection.slug === 'landing-pages')!
  const tabs = pages.fields.find((field) => field.type === 'tabs')!
  const layout =
    tabs.type === 'tabs' ? tabs.tabs[0]!.fields.find((field) => 'name' in field && field.name === 'layout') : undefined
  return layout?.type === 'blocks' ? layout.blocks : []
}

describe('the landing page layout picker', () => {
  it('shows each section as its own sketch, described in its title, the button named by the section alone', () => {
    const blocks = layoutBlocks()
    expect(blocks.length).toBeGreaterThan(5)
    const pictures = new Set<string>()
    for (const block of blocks) {
      const thumbnail = block.admin?.images?.thumbnail
      expect(typeof thumbnail === 'object' && thumbnail, block.slug).toBeTruthy()
      const { url, alt } = thumbnail as { url: string; alt?: string }
      expect(url.startsWith('data:image/svg+xml,'), block.slug).toBe(true)
      const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
      expect(svg, block.slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 320">.*<\/svg>$/)
      expect(svg.match(/<title>([^<]+)<\/title>/)?.[1]?.length, block.slug).toBeGreaterThan(20)
      // The picker's button holds the picture before the section's label: its alt would begin the button's name.
      expect(alt, block.slug).toBe('')
      pictures.add(url)
    }
    expect(pictures.size).toBe(blocks.length)
  })

  it('names each added section by its kind and its own words, with no "Untitled" name box', () => {
    for (const block of layoutBlocks()) {
      expect(block.admin?.disableBlockName, block.slug).toBe(true)
      expect(block.admin?.components?.Label, block.slug).toMatchObject({
        path: '/admin/section-row-label#SectionRowLabel',
        clientProps: { label: block.labels?.singular },
      })
      const summary = (block.admin?.components?.Label as { clientProps: { summary?: string } }).clientProps.summary
      // A section with words of its own is named by a field it has.
      if (summary)
        expect(
          block.fields.some((field) => 'name' in field && field.name === summary),
          block.slug,
        ).toBe(true)
      else
        expect(
          // Payload's own row fields (its id and the block name box) aside.
          block.fields.filter((field) => field.type === 'text' && !['id', 'blockName'].includes(field.name)),
          block.slug,
        ).toEqual([])
    }
  })

  it("says a section's words on one line, cut at a word", () => {
    expect(sectionSummary('Clean windows,\n  clear views')).toBe('Clean windows, clear views')
    expect(sectionSummary(undefined)).toBe('')
    const long = 'Spring house washing for every two-story home in the Seattle area, booked online this week'
    const cut = sectionSummary(long)
    expect(cut).toBe('Spring house washing for every two-story home in the Seattle…')
    const richText = {
      root: {
        type: 'root',
        children: [
          {
            type: 'heading',
            children: [
              { type: 'text', text: 'Why ' },
              { type: 'text', text: 'soft washing' },
            ],
          },
          { type: 'paragraph', children: [{ type: 'text', text: 'It lasts.' }] },
        ],
      },
    }
    expect(sectionSummary(richText)).toBe('Why soft washing It lasts.')
  })
})
