import { useState, type FormEvent } from 'react'
import { careerApplicationFacts, leadPromise } from '@ecs/shared/leads'
import { labelledOptions } from '@ecs/shared/catalog'
import { AVAILABILITY_OPTIONS, resumeProblem } from '@ecs/shared/schemas'
import { ChoiceGroup, FieldMessage, SelectField, TextField } from '../../../components/form-fields'
import { useLocationChoices } from '../../../api/locations'
import { contactBody, ContactFields } from '../../../components/contact-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useLeadForm } from '../../../lib/use-lead-form'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'

const emptyContact = {
  name: '',
  email: '',
  phone: '',
  preferredContactMethod: 'email',
  preferredTime: 'any',
}

/**
 * A job application, with a resume where the chosen role asks for one (`resumeRequired`, set per job
 * posting in the CMS; a role not chosen yet asks). The JSON travels as the `application` part of a
 * multipart body beside the file; the server checks the file's bytes, the browser checks name, type and
 * size first.
 */
export function CareerApplicationForm({
  roles,
  initialRole,
  sourcePage,
}: {
  roles: readonly { slug: string; title: string; resumeRequired: boolean }[]
  initialRole?: string
  sourcePage: string
}) {
  const [role, setRole] = useState(
    initialRole && roles.some((candidate) => candidate.slug === initialRole) ? initialRole : '',
  )
  const [contact, setContact] = useState(emptyContact)
  const [location, setLocation] = useState('')
  const [experienceYears, setExperienceYears] = useState('')
  const [availability, setAvailability] = useState('')
  const [message, setMessage] = useState('')
  const [resume, setResume] = useState<File | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const form = useLeadForm({
    schema: 'career-application',
    sourcePage,
  })
  const { errors, submit } = form
  const said = useMessages().careers
  const locationChoices = useLocationChoices()
  const locale = useLocale()
  const resumeRequired = roles.find((candidate) => candidate.slug === role)?.resumeRequired !== false

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const fileProblem = resume
      ? resumeProblem({ name: resume.name, size: resume.size, type: resume.type })
      : resumeRequired
        ? said.attachResume
        : null
    const years = Number.parseInt(experienceYears, 10)
    const answers = {
      contact: contactBody(contact),
      role: role || undefined,
      ...(location ? { location } : {}),
      experienceYears: Number.isNaN(years) ? undefined : years,
      availability: availability || undefined,
      message,
    }
    const accepted = await submit('leadCareerApplication', answers, {
      formErrors: fileProblem ? { resume: fileProblem } : {},
      send: (body) => {
        const form = new FormData()
        form.set('application', JSON.stringify(body))
        if (resume) form.set('resume', resume)
        return { body: form }
      },
    })
    if (accepted) setReference(accepted.reference)
  }

  if (reference) {
    return (
      <div role="status" className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-xl font-semibold text-slate-900">{said.received}</h2>
        <p className="mt-2 text-slate-800">
          {/* What the page promises once an application is in (the applicant's email says the same). */}
          {said.yourReference} <strong className="font-mono">{reference}</strong>.{' '}
          {leadPromise(careerApplicationFacts.kind, null, new Date(), locale)}
        </p>
      </div>
    )
  }
  return (
    <LeadFormFrame form={form} onSubmit={onSubmit} submitLabel={said.send}>
      <SelectField
        name="role"
        label={said.role}
        value={role}
        onChange={setRole}
        options={roles.map((candidate) => ({ value: candidate.slug, label: candidate.title }))}
        error={errors.role}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields contact={contact} onChange={setContact} errors={errors} />
        <SelectField
          name="location"
          label={said.preferredLocation}
          value={location}
          onChange={setLocation}
          options={locationChoices}
          error={errors.location}
        />
        <TextField
          name="experienceYears"
          label={said.experienceYears}
          type="number"
          inputMode="numeric"
          value={experienceYears}
          onChange={setExperienceYears}
          error={errors.experienceYears}
          required
        />
      </div>
      <ChoiceGroup
        name="availability"
        legend={said.availability}
        type="radio"
        columns={2}
        options={labelledOptions(AVAILABILITY_OPTIONS, said.availabilities)}
        selected={[availability]}
        onToggle={setAvailability}
        error={errors.availability}
      />
      <div>
        <label htmlFor="career-resume" className="block font-medium text-slate-900">
          {said.resume}
          {resumeRequired ? null : <span className="font-normal text-slate-600">{said.resumeOptional}</span>}
        </label>
        <input
          id="career-resume"
          name="resume"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => setResume(event.target.files?.[0] ?? null)}
          aria-invalid={errors.resume ? true : undefined}
          aria-required={resumeRequired}
          aria-describedby="career-resume-message"
          className="mt-1 block w-full text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
        />
        <FieldMessage id="career-resume-message" error={errors.resume} hint={said.resumeHint} />
      </div>
      <TextField
        name="message"
        label={said.message}
        multiline
        value={message}
        onChange={setMessage}
        error={errors.message}
        maxLength={2000}
      />
    </LeadFormFrame>
  )
}
