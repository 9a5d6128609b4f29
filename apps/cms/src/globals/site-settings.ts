import type { GlobalConfig } from 'payload'
import { BANNER_TEXT, TRUST_ICONS } from '@ecs/shared/catalog'
import { DEFAULT_TEXT_CONSENT_WORDING } from '@ecs/shared/leads'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { cardProcessor } from '../payments/stripe'
import { localized } from '../fields/localized'

const httpsAddress = (value: string | null | undefined) =>
  !value || /^https:\/\//.test(value) || 'Use an https:// address.'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: isContentEditor },
  fields: [
    {
      name: 'banner',
      type: 'group',
      admin: { description: 'The purple banner shown on the home, about, services, locations and plans pages.' },
      fields: [
        localized(
          { name: 'desktop', type: 'text', required: true, defaultValue: BANNER_TEXT.desktop },
          { requiredInEveryLanguage: true },
        ),
        localized(
          { name: 'mobile', type: 'text', required: true, defaultValue: BANNER_TEXT.mobile },
          { requiredInEveryLanguage: true },
        ),
      ],
    },
    {
      name: 'trustBand',
      type: 'group',
      admin: {
        description:
          'The reasons to trust us, shown under the title of the home, location and service pages (with the rating from approved reviews).',
      },
      fields: [
        { name: 'show', type: 'checkbox', defaultValue: true, label: 'Show the trust band' },
        {
          name: 'items',
          type: 'array',
          maxRows: 4,
          labels: { singular: 'Reason', plural: 'Reasons' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'icon', type: 'select', required: true, options: [...TRUST_ICONS], defaultValue: 'shield' },
                localized(
                  { name: 'title', type: 'text', required: true, maxLength: 40 },
                  { requiredInEveryLanguage: true },
                ),
                localized({ name: 'detail', type: 'text', maxLength: 80 }, { requiredInEveryLanguage: true }),
              ],
            },
          ],
        },
      ],
    },
    localized(
      {
        name: 'textConsentWording',
        label: 'Consent to texts',
        type: 'textarea',
        required: true,
        maxLength: 600,
        defaultValue: DEFAULT_TEXT_CONSENT_WORDING,
        admin: {
          description:
            'Beside the unticked "text me" box of every lead form, and kept on each lead that ticks it. US carriers ask that it says who texts, about what, how often, "Msg & data rates may apply" and "Reply STOP to opt out, HELP for help".',
        },
      },
      { requiredInEveryLanguage: true },
    ),
    {
      name: 'workRequestFrameUrl',
      type: 'text',
      admin: { description: 'The work-request tool loaded in a hidden frame on every page. Leave empty to load none.' },
      validate: httpsAddress,
    },
    {
      name: 'paymentPortalUrl',
      type: 'text',
      admin: {
        description:
          "Where 'Pay online' on /payment leads: the payment processor's hosted payment page. The visit's campaign parameters are added to it. Leave empty to offer payment by phone only.",
      },
      validate: httpsAddress,
    },
    {
      name: 'cardPaymentsOnline',
      type: 'checkbox',
      // Not stored: the CMS's environment decides it (decision 015), and the site reads it here.
      virtual: true,
      admin: {
        readOnly: true,
        description:
          'On once a developer has connected the company’s Stripe account: /payment then takes cards on Stripe’s own payment page, in place of the link above.',
      },
      hooks: { afterRead: [() => cardProcessor !== undefined] },
    },
  ],
}
