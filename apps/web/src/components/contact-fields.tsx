import { splitName } from '@ecs/shared/schemas'
import type { FieldErrorMap } from '../lib/field-errors'
import { useMessages } from '../lib/messages'
import { TextField } from './form-fields'
import { TextConsent } from './text-consent'

/** The contact a form holds while the visitor types: the name whole, as typed (split only when sent). */
interface ContactAnswers {
  name: string
  email: string
  phone: string
  textConsent?: boolean
}

/** The contact as the lead schemas take it: the name split into first and last (see splitName). */
export function contactBody<Contact extends ContactAnswers>({ name, ...rest }: Contact) {
  return { ...splitName(name), ...rest }
}

/**
 * The one name field: the whole name typed once, where the schemas' errors name its two parts (a name
 * left blank is `contact.firstName`; too long a rest, `contact.lastName`).
 */
export function NameField({
  value,
  onChange,
  errors,
}: {
  value: string
  onChange: (value: string) => void
  errors: FieldErrorMap
}) {
  const words = useMessages().form
  return (
    <TextField
      name="contact.name"
      label={words.name}
      value={value}
      onChange={onChange}
      error={errors['contact.firstName'] ?? errors['contact.lastName']}
      autoComplete="name"
      required
      maxLength={201}
    />
  )
}

const REACH_FIELDS = [
  { field: 'email', extra: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { field: 'phone', extra: { type: 'tel', autoComplete: 'tel', maxLength: 30 } },
] as const

/**
 * The contact fields of a signup or an application (named contact.*, as the schemas' errors name them):
 * the name, the email and the phone, and the unticked consent to texts below them.
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
      <NameField value={contact.name} onChange={(name) => onChange({ ...contact, name })} errors={errors} />
      {REACH_FIELDS.map(({ field, extra }) => (
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
