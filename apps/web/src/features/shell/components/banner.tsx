import type { SiteSetting } from '@ecs/shared/cms'
import { useMessages } from '../../../lib/messages'

/** The purple service-area banner of the routes flagged `banner` (seven paths); a shorter text fits small screens. */
export function Banner({ banner }: { banner: SiteSetting['banner'] }) {
  const words = useMessages().shell
  return (
    <section
      aria-label={words.serviceArea}
      className="bg-brand-700 px-4 py-2.5 text-center text-xs font-semibold tracking-wide text-white sm:text-sm"
      data-testid="site-banner"
    >
      <p className="hidden md:block">{banner.desktop}</p>
      <p className="md:hidden">{banner.mobile}</p>
    </section>
  )
}
