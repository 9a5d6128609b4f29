import { MetaDescriptionField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { Field, GroupField } from 'payload'
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@ecs/shared/seo'

const paths = { titlePath: 'seo.title', descriptionPath: 'seo.description' }
/**
 * What search engines show before cutting: the plugin's length guidance counts up to these (from its
 * own minimums, 50 and 100 characters: a minimum here would refuse shorter texts on save).
 */
const lengths = { title: { maxLength: TITLE_MAX_LENGTH }, description: { maxLength: DESCRIPTION_MAX_LENGTH } }

/** A plugin field with a one-line description added to its admin options (an override would replace them). */
function described<F extends Field>(field: F, description: string): F {
  return { ...field, admin: { ...field.admin, description } }
}

/**
 * Search-result title and description (the page falls back to its own title and summary), with
 * @payloadcms/plugin-seo's length guidance and a preview of the search result as marketing types.
 */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'Search result',
  admin: {
    description:
      'How the page appears in search results and link previews. Leave empty to use the page’s own title and summary.',
  },
  fields: [
    OverviewField({ ...paths, titleOverrides: lengths.title, descriptionOverrides: lengths.description }),
    described(
      MetaTitleField({ hasGenerateFn: false, overrides: { ...lengths.title, localized: true } }),
      'Shown as the blue link in search results.',
    ),
    described(
      MetaDescriptionField({ hasGenerateFn: false, overrides: { ...lengths.description, localized: true } }),
      'The gray text under the link: what the visitor gets from the page.',
    ),
    PreviewField({ ...paths, hasGenerateFn: true }),
  ],
}
