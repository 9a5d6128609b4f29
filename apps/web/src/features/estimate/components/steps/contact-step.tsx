import type { ReactNode } from 'react'
import { labelledOptions } from '@ecs/shared/catalog'
import { PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_TIMES } from '@ecs/shared/schemas'
import { NameField } from '../../../../components/contact-fields'
import { ChoiceGroup, TextField } from '../../../../components/form-fields'
import { TextConsent } from '../../../../components/text-consent'
import { useMessages } from '../../../../lib/messages'
import { choiceAnswer, textAnswer, type StepProps } from './step-props'

/**
 * Who to call back (for a business, its company, their title and how many sites), a phone or an email,
 * how and when, an optional message, and the request so far (`summary`) above the send button.
 */
export function ContactStep({ summary, ...props }: StepProps & { summary: ReactNode }) {
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
      <div className="sm:col-span-2">
        <NameField
          value={draft.contact.name}
          onChange={(name) => editor.setIn('contact', 'name', name)}
          errors={errors}
        />
      </div>
      <p className="text-sm text-slate-700 sm:col-span-2">{estimate.reachHint}</p>
      <TextField
        {...textAnswer(props, 'contact', 'phone')}
        label={form.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
      />
      <TextField
        {...textAnswer(props, 'contact', 'email')}
        label={form.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
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
      <div className="sm:col-span-2">{summary}</div>
    </div>
  )
}
