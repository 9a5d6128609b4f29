import { useState, type FormEvent } from 'react'
import { servicesAt, type LocationSlug } from '@ecs/shared/catalog'
import { ChoiceGroup, SelectField, TextField } from '../../../components/form-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useLeadForm } from '../../../lib/use-lead-form'
import { useMessages } from '../../../lib/messages'
import { useLocationChoices } from '../../../api/locations'
import { useServices } from '../../../api/services'

/**
 * A customer's review: rating, text, name and location (and the service, optionally). Stored pending;
 * it appears on the location's reviews page once staff approve it, which the thank-you note says. From a
 * review request the location, the job's service (when the location offers it) and the job's reference
 * come filled in, so the review is linked to the job.
 */
export function ReviewForm({
  sourcePage,
  initialLocation,
  initialService,
  reference: initialReference,
}: {
  sourcePage: string
  initialLocation?: LocationSlug
  initialService?: string
  reference?: string
}) {
  const [rating, setRating] = useState('')
  const [text, setText] = useState('')
  const [name, setName] = useState('')
  const [location, setLocation] = useState<string>(initialLocation ?? '')
  const offered = initialLocation ? servicesAt(initialLocation).some((facts) => facts.slug === initialService) : false
  const [service, setService] = useState(offered ? initialService! : '')
  const [reference, setReference] = useState(initialReference ?? '')
  const [sent, setSent] = useState(false)
  const form = useLeadForm({
    schema: 'review',
    sourcePage,
  })
  const { errors, submit } = form
  const said = useMessages().review
  const locationChoices = useLocationChoices()
  // The services by the names the CMS gives them in the page's language.
  const named = useServices()
  const serviceName = (slug: string, name: string) => named.find((service) => service.slug === slug)?.name ?? name

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const answers = {
      rating: rating ? Number(rating) : undefined,
      text,
      name,
      location: location || undefined,
      ...(service ? { service } : {}),
      ...(reference.trim() ? { reference } : {}),
    }
    if (await submit('leadReview', answers)) setSent(true)
  }

  if (sent) {
    return (
      <div role="status" className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-xl font-semibold text-slate-900">{said.thanks}</h2>
        <p className="mt-2 text-slate-800">{said.thanksText}</p>
      </div>
    )
  }
  const services = location ? servicesAt(location as LocationSlug) : []
  return (
    <LeadFormFrame form={form} onSubmit={onSubmit} submitLabel={said.send}>
      <ChoiceGroup
        name="rating"
        legend={said.rating}
        type="radio"
        columns={3}
        options={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: said.stars(stars),
        }))}
        selected={[rating]}
        onToggle={setRating}
        error={errors.rating}
      />
      <TextField
        name="text"
        label={said.text}
        multiline
        value={text}
        onChange={setText}
        error={errors.text}
        required
        maxLength={2000}
        hint={said.textHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={said.name}
          value={name}
          onChange={setName}
          error={errors.name}
          autoComplete="name"
          required
          maxLength={100}
          hint={said.nameHint}
        />
        <SelectField
          name="location"
          label={said.location}
          value={location}
          onChange={(value) => {
            setLocation(value)
            setService('')
          }}
          options={locationChoices}
          error={errors.location}
          required
        />
      </div>
      {location ? (
        <SelectField
          name="service"
          label={said.service}
          value={service}
          onChange={setService}
          options={services.map((facts) => ({ value: facts.slug, label: serviceName(facts.slug, facts.name) }))}
          error={errors.service}
        />
      ) : null}
      {initialReference ? (
        <TextField
          name="reference"
          label={said.reference}
          value={reference}
          onChange={setReference}
          error={errors.reference}
          maxLength={20}
          hint={said.referenceHint}
        />
      ) : null}
    </LeadFormFrame>
  )
}
