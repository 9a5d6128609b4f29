import type { Language } from '@ecs/shared/schemas'

/**
 * What a resident reads once signed up, until marketing writes a program's own: the program's next
 * step (our call to set the day), never the estimate's quote and visit. The migration that added the
 * field wrote these words into the programs already stored.
 */
export const RESIDENT_CONFIRMATION_DEFAULT: Readonly<Record<Language, string>> = {
  en: 'You are signed up. We will call you to confirm your unit, your services and your service day, at the resident prices listed, with no trip fee. Questions before then? Call the program line.',
  es: 'Ya está inscrito. Le llamaremos para confirmar su unidad, sus servicios y su día de servicio, a los precios para residentes indicados, sin cargo por traslado. ¿Tiene preguntas antes? Llame a la línea del programa.',
}
