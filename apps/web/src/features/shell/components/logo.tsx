import { LOGO_MARK } from '@ecs/shared/brand'

/** The company mark (@ecs/shared/brand), decorative beside the company's name. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className} dangerouslySetInnerHTML={{ __html: LOGO_MARK }} />
  )
}
