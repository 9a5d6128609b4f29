import { useSiteSettings } from '../api/site-settings'

/**
 * The "text me" box every lead form with a phone number asks, never ticked for the visitor, with the
 * disclosure the office words in the CMS (who texts, about what, how often, rates, STOP and HELP); the
 * CMS keeps those words on the lead with the time it arrived.
 */
export function TextConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { textConsentWording } = useSiteSettings()
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name="contact.textConsent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <span>{textConsentWording}</span>
    </label>
  )
}
