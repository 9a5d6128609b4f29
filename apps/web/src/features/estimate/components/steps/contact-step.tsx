import { labelledOptions } from '@ecs/shared/catalog'
import {
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
} from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../../components/form-fields'
import type { StepProps } from './step-props'

/** Who to call back, how and when, and an optional message. */
export function ContactStep({ draft, errors, editor }: StepProps) {
  const { contact } = draft
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="contact.firstName"
        label="First name"
        value={contact.firstName}
        onChange={(value) => editor.setIn('contact', 'firstName', value)}
        error={errors['contact.firstName']}
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <TextField
        name="contact.lastName"
        label="Last name"
        value={contact.lastName}
        onChange={(value) => editor.setIn('contact', 'lastName', value)}
        error={errors['contact.lastName']}
        autoComplete="family-name"
        required
        maxLength={100}
      />
      <TextField
        name="contact.email"
        label="Email"
        type="email"
        value={contact.email}
        onChange={(value) => editor.setIn('contact', 'email', value)}
        error={errors['contact.email']}
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <TextField
        name="contact.phone"
        label="Phone"
        type="tel"
        value={contact.phone}
        onChange={(value) => editor.setIn('contact', 'phone', value)}
        error={errors['contact.phone']}
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={30}
      />
      <ChoiceGroup
        name="contact.preferredContactMethod"
        legend="Best way to reach you"
        type="radio"
        columns={3}
        options={labelledOptions(PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_METHOD_LABELS)}
        selected={[contact.preferredContactMethod]}
        onToggle={(value) => editor.setIn('contact', 'preferredContactMethod', value)}
        error={errors['contact.preferredContactMethod']}
      />
      <ChoiceGroup
        name="contact.preferredTime"
        legend="Best time"
        type="radio"
        columns={2}
        options={labelledOptions(PREFERRED_CONTACT_TIMES, PREFERRED_CONTACT_TIME_LABELS)}
        selected={[contact.preferredTime]}
        onToggle={(value) => editor.setIn('contact', 'preferredTime', value)}
        error={errors['contact.preferredTime']}
      />
      <div className="sm:col-span-2">
        <TextField
          name="message"
          label="Anything else we should know?"
          multiline
          value={draft.message}
          onChange={(value) => editor.set('message', value)}
          error={errors.message}
          maxLength={2000}
        />
      </div>
    </div>
  )
}
