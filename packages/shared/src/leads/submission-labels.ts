import { HOME_SIZE_LABELS, PLAN_FREQUENCY_LABELS, SERVICE_TYPE_LABELS, SERVICES, locationBySlug } from '../catalog'
import type { OptionLabels } from '../catalog/options'
import {
  AVAILABILITY_LABELS,
  BUILDING_TYPE_LABELS,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
  PROPERTY_SURFACE_LABELS,
  storiesLabel,
} from '../schemas/form-options'

/**
 * What staff call each field a lead's document keeps, in every kind (the forms' own words). A field
 * without one here is shown with its name spelled out ("experienceYears" -> "Experience years").
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  serviceType: 'Type of service',
  services: 'Services',
  service: 'Service',
  property: 'Property',
  size: 'Size',
  homeSize: 'Home size',
  stories: 'Stories',
  surfaces: 'Surfaces',
  businessType: 'Type of business',
  buildingType: 'Building',
  floors: 'Floors',
  squareFeet: 'Square feet',
  levels: 'Levels',
  stalls: 'Stalls',
  frontageFeet: 'Frontage (feet)',
  business: 'Business',
  company: 'Company',
  jobTitle: 'Job title',
  sites: 'Sites',
  address: 'Address',
  street: 'Street',
  unit: 'Unit',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  contact: 'Contact',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  preferredContactMethod: 'Prefers',
  preferredTime: 'Best time',
  message: 'Message',
  frequency: 'Visits',
  availability: 'Availability',
  location: 'Location',
  sourcePage: 'Sent from page',
  createdAt: 'Received',
  rating: 'Rating',
  text: 'Review',
  name: 'Name',
}

/** The closed choices' labels, by the field that holds them. */
const VALUE_LABELS: Readonly<Record<string, OptionLabels<string>>> = {
  serviceType: SERVICE_TYPE_LABELS,
  size: HOME_SIZE_LABELS,
  homeSize: HOME_SIZE_LABELS,
  surfaces: PROPERTY_SURFACE_LABELS,
  buildingType: BUILDING_TYPE_LABELS,
  preferredContactMethod: PREFERRED_CONTACT_METHOD_LABELS,
  preferredTime: PREFERRED_CONTACT_TIME_LABELS,
  availability: AVAILABILITY_LABELS,
  frequency: PLAN_FREQUENCY_LABELS,
}

/** "preferredContactMethod" -> "Preferred contact method": the fallback for a field not named above. */
function spelledOut(field: string): string {
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** What staff call a submitted field. */
export const submittedFieldLabel = (field: string): string => FIELD_LABELS[field] ?? spelledOut(field)

/**
 * A submitted value as staff read it: a service's name for its slug, a location's name, a choice's
 * label ("small" -> "Small (under 1,500 sq ft)"); anything else as sent.
 */
export function submittedValueLabel(field: string, value: string | number): string {
  if (field === 'stories' && typeof value === 'number') return storiesLabel(value)
  const text = String(value)
  if (field === 'services' || field === 'service')
    return SERVICES.find((service) => service.slug === text)?.name ?? text
  if (field === 'location') return locationBySlug(text)?.label ?? text
  return VALUE_LABELS[field]?.[text] ?? text
}
