import { HOME_SIZE_LABELS, HOME_SIZES, labelledOptions } from '@ecs/shared/catalog'
import { MAX_STORIES, PROPERTY_SURFACE_LABELS, PROPERTY_SURFACES, storiesLabel } from '@ecs/shared/schemas'
import { ChoiceGroup, SelectField } from '../../../../components/form-fields'
import { toggled, type StepProps } from './step-props'

const STORIES_OPTIONS = Array.from({ length: MAX_STORIES }, (_, index) => ({
  value: String(index + 1),
  label: storiesLabel(index + 1),
}))

/** Size, stories and surfaces; a business also names its type (the CMS's industries). */
export function PropertyStep({
  draft,
  errors,
  editor,
  businessTypes,
}: StepProps & { businessTypes: readonly string[] }) {
  const { property } = draft
  return (
    <>
      <ChoiceGroup
        name="property.size"
        legend="Size"
        type="radio"
        columns={3}
        options={labelledOptions(HOME_SIZES, HOME_SIZE_LABELS)}
        selected={[property.size]}
        onToggle={(value) => editor.setIn('property', 'size', value)}
        error={errors['property.size']}
      />
      <ChoiceGroup
        name="property.stories"
        legend="Stories"
        type="radio"
        columns={3}
        options={STORIES_OPTIONS}
        selected={[property.stories]}
        onToggle={(value) => editor.setIn('property', 'stories', value)}
        error={errors['property.stories']}
      />
      <ChoiceGroup
        name="property.surfaces"
        legend="Surfaces to clean (optional)"
        type="checkbox"
        columns={3}
        options={labelledOptions(PROPERTY_SURFACES, PROPERTY_SURFACE_LABELS)}
        selected={property.surfaces}
        onToggle={(value) => editor.setIn('property', 'surfaces', toggled(property.surfaces, value))}
        error={errors['property.surfaces']}
      />
      {draft.serviceType === 'commercial' ? (
        <SelectField
          name="property.businessType"
          label="Type of business"
          value={property.businessType}
          onChange={(value) => editor.setIn('property', 'businessType', value)}
          options={businessTypes.map((name) => ({ value: name, label: name }))}
          error={errors['property.businessType']}
          required
        />
      ) : null}
    </>
  )
}
