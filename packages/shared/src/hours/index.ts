export {
  WEEKDAYS,
  hoursProblem,
  openingHoursSpecification,
  readHours,
  type OpeningHours,
  type ReadHours,
  type Weekday,
} from './read-hours'
export {
  COMPANY_TIME_ZONE,
  LOCATION_TIME_ZONES,
  TIME_ZONE_NAMES,
  addWorkingMinutes,
  isOpenAt,
  nextOpening,
  openingsFrom,
  workingMinutesBetween,
  type LocationTimeZone,
  type Opening,
  type WorkingHours,
} from './working-time'
export { hoursText } from './hours-text'
