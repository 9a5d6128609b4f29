import type { ServiceFacts } from '@ecs/shared/catalog'
import { ChoiceGroup } from '../../../../components/form-fields'
import { toggled, type StepProps } from './step-props'

/** The services of the chosen type that the property's area offers (all of them when it is unknown). */
export function ServicesStep({ draft, errors, editor, offered }: StepProps & { offered: readonly ServiceFacts[] }) {
  return (
    <ChoiceGroup
      name="services"
      legend="Choose one or more"
      type="checkbox"
      options={offered.map((service) => ({ value: service.slug, label: service.name }))}
      selected={draft.services}
      onToggle={(value) => editor.set('services', toggled(draft.services, value))}
      error={errors.services ?? Object.entries(errors).find(([field]) => field.startsWith('services.'))?.[1]}
      hint={offered.length === 0 ? 'Go back and choose home or business first.' : undefined}
    />
  )
}
