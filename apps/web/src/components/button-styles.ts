const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const solid = `rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 ${focusRing} disabled:opacity-60`

/**
 * The brand's solid button, said once, for <button>s and for links that look like one, in the sizes
 * the site uses. The display (block, inline-block, hidden at some widths) is the caller's; each keeps
 * a visible focus ring for keyboard users. The white buttons on dark bands are in call-to-action.tsx.
 */
export const brandButton = {
  /** A page's main call to action: Go to the home page, See open roles, Continue to secure payment. */
  large: `${solid} px-5 py-3`,
  /** A form's send button and a page's lesser actions. */
  medium: `${solid} px-5 py-2`,
  /** The controls of staff pages and the header's Free Estimate. */
  small: `${solid} px-4 py-2 text-sm`,
  /** Buttons inside table rows. */
  compact: `${solid} px-3 py-1.5 text-sm`,
}

/** A quiet outlined button: Previous and Next under a table, a row's secondary action. */
export const outlineButton = `rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 ${focusRing} disabled:opacity-50`
