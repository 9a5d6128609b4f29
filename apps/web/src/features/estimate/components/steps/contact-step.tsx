import { labelledOptions } from '@ecs/shared/catalog'
import { PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_TIMES } from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../../components/form-fields'
import { TextConsent } from '../../../../components/text-consent'
import { useMessages } from '../../../../lib/messages'
import { choiceAnswer, textAnswer, type StepProps } from './step-props'

/** Who to call back (for a business, its company, their title and how many sites), how and when, and an optional message. */
export function ContactStep(props: StepProps) {
  const { draft, errors, editor } = props
  const { form, estimate } = useMessages()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-700 sm:col-span-2">{estimate.unfinishedNote}</p>
      {draft.serviceType === 'commercial' ? (
        <>
          <div className="sm:col-span-2">
            <TextField
              {...textAnswer(props, 'business', 'company')}
              label={estimate.company}
              autoComplete="organization"
              required
              maxLength={200}
            />
          </div>
          <TextField
            {...textAnswer(props, 'business', 'jobTitle')}
            label={estimate.jobTitle}
            autoComplete="organization-title"
            maxLength={100}
          />
          <TextField
            {...textAnswer(props, 'business', 'sites')}
            label={estimate.sites}
            hint={estimate.sitesHint}
            inputMode="numeric"
            maxLength={6}
          />
        </>
      ) : null}
      <TextField
        {...textAnswer(props, 'contact', 'firstName')}
        label={form.firstName}
        autoComplete="given-name"
        required
        maxLength={100}
      />
      <TextField
        {...textAnswer(props, 'contact', 'lastName')}
        label={form.lastName}
        autoComplete="family-name"
        required
        maxLength={100}
      />
      <TextField
        {...textAnswer(props, 'contact', 'email')}
        label={form.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
      />
      <TextField
        {...textAnswer(props, 'contact', 'phone')}
        label={form.phone}
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
        legend={form.bestWay}
        columns={3}
        options={labelledOptions(PREFERRED_CONTACT_METHODS, form.contactMethods)}
      />
      <ChoiceGroup
        {...choiceAnswer(props, 'contact', 'preferredTime')}
        legend={form.bestTime}
        columns={2}
        options={labelledOptions(PREFERRED_CONTACT_TIMES, form.contactTimes)}
      />
      <div className="sm:col-span-2">
        <TextField
          name="message"
          label={estimate.message}
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
