import { HOME_SIZES, labelledOptions } from '@ecs/shared/catalog'
import { MAX_STORIES, surfacesFor } from '@ecs/shared/schemas'
import { ChoiceGroup, SelectField } from '../../../../components/form-fields'
import { useMessages } from '../../../../lib/messages'
import { choiceAnswer, textAnswer, toggled, type StepProps } from './step-props'

const STORIES = Array.from({ length: MAX_STORIES }, (_, index) => index + 1)

/** Size, stories and surfaces; a business also names its type (the CMS's industries). */
export function PropertyStep({ businessTypes, ...props }: StepProps & { businessTypes: readonly string[] }) {
  const { draft, errors, editor } = props
  const { property } = draft
  const words = useMessages().estimate
  return (
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
      {draft.serviceType === 'commercial' ? (
        <SelectField
          {...textAnswer(props, 'property', 'businessType')}
          label={words.businessType}
          options={businessTypes.map((name) => ({ value: name, label: name }))}
          required
        />
      ) : null}
    </>
  )
}
