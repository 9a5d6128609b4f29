import { HOME_SIZE_LABELS, HOME_SIZES, labelledOptions } from '@ecs/shared/catalog'
import { MAX_STORIES, PROPERTY_SURFACE_LABELS, storiesLabel, surfacesFor } from '@ecs/shared/schemas'
import { ChoiceGroup, SelectField } from '../../../../components/form-fields'
import { choiceAnswer, textAnswer, toggled, type StepProps } from './step-props'

const STORIES_OPTIONS = Array.from({ length: MAX_STORIES }, (_, index) => ({
  value: String(index + 1),
  label: storiesLabel(index + 1),
}))

/** Size, stories and surfaces; a business also names its type (the CMS's industries). */
export function PropertyStep({ businessTypes, ...props }: StepProps & { businessTypes: readonly string[] }) {
  const { draft, errors, editor } = props
  const { property } = draft
  return (
    <>
      <ChoiceGroup
        {...choiceAnswer(props, 'property', 'size')}
        legend="Size"
        columns={3}
        options={labelledOptions(HOME_SIZES, HOME_SIZE_LABELS)}
      />
      <ChoiceGroup
        {...choiceAnswer(props, 'property', 'stories')}
        legend="Stories"
        columns={3}
        options={STORIES_OPTIONS}
      />
      <ChoiceGroup
        name="property.surfaces"
        legend="Surfaces to clean (optional)"
        type="checkbox"
        columns={3}
        options={labelledOptions(surfacesFor(draft.serviceType), PROPERTY_SURFACE_LABELS)}
        selected={property.surfaces}
        onToggle={(value) => editor.setIn('property', 'surfaces', toggled(property.surfaces, value))}
        error={errors['property.surfaces']}
      />
      {draft.serviceType === 'commercial' ? (
        <SelectField
          {...textAnswer(props, 'property', 'businessType')}
          label="Type of business"
          options={businessTypes.map((name) => ({ value: name, label: name }))}
          required
        />
      ) : null}
    </>
  )
}
