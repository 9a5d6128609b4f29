/** A module built into the text of one inline classic script (vite.config.ts's inlineScripts). */
declare module 'inline-script:*' {
  const script: string
  export default script
}
