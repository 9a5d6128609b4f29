import type { CommunityProgram } from '@ecs/shared/cms'
import { formatCents } from '@ecs/shared/schemas'
import { PhoneLink } from '../../../components/phone-link'
import { useMessages } from '../../../lib/messages'

/** A program's resident price list, schedule, terms and contact, as the CMS keeps them. */
export function ProgramDetails({ program }: { program: CommunityProgram }) {
  const words = useMessages().residentSignup
  return (
    <section aria-labelledby="resident-prices" className="mx-auto max-w-3xl space-y-8 px-4 pb-12">
      <div>
        <h2 id="resident-prices" className="text-2xl font-bold text-slate-900">
          {words.prices}
        </h2>
        <p className="mt-1 text-slate-700">{program.property}</p>
        <div className="mt-4 overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {words.service}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {words.price}
                </th>
                <th scope="col" className="px-3 py-2">
                  {words.billed}
                </th>
              </tr>
            </thead>
            <tbody>
              {program.prices.map((price) => (
                <tr key={price.key} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {price.service}
                    {price.description ? (
                      <span className="block font-normal text-slate-600">{price.description}</span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCents(price.priceCents)}</td>
                  <td className="px-3 py-2">{words.cadences[price.cadence]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{words.schedule}</h3>
          <p className="mt-1 text-slate-800">{program.schedule}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{words.contact}</h3>
          <p className="mt-1 text-slate-800">
            <PhoneLink phone={program.contact.phone} className="font-semibold text-brand-800 underline" />
            <br />
            <a href={`mailto:${program.contact.email}`} className="text-brand-800 underline">
              {program.contact.email}
            </a>
          </p>
        </div>
      </div>
      <div id="program-terms">
        <h3 className="text-lg font-semibold text-slate-900">{words.termsHeading}</h3>
        <p className="mt-1 text-slate-800">{program.terms}</p>
      </div>
    </section>
  )
}
