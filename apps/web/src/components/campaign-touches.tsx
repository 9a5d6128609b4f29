import { CAMPAIGN_PARAM_FIELDS } from '@ecs/shared/attribution'
import { formatDateTime, label } from '../lib/format'

/** The fields of one campaign touch, in the record's order: the campaign parameters, then where the visit came from. */
const TOUCH_FIELDS = [...Object.values(CAMPAIGN_PARAM_FIELDS), 'referrer', 'landingPage'] as const

export type CampaignTouch = Record<(typeof TOUCH_FIELDS)[number], string | null>

/** A visit's first touch beside its last one (when a later visit brought campaign parameters). */
export function CampaignTouches({
  first,
  firstAt,
  last,
  lastAt,
}: {
  first: CampaignTouch
  firstAt: string
  last: CampaignTouch
  lastAt: string | null | undefined
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-2 py-1">
              Field
            </th>
            <th scope="col" className="px-2 py-1">
              First touch ({formatDateTime(firstAt)})
            </th>
            <th scope="col" className="px-2 py-1">
              Last touch ({formatDateTime(lastAt ?? null)})
            </th>
          </tr>
        </thead>
        <tbody>
          {TOUCH_FIELDS.map((field) => (
            <tr key={field} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1 font-medium">
                {field}
              </th>
              <td className="break-all px-2 py-1">{label(first[field])}</td>
              <td className="break-all px-2 py-1">{lastAt ? label(last[field]) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
