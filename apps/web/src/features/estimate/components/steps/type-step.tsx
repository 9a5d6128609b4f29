import { ChoiceGroup } from '../../../../components/form-fields'
import { SERVICE_TYPES, type ServiceType } from '@ecs/shared/catalog'
import { useMessages } from '../../../../lib/messages'
import type { StepProps } from './step-props'

/** Homes first: most visitors are homeowners, and the first radio is the one Tab reaches. */
const OFFERED_ORDER = ['residential', 'commercial'] as const satisfies readonly ServiceType[]

/** Home or business; changing it clears the services chosen (each type has its own). */
export function TypeStep({ draft, errors, editor }: StepProps) {
  const words = useMessages().estimate
  const options = OFFERED_ORDER.map((value) => ({ value, ...words.types[value] }))
  return (
    <ChoiceGroup
      name="serviceType"
      legend={words.typeLegend}
      type="radio"
      columns={2}
      options={options}
      selected={[draft.serviceType]}
      onToggle={(value) => {
        const chosen = SERVICE_TYPES.find((type): type is ServiceType => type === value)
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
