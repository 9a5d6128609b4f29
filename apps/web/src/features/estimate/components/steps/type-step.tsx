import type { ServiceType } from '@ecs/shared/catalog'
import { ChoiceGroup } from '../../../../components/form-fields'
import type { StepProps } from './step-props'

const TYPE_OPTIONS = [
  { value: 'residential', label: 'My home', description: 'Windows, siding, decks, holiday lights' },
  { value: 'commercial', label: 'A business or building', description: 'Storefronts, offices, garages, HOAs' },
] satisfies { value: ServiceType; label: string; description: string }[]

/** Home or business; changing it clears the services chosen (each type has its own). */
export function TypeStep({ draft, errors, editor }: StepProps) {
  return (
    <ChoiceGroup
      name="serviceType"
      legend="Type of property"
      type="radio"
      columns={2}
      options={TYPE_OPTIONS}
      selected={[draft.serviceType]}
      onToggle={(value) => {
        const chosen = TYPE_OPTIONS.find((option) => option.value === value)?.value
        if (!chosen) return
        editor.update((current) => ({
          ...current,
          serviceType: chosen,
          services: current.serviceType === chosen ? current.services : [],
        }))
      }}
      error={errors.serviceType}
    />
  )
}
