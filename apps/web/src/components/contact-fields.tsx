import type { FieldErrorMap } from '../lib/field-errors'
import { TextField } from './form-fields'
import { TextConsent } from './text-consent'

interface ContactAnswers {
  firstName: string
  lastName: string
  email: string
  phone: string
  textConsent?: boolean
}

const FIELDS = [
  { field: 'firstName', label: 'First name', extra: { autoComplete: 'given-name', maxLength: 100 } },
  { field: 'lastName', label: 'Last name', extra: { autoComplete: 'family-name', maxLength: 100 } },
  { field: 'email', label: 'Email', extra: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { field: 'phone', label: 'Phone', extra: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
] as const

/**
 * The four contact fields every lead form asks (named contact.*, as the schemas' errors name them), and
 * the unticked consent to texts below them.
 */
export function ContactFields<Contact extends ContactAnswers>({
  contact,
  onChange,
  errors,
}: {
  contact: Contact
  onChange: (contact: Contact) => void
  errors: FieldErrorMap
}) {
  return (
    <>
      {FIELDS.map(({ field, label, extra }) => (
        <TextField
          key={field}
          name={`contact.${field}`}
          label={label}
          value={contact[field]}
          onChange={(value) => onChange({ ...contact, [field]: value })}
          error={errors[`contact.${field}`]}
          required
          {...extra}
        />
      ))}
      <TextConsent
        checked={contact.textConsent ?? false}
        onChange={(textConsent) => onChange({ ...contact, textConsent })}
      />
    </>
  )
}
