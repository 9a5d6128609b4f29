import { TOUCH_FIELD_LABELS, TOUCH_FIELDS, type CampaignTouch } from '@ecs/shared/attribution'
import { formatDateTime, label } from '../lib/format'

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
                {TOUCH_FIELD_LABELS[field]}
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
