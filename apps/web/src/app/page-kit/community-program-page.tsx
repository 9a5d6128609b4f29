import type { CommunityProgramId } from '@ecs/shared/catalog'
import { communityProgramQuery, useCommunityProgram } from '../../api/community-programs'
import { ProgramDetails, ProgramHeaderActions, ResidentSignupForm } from '../../features/community-program'
import { assertFound, type PageProps } from '../../lib/page-module'
import { contentPage } from './content-page'

/**
 * A community program's page: its CMS copy, then the program's resident prices and the signup form;
 * its header links down to the form and calls the program's line.
 */
export function communityProgramPage(programId: CommunityProgramId) {
  function Actions() {
    const program = useCommunityProgram(programId)
    return program ? <ProgramHeaderActions program={program} /> : null
  }

  function Program({ match }: PageProps) {
    assertFound(match)
    const program = useCommunityProgram(programId)
    if (!program) return null
    return (
      <>
        <ProgramDetails program={program} />
        <ResidentSignupForm program={program} sourcePage={match.pagePath} />
      </>
    )
  }
  return contentPage({
    slug: programId,
    callToAction: false,
    HeaderActions: Actions,
    Extra: Program,
    queries: () => [communityProgramQuery(programId)],
  })
}
