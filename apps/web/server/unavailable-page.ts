import { DEFAULT_SERVICE_AREA_TEXT } from '@ecs/shared/catalog'

/** The last resort when the CMS is down and nothing is cached: plain HTML, no app, still a way to call. */
export function unavailablePage(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>We'll be right back</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>We'll be right back</h1><p>Our site is having a short break. Please try again in a minute.</p>
<p>${DEFAULT_SERVICE_AREA_TEXT}.</p></main></body></html>`
}
