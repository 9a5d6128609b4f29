import { TextField } from '../../../../components/form-fields'
import type { StepProps } from './step-props'

/** The ZIP, when the page is not a location's: it finds the team that serves the property. */
export function AreaStep({ draft, errors, editor, note }: StepProps & { note: string | null }) {
  return (
    <>
      <TextField
        name="address.zip"
        label="ZIP code of the property"
        value={draft.address.zip}
        onChange={(value) => editor.setIn('address', 'zip', value)}
        error={errors['address.zip']}
        inputMode="numeric"
        autoComplete="postal-code"
        required
        maxLength={10}
        hint="We use it to find the team nearest to you."
      />
      {note ? <p className="rounded-md bg-brand-50 p-3 text-slate-800">{note}</p> : null}
    </>
  )
}
