import { PAGE_NUMBERS_ELEMENT_ID } from '../numbers-before-answer'

const SCRIPT_ELEMENT_ID = '__number_swap'

export interface NumberSwapContent {
  /** The page's numbers (PageNumbers) as JSON that cannot close its element. */
  pageNumbers: string
  /** The built number-swap-script.ts. */
  script: string
}

/**
 * The page's numbers and the inline script that writes a visit's numbers into the page's phone numbers
 * (number-swap-script.ts), placed after the page's content: the script runs once every number is parsed,
 * before hydration. Hydration keeps both as the server wrote them.
 */
export function NumberSwapElements({ pageNumbers, script }: NumberSwapContent) {
  return (
    <>
      <script
        id={PAGE_NUMBERS_ELEMENT_ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: pageNumbers }}
      />
      <script id={SCRIPT_ELEMENT_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
    </>
  )
}

/**
 * Holds the page's rendering (its first layout and paint) until the number swap's script is parsed, and
 * so has run: the browser may otherwise lay out and paint the part parsed so far while it reads the
 * rest (seen in most loads of a direct visit in bench/number-swap.mjs), and the swap would then relayout
 * and repaint the page. For the document's head; browsers without `blocking` render as before.
 */
export function AwaitNumberSwap() {
  return <link rel="expect" href={`#${SCRIPT_ELEMENT_ID}`} blocking="render" />
}

/** The two elements' content as the server wrote them, for hydration to render the same. */
export function writtenNumberSwap(document: Document): NumberSwapContent {
  return {
    pageNumbers: document.getElementById(PAGE_NUMBERS_ELEMENT_ID)?.innerHTML ?? '',
    script: document.getElementById(SCRIPT_ELEMENT_ID)?.innerHTML ?? '',
  }
}
