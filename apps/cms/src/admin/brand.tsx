import { LOGO_MARK, logoMarkSvg } from '@ecs/shared/brand'
import type { Payload } from 'payload'

/** The company's mark as the admin's browser-tab icon (a data URL: the CMS serves no files of its own). */
export const ADMIN_FAVICON = `data:image/svg+xml,${encodeURIComponent(logoMarkSvg(32))}`

/** The mark at a size in pixels, or filling its box (the admin's slots size the icon themselves). */
function Mark({ size }: { size: number | '100%' }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: LOGO_MARK }}
    />
  )
}

/**
 * The small mark in the admin's breadcrumb, linking home: it fills the 18 px box Payload gives it (a
 * fixed 28 px mark overflowed that box and was cut off).
 */
export function Icon() {
  return <Mark size="100%" />
}

/** The sign-in page's logo: the mark and the company's name as marketing set it in Company info. */
export async function Logo({ payload }: { payload: Payload }) {
  const company = await payload.findGlobal({ slug: 'company-info', depth: 0 }).catch(() => undefined)
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Mark size={56} />
      <div>
        <div style={{ fontSize: 22, fontWeight: 700 }}>{company?.name ?? 'Clearview Exterior Cleaning'}</div>
        <div style={{ opacity: 0.7 }}>Website content</div>
      </div>
    </div>
  )
}
