import type { FieldErrorMap } from '../lib/field-errors'
import { useMessages } from '../lib/messages'
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
  { field: 'firstName', extra: { autoComplete: 'given-name', maxLength: 100 } },
  { field: 'lastName', extra: { autoComplete: 'family-name', maxLength: 100 } },
  { field: 'email', extra: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { field: 'phone', extra: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
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
  const words = useMessages().form
  return (
    <>
      {FIELDS.map(({ field, extra }) => (
        <TextField
          key={field}
          name={`contact.${field}`}
          label={words[field]}
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
