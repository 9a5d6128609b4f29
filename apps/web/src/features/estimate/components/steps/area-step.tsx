import { TextField } from '../../../../components/form-fields'
import { useMessages } from '../../../../lib/messages'
import type { StepProps } from './step-props'

/** The ZIP, when the page is not a location's: it finds the team that serves the property. */
export function AreaStep({ draft, errors, editor, note }: StepProps & { note: string | null }) {
  const words = useMessages().estimate
  return (
    <>
      <TextField
        name="address.zip"
        label={words.zip}
        value={draft.address.zip}
        onChange={(value) => editor.setIn('address', 'zip', value)}
        error={errors['address.zip']}
        inputMode="numeric"
        autoComplete="postal-code"
        required
        maxLength={10}
        hint={words.zipHint}
      />
      {note ? <p className="rounded-md bg-brand-50 p-3 text-slate-800">{note}</p> : null}
    </>
  )
}
