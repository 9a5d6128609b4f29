import { pageQuery } from '../../api/pages'
import type { PageModule, PageProps } from '../../lib/page-module'
import { NotFoundContent } from '../page-kit/not-found-content'

function NotFoundPage({ match }: PageProps) {
  return <NotFoundContent match={match} />
}

export default NotFoundPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [pageQuery('not-found')]
