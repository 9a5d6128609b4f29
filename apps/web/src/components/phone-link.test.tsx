// @vitest-environment jsdom
import { act, Suspense, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setShownPhones } from '../lib/shown-phones'
import { PhoneLink } from './phone-link'

// React's act() warns unless the environment says it is a test's.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const OWN = '(703) 555-0101'
const TRACKING = '(703) 555-0111'
const POOL = '(703) 555-0122'

/** Renders the page again from the top, as any state change above the links would. */
const rerender = { page: () => undefined as void }
function Page({ extra }: { extra?: boolean }) {
  const [, setRenders] = useState(0)
  useEffect(() => {
    rerender.page = () => setRenders((count) => count + 1)
  })
  return (
    <main>
      <PhoneLink phone={OWN} data-testid="plain" />
      <PhoneLink phone={OWN} data-testid="worded">
        {(shown) => (
          <>
            Call <span className="sr-only">us at {shown}</span>
          </>
        )}
      </PhoneLink>
      {extra && <PhoneLink phone={OWN} data-testid="later" />}
    </main>
  )
}

let root: Root | undefined
function link(testId: string) {
  const found = document.querySelector<HTMLAnchorElement>(`[data-testid="${testId}"]`)!
  return { text: found.textContent, href: found.getAttribute('href') }
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  setShownPhones({})
  document.body.innerHTML = ''
})

describe('PhoneLink', () => {
  it('hydrates the HTML’s number, then shows the visit’s tracking number in its text and href', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    expect(link('plain')).toEqual({ text: OWN, href: 'tel:+17035550101' })

    act(() => setShownPhones({ '+17035550101': TRACKING }))
    expect(link('plain')).toEqual({ text: TRACKING, href: 'tel:+17035550111' })
    expect(link('worded')).toEqual({ text: `Call us at ${TRACKING}`, href: 'tel:+17035550111' })
  })

  it('stays right when React renders the links again, and for links added after the swap', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, <Page />)
    })
    act(() => setShownPhones({ '+17035550101': TRACKING }))
    act(() => rerender.page())
    expect(link('worded')).toEqual({ text: `Call us at ${TRACKING}`, href: 'tel:+17035550111' })
    act(() => root!.render(<Page extra />))
    expect(link('later')).toEqual({ text: TRACKING, href: 'tel:+17035550111' })

    // A page of another location: the pool number replaces the one shown, in every link.
    act(() => setShownPhones({ '+17035550101': POOL }))
    for (const testId of ['plain', 'worded', 'later']) expect(link(testId).href).toBe('tel:+17035550122')
    expect(link('worded').text).toBe(`Call us at ${POOL}`)
    act(() => rerender.page())
    expect(link('plain').text).toBe(POOL)
  })

  it('hydrates what the HTML shows when the answer arrives while part of the page is still to hydrate', async () => {
    // A boundary that hydrates late (its code or data still on the way, like the proof section or the
    // desktop menus): the numbers' answer can come first, and then still hydrates the server's HTML.
    let arrived = true
    let arrive!: () => void
    const onTheWay = new Promise<void>((resolve) => (arrive = resolve))
    function LateLink() {
      if (!arrived) throw onTheWay
      return <PhoneLink phone={OWN} data-testid="late" />
    }
    const late = (
      <main>
        <PhoneLink phone={OWN} data-testid="plain" />
        <Suspense fallback={null}>
          <LateLink />
        </Suspense>
      </main>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(late)
    document.body.append(container)
    arrived = false
    const mismatches: unknown[] = []
    await act(async () => {
      root = hydrateRoot(container, late, { onRecoverableError: (error) => mismatches.push(error) })
    })

    act(() => setShownPhones({ '+17035550101': TRACKING }))
    expect(link('plain')).toEqual({ text: TRACKING, href: 'tel:+17035550111' })
    expect(link('late')).toEqual({ text: OWN, href: 'tel:+17035550101' })
    await act(async () => {
      arrived = true
      arrive()
      await onTheWay
    })
    expect(mismatches).toEqual([])
    expect(link('late')).toEqual({ text: TRACKING, href: 'tel:+17035550111' })
  })
})
