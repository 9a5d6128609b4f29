import { HOME_SIZES, labelledOptions } from '@ecs/shared/catalog'
import { BUILDING_TYPES, MAX_STORIES, surfacesFor } from '@ecs/shared/schemas'
import { ChoiceGroup, SelectField, TextField } from '../../../../components/form-fields'
import { useMessages } from '../../../../lib/messages'
import type { EstimateDraft } from '../../hooks/use-estimate-draft'
import { choiceAnswer, textAnswer, toggled, type StepProps } from './step-props'

const STORIES = Array.from({ length: MAX_STORIES }, (_, index) => index + 1)

/**
 * The property, in the measures of its kind: a home's size and stories; a business's type (the CMS's
 * industries), its building and the building's measures (levels and stalls for a parking garage,
 * floors and square feet for any other) and frontage. Each is offered only its own surfaces.
 */
type BusinessTypes = readonly { value: string; label: string }[]

export function PropertyStep({ businessTypes, ...props }: StepProps & { businessTypes: BusinessTypes }) {
  const { draft, errors, editor } = props
  const { property } = draft
  const words = useMessages().estimate
  return (
    <>
      {draft.serviceType === 'commercial' ? (
        <BuildingQuestions {...props} businessTypes={businessTypes} />
      ) : (
        <>
          <ChoiceGroup
            {...choiceAnswer(props, 'property', 'size')}
            legend={words.size}
            columns={3}
            options={labelledOptions(HOME_SIZES, words.sizes)}
          />
          <ChoiceGroup
            {...choiceAnswer(props, 'property', 'stories')}
            legend={words.stories}
            columns={3}
            options={STORIES.map((stories) => ({ value: String(stories), label: words.storiesChoice(stories) }))}
          />
        </>
      )}
      <ChoiceGroup
        name="property.surfaces"
        legend={words.surfacesLegend}
        type="checkbox"
        columns={3}
        options={labelledOptions(surfacesFor(draft.serviceType), words.surfaces)}
        selected={property.surfaces}
        onToggle={(value) => editor.setIn('property', 'surfaces', toggled(property.surfaces, value))}
        error={errors['property.surfaces']}
      />
    </>
  )
}

type Measure = keyof Pick<EstimateDraft['property'], 'floors' | 'squareFeet' | 'levels' | 'stalls' | 'frontageFeet'>

/** A business's type, its building and the measures that fit the building. */
function BuildingQuestions({ businessTypes, ...props }: StepProps & { businessTypes: BusinessTypes }) {
  const words = useMessages().estimate
  const garage = props.draft.property.buildingType === 'parking-garage'
  const measures: Measure[] = [
    ...(garage ? (['levels', 'stalls'] as const) : (['floors', 'squareFeet'] as const)),
    'frontageFeet',
  ]
  return (
    <>
      <SelectField
        {...textAnswer(props, 'property', 'businessType')}
        label={words.businessType}
        options={businessTypes}
        required
      />
      <ChoiceGroup
        {...choiceAnswer(props, 'property', 'buildingType')}
        legend={words.buildingType}
        columns={2}
        options={labelledOptions(BUILDING_TYPES, words.buildingTypes)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {measures.map((measure) => (
          <TextField
            key={measure}
            {...textAnswer(props, 'property', measure)}
            label={words[measure]}
            inputMode="numeric"
            required={measure !== 'frontageFeet'}
            maxLength={12}
          />
        ))}
      </div>
    </>
  )
}
