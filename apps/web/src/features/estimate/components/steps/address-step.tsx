import { TextField } from '../../../../components/form-fields'
import type { EstimateDraft } from '../../hooks/use-estimate-draft'
import { textAnswer, type StepProps } from './step-props'

type AddressField = keyof EstimateDraft['address']

/** Each field of the address: its label, grid width, browser autofill and limit. */
const FIELDS: {
  field: AddressField
  label: string
  span: string
  autoComplete: string
  maxLength: number
  required: boolean
}[] = [
  {
    field: 'street',
    label: 'Street address',
    span: 'sm:col-span-4',
    autoComplete: 'address-line1',
    maxLength: 200,
    required: true,
  },
  {
    field: 'unit',
    label: 'Apt or suite',
    span: 'sm:col-span-2',
    autoComplete: 'address-line2',
    maxLength: 50,
    required: false,
  },
  {
    field: 'city',
    label: 'City',
    span: 'sm:col-span-3',
    autoComplete: 'address-level2',
    maxLength: 100,
    required: true,
  },
  {
    field: 'state',
    label: 'State',
    span: 'sm:col-span-1',
    autoComplete: 'address-level1',
    maxLength: 2,
    required: true,
  },
  { field: 'zip', label: 'ZIP', span: 'sm:col-span-2', autoComplete: 'postal-code', maxLength: 10, required: true },
]

/** The property's address (the city and state may already be filled in from the ZIP). */
export function AddressStep(props: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {FIELDS.map(({ field, label, span, autoComplete, maxLength, required }) => (
        <div key={field} className={span}>
          <TextField
            {...textAnswer(props, 'address', field)}
            label={label}
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
