import { useState, type FormEvent } from 'react'
import { LOCATIONS, servicesAt, type LocationSlug } from '@ecs/shared/catalog'
import { ChoiceGroup, SelectField, TextField } from '../../../components/form-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useLeadForm } from '../../../lib/use-lead-form'

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
        <h2 className="text-xl font-semibold text-slate-900">Thank you for your review</h2>
        <p className="mt-2 text-slate-800">
          Our team reads every review. Once approved, it appears on the location&apos;s reviews page.
        </p>
      </div>
    )
  }
  const services = location ? servicesAt(location as LocationSlug) : []
  return (
    <LeadFormFrame form={form} onSubmit={onSubmit} submitLabel="Send my review">
      <ChoiceGroup
        name="rating"
        legend="Your rating"
        type="radio"
        columns={3}
        options={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: `${stars} star${stars === 1 ? '' : 's'}`,
        }))}
        selected={[rating]}
        onToggle={setRating}
        error={errors.rating}
      />
      <TextField
        name="text"
        label="Your review"
        multiline
        value={text}
        onChange={setText}
        error={errors.text}
        required
        maxLength={2000}
        hint="At least 20 characters: what we did and how it went."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Your name"
          value={name}
          onChange={setName}
          error={errors.name}
          autoComplete="name"
          required
          maxLength={100}
          hint="Shown with your review, e.g. Ada L."
        />
        <SelectField
          name="location"
          label="Location"
          value={location}
          onChange={(value) => {
            setLocation(value)
            setService('')
          }}
          options={LOCATIONS.map((facts) => ({ value: facts.slug, label: facts.label }))}
          error={errors.location}
          required
        />
      </div>
      {location ? (
        <SelectField
          name="service"
          label="Service (optional)"
          value={service}
          onChange={setService}
          options={services.map((facts) => ({ value: facts.slug, label: facts.name }))}
          error={errors.service}
        />
      ) : null}
      {initialReference ? (
        <TextField
          name="reference"
          label="Your job's reference"
          value={reference}
          onChange={setReference}
          error={errors.reference}
          maxLength={20}
          hint="From our email: it links your review to your job."
        />
      ) : null}
    </LeadFormFrame>
  )
}
