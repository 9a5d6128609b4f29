import { type Locale } from '../routes'
import { type NavLink, type NavText } from './nav-link'

/**
 * The navigation's labels in Spanish, by their English label: the menus, the footer's columns and the
 * top bar's location link are built once, in English, and each language's page shows them through
 * its table (a label with no entry fails navigation.test.ts, never reaches a visitor in English).
 */
const SPANISH: Readonly<Record<string, string>> = {
  About: 'Acerca de',
  'About Us': 'Quiénes somos',
  'All articles': 'Todos los artículos',
  'All locations': 'Todas las ubicaciones',
  'Apply Now': 'Postúlese ahora',
  'Card Data Policy': 'Política de datos de tarjetas',
  Careers: 'Empleos',
  'Change Location': 'Cambiar ubicación',
  Commercial: 'Comercial',
  'Commercial Services': 'Servicios comerciales',
  'Company Tenets': 'Nuestros principios',
  Contact: 'Contacto',
  // Names alone, no article: it is said inside sentences ("en …", "nuestro equipo de …").
  'DMV Area': 'DC, Maryland y Virginia',
  'Find Location': 'Buscar ubicación',
  'Free Estimate': 'Presupuesto gratis',
  'Graffiti Removal': 'Eliminación de grafiti',
  'Holiday Lights': 'Luces navideñas',
  Home: 'Inicio',
  'Houston TX': 'Houston TX',
  Learn: 'Aprenda',
  'Leave a Review': 'Deje una reseña',
  Locations: 'Ubicaciones',
  'Open Roles': 'Vacantes',
  Overview: 'Resumen',
  'Parking Garage Washing': 'Lavado de estacionamientos',
  'Pressure Washing': 'Lavado a presión',
  'Pricing & Protection Plans': 'Precios y planes de protección',
  'Privacy Policy': 'Política de privacidad',
  Residential: 'Residencial',
  'Residential Services': 'Servicios residenciales',
  Reviews: 'Reseñas',
  'Seattle WA': 'Seattle WA',
  'Soft Wash': 'Lavado suave',
  'Terms of Service': 'Términos del servicio',
  'Tri-Cities WA': 'Tri-Cities WA',
  'Window Cleaning': 'Limpieza de ventanas',
  'Building Maintenance': 'Mantenimiento de edificios',
  'Curb Appeal on a Budget': 'Buena fachada con poco presupuesto',
  'Luxury Window Cleaning': 'Limpieza de ventanas de lujo',
  'Soft Washing': 'Lavado suave',
  'Holiday Lighting': 'Iluminación navideña',
  'Protecting Exterior Surfaces': 'Cómo proteger las superficies exteriores',
  'Mold & Stain Damage Prevention': 'Cómo prevenir el moho y las manchas',
}

/** A navigation label in a language; undefined when Spanish has no entry for it (a test keeps that from happening). */
export function navLabelIn(label: string, locale: Locale): string | undefined {
  return locale === 'en' ? label : SPANISH[label]
}

function labelIn(label: string, locale: Locale): string {
  return navLabelIn(label, locale) ?? label
}

/** The links with their labels in a language, children and overview labels too. */
export function localizeNav(links: readonly NavLink[], locale: Locale): NavLink[] {
  return links.map((link) => ({
    ...link,
    label: labelIn(link.label, locale),
    ...(link.overviewLabel !== undefined && { overviewLabel: labelIn(link.overviewLabel, locale) }),
    ...(link.children && { children: localizeNav(link.children, locale) }),
  }))
}

/** Text-only entries (the footer's Services column) in a language. */
export function localizeNavText(entries: readonly NavText[], locale: Locale): NavText[] {
  return entries.map((entry) => ({ label: labelIn(entry.label, locale) }))
}
