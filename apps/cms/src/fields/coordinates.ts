import type { NumberField } from 'payload'

const HOW_TO = 'In Google Maps, right-click the place and click the two numbers at the top of the menu to copy them'

/**
 * A point as latitude and longitude, each with its range and a line on where to find it: marketing has
 * the address, not the numbers.
 */
export function latitudeAndLongitude({ required }: { required: boolean }): NumberField[] {
  return [
    {
      name: 'lat',
      label: 'Latitude',
      type: 'number',
      required,
      min: -90,
      max: 90,
      admin: { step: 0.0001, description: `${HOW_TO}: the first is the latitude (38.8912 for Arlington, VA).` },
    },
    {
      name: 'lng',
      label: 'Longitude',
      type: 'number',
      required,
      min: -180,
      max: 180,
      admin: {
        step: 0.0001,
        description: `The second number, negative west of Greenwich (-77.0859 for Arlington, VA).`,
      },
    },
  ]
}
