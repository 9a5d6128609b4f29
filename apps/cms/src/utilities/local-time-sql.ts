/**
 * A timestamp column as an office reads it in an export: on the clock of the zone `zoneSql` names, to the
 * minute (`YYYY-MM-DD HH:MM`), so a spreadsheet of one location shows its own hours.
 */
export const localMinuteSql = (column: string, zoneSql: string) =>
  `to_char(${column} AT TIME ZONE ${zoneSql}, 'YYYY-MM-DD HH24:MI')`
