import { navLabelIn } from '../navigation/nav-labels'
import { type Locale } from '../routes/locales'

/**
 * The schemas' messages in Spanish. The schemas speak English (the CMS answers in it, and it is the
 * messages' one source); a Spanish page shows each message a visitor can be given through this
 * catalogue, by its English text. Messages made from a field's label or a chosen value are matched by
 * their pattern. A message with no Spanish entry fails schemas-spanish.test.ts, which makes every
 * message the lead forms can give.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'Please choose the role you are applying for.': 'Elija el puesto al que se postula.',
  'Please enter your years of experience as a whole number.': 'Escriba sus años de experiencia como número entero.',
  'Years of experience cannot be negative.': 'Los años de experiencia no pueden ser negativos.',
  'Please enter at most 60 years of experience.': 'Escriba como máximo 60 años de experiencia.',
  'Please choose when you can work.': 'Elija cuándo puede trabajar.',
  'Please sign up from a community program page.': 'Inscríbase desde la página de un programa comunitario.',
  'Please choose each service once.': 'Elija cada servicio una sola vez.',
  'Please give the reference from your email, like V-7KQ2M9XA, or leave it empty.':
    'Escriba la referencia de su correo, como V-7KQ2M9XA, o déjela vacía.',
  'Please choose a service from the price list.': 'Elija un servicio de la lista de precios.',
  'Please accept the program terms to sign up.': 'Acepte los términos del programa para inscribirse.',
  'Please choose phone, email or text.': 'Elija teléfono, correo electrónico o mensaje de texto.',
  'Please choose morning, afternoon, evening or any time.': 'Elija mañana, tarde, noche o cualquier hora.',
  'Please tick the box or leave it empty.': 'Marque la casilla o déjela vacía.',
  'Please tick that you accept the terms.': 'Marque que acepta los términos.',
  'Please choose at least one service.': 'Elija al menos un servicio.',
  'Please choose your type of business.': 'Elija su tipo de negocio.',
  'This field is not part of the form.': 'Este campo no forma parte del formulario.',
  'Please enter your email address.': 'Escriba su correo electrónico.',
  'That email address is too long.': 'Ese correo electrónico es demasiado largo.',
  'Please enter a valid email address, like name@example.com.':
    'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  'Please enter your phone number.': 'Escriba su número de teléfono.',
  'Please enter your phone number or your email address.': 'Escriba su número de teléfono o su correo electrónico.',
  'Please enter a 10-digit US phone number.': 'Escriba un número de teléfono de EE. UU. de 10 dígitos.',
  'Please enter a working 10-digit US phone number, like (202) 555-0123.':
    'Escriba un número de teléfono de EE. UU. de 10 dígitos que funcione, como (202) 555-0123.',
  'Please enter your state.': 'Escriba su estado.',
  'Please enter a 2-letter state code, like VA.': 'Escriba el código de 2 letras de su estado, como TX.',
  'Please enter your ZIP code.': 'Escriba su código postal.',
  'Please enter a 5-digit ZIP code, like 20001 (or ZIP+4, like 20001-1234).':
    'Escriba un código postal de 5 dígitos, como 77002 (o ZIP+4, como 77002-1234).',
  'Please choose one of our service areas.': 'Elija una de nuestras zonas de servicio.',
  'Please choose residential or commercial.': 'Elija residencial o comercial.',
  'Please choose a service from the list.': 'Elija un servicio de la lista.',
  'The page address is missing.': 'Falta la dirección de la página.',
  'The page address is too long.': 'La dirección de la página es demasiado larga.',
  'The page address must be a path on this site.': 'La dirección de la página debe ser de este sitio.',
  'The visit id is not valid.': 'El identificador de la visita no es válido.',
  'This form is missing its submission key. Please reload the page and try again.':
    'A este formulario le falta su clave de envío. Vuelva a cargar la página e inténtelo de nuevo.',
  'Please reload the page and try again.': 'Vuelva a cargar la página e inténtelo de nuevo.',
  'The page language is not one we know; please reload the page.':
    'No reconocemos el idioma de la página; vuelva a cargarla.',
  'Please choose a plan.': 'Elija un plan.',
  'Please choose the size of your home.': 'Elija el tamaño de su casa.',
  'Please say whether you want the enhanced plan.': 'Indique si desea el plan mejorado.',
  'Please accept the plan terms to sign up.': 'Acepte los términos del plan para inscribirse.',
  'Enhanced plans are offered in the DMV area and the Tri-Cities only.':
    'Los planes mejorados solo se ofrecen en el área de DMV y en Tri-Cities.',
  'Please choose the size of the property.': 'Elija el tamaño de la propiedad.',
  'Please choose how many stories the building has.': 'Elija cuántos pisos tiene el edificio.',
  'Please choose 1 to 4 stories (4 means four or more).': 'Elija de 1 a 4 pisos (4 significa cuatro o más).',
  'Please choose surfaces from the list.': 'Elija superficies de la lista.',
  'Please choose your type of business from the list.': 'Elija su tipo de negocio de la lista.',
  'Please choose the type of building from the list.': 'Elija el tipo de edificio de la lista.',
  'Please choose the type of building.': 'Elija el tipo de edificio.',
  'This is asked of businesses only; please leave it out.': 'Esto se pregunta solo a negocios; déjelo en blanco.',
  "A home's size is not asked of a business; please give the building's measures.":
    'El tamaño de una casa no se pregunta a un negocio; indique las medidas del edificio.',
  'A parking garage is measured in levels and stalls; please leave this out.':
    'Un estacionamiento se mide en niveles y espacios; deje esto en blanco.',
  'Levels and stalls are asked of parking garages only; please leave this out.':
    'Los niveles y espacios se preguntan solo a estacionamientos; deje esto en blanco.',
  'The resume file is empty.': 'El archivo del currículum está vacío.',
  'Please upload a resume smaller than 5 MB.': 'Suba un currículum de menos de 5 MB.',
  'Please upload your resume as a PDF or Word document.': 'Suba su currículum como documento PDF o Word.',
  'Please choose a rating from 1 to 5 stars.': 'Elija una calificación de 1 a 5 estrellas.',
  'This form is missing its key. Please reload the page and try again.':
    'A este formulario le falta su clave. Vuelva a cargar la página e inténtelo de nuevo.',
  'Please enter the invoice number.': 'Escriba el número de factura.',
  'An invoice number is letters, digits and dashes (at most 40).':
    'Un número de factura tiene letras, números y guiones (40 como máximo).',
  'Please enter your signup reference.': 'Escriba la referencia de su inscripción.',
  'A signup reference looks like PLN-1A2B3C4D or RES-1A2B3C4D.':
    'Una referencia de inscripción se ve así: PLN-1A2B3C4D o RES-1A2B3C4D.',
  'Say whether you are paying an invoice or a plan or resident signup.':
    'Indique si paga una factura o una inscripción a un plan o programa para residentes.',
  'Enter the amount in dollars and cents.': 'Escriba el monto en dólares y centavos.',
  'The amount must be at least $0.50.': 'El monto debe ser de al menos $0.50.',
  'The amount can be at most $100,000.00.': 'El monto puede ser de $100,000.00 como máximo.',
  'Please choose at least one photo.': 'Elija al menos una foto.',
  'This photo link is not valid.': 'Este enlace para fotos no es válido.',
  'This request is no longer open for photos.': 'Esta solicitud ya no admite fotos.',
  'Photos can no longer be added to this request. Please call us or reply to our email.':
    'Ya no se pueden agregar fotos a esta solicitud. Llámenos o responda a nuestro correo.',
}

/** The labels the text fields' messages are made from, as they read inside a Spanish sentence. */
const LABELS: Readonly<Record<string, string>> = {
  'your first name': 'su nombre',
  'your last name': 'su apellido',
  'your name': 'su nombre',
  'your message': 'su mensaje',
  'your review': 'su reseña',
  'your street address': 'su dirección',
  'your unit number': 'su número de unidad',
  'your city': 'su ciudad',
  'the apartment or suite': 'el apartamento o la suite',
  'your company name': 'el nombre de su empresa',
  'your job title': 'su cargo',
  // A quote's answers (its customer's page).
  'your full name': 'su nombre completo',
  'why the quote does not suit you': 'por qué el presupuesto no le conviene',
  'your question': 'su pregunta',
}

/** A business's measures, as they read inside a Spanish sentence. */
const COUNTS: Readonly<Record<string, string>> = {
  floors: 'pisos',
  'square feet': 'pies cuadrados',
  levels: 'niveles',
  stalls: 'espacios',
  'feet of frontage': 'pies de frente',
  sites: 'sedes',
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The label of a message that starts with it capitalized ("Your city must be text."). */
const labelOf = (capitalized: string) => LABELS[capitalized.charAt(0).toLowerCase() + capitalized.slice(1)]

/** A location's label in a message, as the Spanish navigation names it. */
const areaIn = (label: string) => navLabelIn(label, 'es') ?? label

const PATTERNS: readonly [RegExp, (...parts: string[]) => string | undefined][] = [
  // A photo sent with a request, named as the visitor's device named it.
  [/^"(.+)" is empty\.$/, (name) => `"${name}" está vacío.`],
  [
    /^"(.+)" is not a photo we can read: please send JPEG, PNG or HEIC\.$/,
    (name) => `"${name}" no es una foto que podamos leer: envíe JPEG, PNG o HEIC.`,
  ],
  [
    /^"(.+)" could not be opened as a photo: it may be damaged\.$/,
    (name) => `No pudimos abrir "${name}" como foto: puede estar dañada.`,
  ],
  [/^Please send at most (\d+) photos\.$/, (max) => `Envíe como máximo ${max} fotos.`],
  [
    /^A request takes at most (\d+) photos; (\d+) (?:is|are) already with it\.$/,
    (max, already) => `Una solicitud admite como máximo ${max} fotos; ya tiene ${already}.`,
  ],
  [/^Please enter the number of ([a-z ]+)\.$/, (what) => COUNTS[what] && `Escriba el número de ${COUNTS[what]}.`],
  [
    /^Please enter the number of ([a-z ]+), from 1 to ([\d,]+)\.$/,
    (what, max) => COUNTS[what] && `Escriba el número de ${COUNTS[what]}, de 1 a ${max}.`,
  ],
  [/^Please enter (.+)\.$/, (label) => LABELS[label] && `Escriba ${LABELS[label]}.`],
  [/^(.+) must be text\.$/, (label) => labelOf(label) && `${capitalize(labelOf(label)!)} debe ser texto.`],
  [
    /^(.+) cannot contain control characters\.$/,
    (label) => labelOf(label) && `${capitalize(labelOf(label)!)} no puede contener caracteres de control.`,
  ],
  [
    /^(.+) can be at most (\d+) characters\.$/,
    (label, max) => labelOf(label) && `${capitalize(labelOf(label)!)} puede tener como máximo ${max} caracteres.`,
  ],
  [
    /^(.+) needs at least (\d+) characters\.$/,
    (label, min) => labelOf(label) && `${capitalize(labelOf(label)!)} necesita al menos ${min} caracteres.`,
  ],
  // zod's own words for a part of the form that is not even of its kind: no form sends one.
  [/^Invalid input/, () => 'Respuesta no válida.'],
  [/^Please choose at most (\d+) services\.$/, (max) => `Elija como máximo ${max} servicios.`],
  [
    /^(.+) is a (commercial|residential) service; please choose (commercial|residential) services only\.$/,
    (service, _type, wanted) =>
      `${service} es un servicio ${wanted === 'commercial' ? 'residencial' : 'comercial'}; elija solo servicios ${wanted === 'commercial' ? 'comerciales' : 'residenciales'}.`,
  ],
  [
    /^(.+) is not offered in (.+) yet\.$/,
    (service, area) => `${service} todavía no se ofrece en ${area === 'this area' ? 'esta zona' : areaIn(area)}.`,
  ],
  [
    /^We do not offer that service in (.+); please choose another\.$/,
    (area) => `No ofrecemos ese servicio en ${areaIn(area)}; elija otro.`,
  ],
  [
    /^(.+) is for a home; please choose the surfaces of your building\.$/,
    (surface) => `${surface} es para casas; elija las superficies de su edificio.`,
  ],
  [
    /^(.+) is for a business; please choose the surfaces of your home\.$/,
    (surface) => `${surface} es para negocios; elija las superficies de su casa.`,
  ],
]

/**
 * A schema's message in a language: as it is in English; in Spanish from the catalogue, or undefined
 * when it has no entry (the test keeps that from happening; a page then shows the English).
 */
export function fieldMessageIn(message: string, locale: Locale): string | undefined {
  if (locale === 'en') return message
  const known = MESSAGES[message]
  if (known) return known
  for (const [pattern, say] of PATTERNS) {
    const found = pattern.exec(message)
    if (found) return say(...found.slice(1))
  }
  return undefined
}
