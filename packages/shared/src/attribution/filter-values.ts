/** A campaign filter's value meaning "not set" (a session with no utm_source, ...), in the reports and on the desk. */
export const NONE = '(none)'
