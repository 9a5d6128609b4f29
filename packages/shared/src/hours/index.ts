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
  LOCATION_TIME_ZONES,
  addWorkingMinutes,
  isOpenAt,
  nextOpening,
  openingsFrom,
  workingMinutesBetween,
  type Opening,
  type WorkingHours,
} from './working-time'
export { hoursText } from './hours-text'
