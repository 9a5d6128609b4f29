import { TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'

/** The first-touch columns of `attribution a`, selected under their record field names. */
export const SESSION_SELECT = [
  'a.id',
  'a.session_id AS "sessionId"',
  ...TOUCH_FIELDS.map((field) => `a.${TOUCH_COLUMNS[field]} AS "${field}"`),
  'a.created_at AS "createdAt"',
  'a.last_touch_at AS "lastTouchAt"',
].join(', ')

/** The last touch as one JSON object, for a session's full record. */
export const LAST_TOUCH_JSON = `json_build_object('at', a.last_touch_at, ${TOUCH_FIELDS.map((field) => `'${field}', a.last_touch_${TOUCH_COLUMNS[field]}`).join(', ')})`
