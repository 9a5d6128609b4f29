import { TextField } from '../../../../components/form-fields'
import type { EstimateDraft } from '../../hooks/use-estimate-draft'
import { useMessages, type Messages } from '../../../../lib/messages'
import { textAnswer, type StepProps } from './step-props'
import { useCityFromZip } from '../../hooks/use-city-from-zip'

type AddressField = keyof EstimateDraft['address']

/** Each field of the address: its label, grid width, browser autofill and limit. */
const FIELDS: {
  field: AddressField
  /** Its label's word in the catalogue. */
  label: keyof Pick<Messages['estimate'], 'street' | 'unit' | 'city' | 'state' | 'zipShort'>
  span: string
  autoComplete: string
  maxLength: number
  required: boolean
}[] = [
  {
    field: 'street',
    label: 'street',
    span: 'sm:col-span-4',
    autoComplete: 'address-line1',
    maxLength: 200,
    required: true,
  },
  {
    field: 'unit',
    label: 'unit',
    span: 'sm:col-span-2',
    autoComplete: 'address-line2',
    maxLength: 50,
    required: false,
  },
  {
    field: 'zip',
    label: 'zipShort',
    span: 'sm:col-span-2',
    autoComplete: 'postal-code',
    maxLength: 10,
    required: true,
  },
  {
    field: 'city',
    label: 'city',
    span: 'sm:col-span-3',
    autoComplete: 'address-level2',
    maxLength: 100,
    required: true,
  },
  {
    field: 'state',
    label: 'state',
    span: 'sm:col-span-1',
    autoComplete: 'address-level1',
    maxLength: 2,
    required: true,
  },
]

/**
 * The property's address: the city and state are filled in from the ZIP (or were found on the ZIP step),
 * and on a page of no location the ZIP finds the area that serves it (`locatesZip`).
 */
export function AddressStep({ locatesZip, ...props }: StepProps & { locatesZip: boolean }) {
  const words = useMessages().estimate
  useCityFromZip(props.draft.address, props.editor.update, locatesZip)
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {FIELDS.map(({ field, label, span, autoComplete, maxLength, required }) => (
        <div key={field} className={span}>
          <TextField
            {...textAnswer(props, 'address', field)}
            label={words[label]}
            autoComplete={autoComplete}
            inputMode={field === 'zip' ? 'numeric' : undefined}
            required={required}
            maxLength={maxLength}
          />
        </div>
      ))}
    </div>
  )
}
