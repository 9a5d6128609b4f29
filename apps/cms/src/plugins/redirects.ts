import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { redirectKey, redirectTarget, type RedirectDocument } from '@ecs/shared/routes'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'

/** The documents a redirect can lead to: those with a page of their own. */
const TARGET_COLLECTIONS = ['landing-pages', 'pages', 'services', 'articles', 'locations']
/** Never redirected: the API the site forwards, and the site's own endpoints. */
const RESERVED = /^\/(api|__)(\/|$)/
const MAX_HOPS = 20

type RedirectData = Partial<RedirectDocument> & { id?: number | string }

/** Where a redirect leads, its reference read from the database if it came as an id. */
async function targetOf(redirect: Pick<RedirectDocument, 'to'>, req: PayloadRequest): Promise<string | undefined> {
  const reference = redirect.to?.type === 'reference' ? redirect.to.reference : undefined
  if (reference && (typeof reference.value === 'number' || typeof reference.value === 'string')) {
    const doc = await req.payload.findByID({
      collection: reference.relationTo as 'pages',
      id: reference.value,
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    return doc ? redirectTarget({ to: { type: 'reference', reference: { ...reference, value: doc } } }) : undefined
  }
  return redirectTarget(redirect)
}

/**
 * The old address: a path of this site, not one it must answer itself, and no step of a loop. Follows
 * the chain from the target through the other redirects: a redirect that would lead back to its own
 * address (at once or after other hops) is refused with the loop spelled out.
 */
const validFrom: TextFieldSingleValidation = async (value, { data, req }) => {
  const from = typeof value === 'string' ? redirectKey(value.trim()) : undefined
  if (!from) return 'Enter a path of this site starting with /, e.g. /spring-offer.'
  if (RESERVED.test(from)) return `${from} belongs to the site itself and cannot be redirected.`
  const redirect = data as RedirectData
  let target = await targetOf(redirect, req)
  if (!target) return true // the target's own field says what is missing
  const chain = [from]
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = redirectKey(target)
    if (!next) return true // another site: the chain ends there
    if (next === from) {
      return chain.length === 1
        ? `This redirect would send ${from} to itself.`
        : `This redirect would make a loop: ${[...chain, from].join(' → ')}.`
    }
    chain.push(next)
    const onward = await req.payload.find({
      collection: 'redirects',
      where: { and: [{ from: { equals: next } }, ...(redirect.id ? [{ id: { not_equals: redirect.id } }] : [])] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const following = onward.docs[0] as RedirectDocument | undefined
    if (!following) return true
    target = await targetOf(following, req)
    if (!target) return true
  }
  return `This redirect would start a chain of more than ${MAX_HOPS} redirects: point it at the final page.`
}

/** A custom target: a path of this site or a full http(s) address. */
const validUrl: TextFieldSingleValidation = (value) => {
  const url = typeof value === 'string' ? value.trim() : ''
  if (redirectKey(url) !== undefined) return true
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) || 'Use a path such as /about-us or an https:// address.'
  } catch {
    return 'Use a path such as /about-us or an https:// address.'
  }
}

function describedFields(defaultFields: Field[]): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text')
      return {
        ...field,
        validate: validFrom,
        hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && redirectKey(value.trim())) || value] },
        admin: {
          ...field.admin,
          description: 'The old address, e.g. /spring-offer. Visitors and search engines asking for it are sent on.',
        },
      } as Field
    if (field.name === 'to' && field.type === 'group')
      return {
        ...field,
        fields: field.fields.map((inner) =>
          'name' in inner && inner.name === 'url' && inner.type === 'text'
            ? ({
                ...inner,
                validate: validUrl,
                admin: { ...inner.admin, description: 'A path of this site or a full address.' },
              } as Field)
            : inner,
        ),
      }
    return field
  })
}

/**
 * Redirects marketing manages: answered by the site with the chosen status (301 by default) before any page is rendered, the
 * query string kept. A renamed landing page adds its own (collections/landing-pages/hooks).
 */
export const redirects = redirectsPlugin({
  collections: TARGET_COLLECTIONS,
  redirectTypes: ['301', '302', '307', '308'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    admin: {
      description:
        '301 when the move is for good (search engines then list the new address), 302 for a short while. 308 and 307 are the same for pages that receive forms; they are rarely needed.',
    },
  },
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
    admin: {
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description: 'Old addresses sent to new ones. A redirect that would loop or point at itself is refused.',
    },
    fields: ({ defaultFields }) => describedFields(defaultFields),
  },
})
