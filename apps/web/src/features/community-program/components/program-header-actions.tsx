import type { CommunityProgram } from '@ecs/shared/cms'
import { primaryButton, secondaryButton } from '../../../components/call-to-action'
import { PhoneLink } from '../../../components/phone-link'
import { useMessages } from '../../../lib/messages'
import { RESIDENT_SIGNUP_ANCHOR } from './resident-signup-form'

/**
 * The program page's first screen: "Sign up now" down to the form (it sits below the copy, prices and
 * terms, thousands of pixels down on a phone) and the program's own line, on phones and desktop.
 */
export function ProgramHeaderActions({ program }: { program: CommunityProgram }) {
  const words = useMessages()
  return (
    <>
      <a href={`#${RESIDENT_SIGNUP_ANCHOR}`} className={primaryButton}>
        {words.residentSignup.signUpNow}
      </a>
      <PhoneLink phone={program.contact.phone} className={secondaryButton}>
        {words.callToAction.call}
      </PhoneLink>
    </>
  )
}
