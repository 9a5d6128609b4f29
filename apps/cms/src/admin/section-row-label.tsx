'use client'
import { useRowLabel } from '@payloadcms/ui'
import { sectionSummary } from './section-summary'

/** A landing page section's row: its number, its kind and the start of its own words. */
export function SectionRowLabel({ label, summary }: { label: string; summary?: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const words = summary ? sectionSummary(data?.[summary]) : ''
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'baseline', pointerEvents: 'none' }}>
      <span style={{ opacity: 0.6 }}>{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <span>
        <strong>{label}</strong>
        {words && `: ${words}`}
      </span>
    </span>
  )
}
