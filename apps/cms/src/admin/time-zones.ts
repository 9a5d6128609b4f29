import { LOCATION_TIME_ZONES, TIME_ZONE_NAMES } from '@ecs/shared/hours'

/** The zones the offices keep their hours in, named as staff say them ("Pacific (Los Angeles)"). */
export const OFFICE_TIME_ZONE_OPTIONS = LOCATION_TIME_ZONES.map((value) => ({ value, label: TIME_ZONE_NAMES[value] }))
