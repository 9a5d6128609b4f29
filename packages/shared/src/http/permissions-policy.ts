/**
 * The browser features our pages may use, on every answer of both ports (the site and the CMS's admin):
 * none of the powerful ones (no page asks for a camera, a location or a payment sheet: card payments
 * leave for Stripe's own page), so a script that got in, or a page that frames ours, cannot ask for
 * them either. Fullscreen stays ours alone. Only features browsers know are named: an unknown one
 * is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')
