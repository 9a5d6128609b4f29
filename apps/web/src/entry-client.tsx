import './styles.css'
// The app is imported statically, so the page's load event waits for it: starting it after the first
// paint (tried) let a click right after load reach a button not yet hydrated, and the click was lost.
import './hydrate'
