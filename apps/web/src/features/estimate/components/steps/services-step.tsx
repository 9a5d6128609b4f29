import type { ServiceFacts } from '@ecs/shared/catalog'
import { ChoiceGroup } from '../../../../components/form-fields'
import { useMessages } from '../../../../lib/messages'
import { toggled, type StepProps } from './step-props'

/** The services of the chosen type that the property's area offers (all of them when it is unknown). */
export function ServicesStep({
  draft,
  errors,
  editor,
  offered,
  serviceName,
}: StepProps & { offered: readonly ServiceFacts[]; serviceName: (slug: string) => string }) {
  const words = useMessages().estimate
  return (
    <ChoiceGroup
      name="services"
      legend={words.servicesLegend}
      type="checkbox"
      options={offered.map((service) => ({ value: service.slug, label: serviceName(service.slug) }))}
      selected={draft.services}
      onToggle={(value) => editor.set('services', toggled(draft.services, value))}
      error={errors.services ?? Object.entries(errors).find(([field]) => field.startsWith('services.'))?.[1]}
      hint={offered.length === 0 ? words.chooseTypeFirst : undefined}
    />
  )
}
