import type { AdsConversionUpload } from '@ecs/shared/api'
import { localTime } from './desk-format'

const CONVERSION_LABELS: Record<AdsConversionUpload['conversion'], string> = {
  qualified: 'Qualified lead',
  won: 'Won job',
}

const OUTCOME_LABELS: Record<AdsConversionUpload['outcome'], string> = {
  accepted: 'Accepted by Google',
  refused: 'Refused by Google',
  failed: 'Not reached; tried again',
}

/** Each attempt to send the lead's conversions to Google Ads, with Google's answer. */
export function AdsUploads({ uploads }: { uploads: AdsConversionUpload[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {uploads.map((upload) => (
        <li key={upload.id} className="text-slate-800">
          <span className="font-semibold">{CONVERSION_LABELS[upload.conversion]}</span> ·{' '}
          <span className={upload.outcome === 'refused' ? 'font-semibold text-red-800' : undefined}>
            {OUTCOME_LABELS[upload.outcome]}
          </span>{' '}
          · {localTime(upload.at)}
          <div className="text-slate-700">
            Order id {upload.transactionId}
            {upload.requestId && <> · request {upload.requestId}</>}
          </div>
          {upload.reason && <div className="break-words text-slate-700">{upload.reason}</div>}
        </li>
      ))}
    </ul>
  )
}
