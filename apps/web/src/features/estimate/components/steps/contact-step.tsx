import { labelledOptions } from '@ecs/shared/catalog'
import {
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
} from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../../components/form-fields'
import { TextConsent } from '../../../../components/text-consent'
import { choiceAnswer, textAnswer, type StepProps } from './step-props'

/** Who to call back, how and when, and an optional message. */
export function ContactStep(props: StepProps) {
  const { draft, errors, editor } = props
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...textAnswer(props, 'contact', 'firstName')}
        label="First name"
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <TextField
        {...textAnswer(props, 'contact', 'lastName')}
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={100}
      />
      <TextField
        {...textAnswer(props, 'contact', 'email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <TextField
        {...textAnswer(props, 'contact', 'phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={30}
      />
      <div className="sm:col-span-2">
        <TextConsent
          checked={draft.contact.textConsent ?? false}
          onChange={(checked) => editor.setIn('contact', 'textConsent', checked)}
        />
      </div>
      <ChoiceGroup
        {...choiceAnswer(props, 'contact', 'preferredContactMethod')}
        legend="Best way to reach you"
        columns={3}
        options={labelledOptions(PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_METHOD_LABELS)}
      />
      <ChoiceGroup
        {...choiceAnswer(props, 'contact', 'preferredTime')}
        legend="Best time"
        columns={2}
        options={labelledOptions(PREFERRED_CONTACT_TIMES, PREFERRED_CONTACT_TIME_LABELS)}
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
