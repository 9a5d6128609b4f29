import type { SpanishPage } from './spanish'

/** A resident program's words in Spanish: its prices' services by their key, its schedule and terms. */
interface SpanishProgram {
  name: string
  prices: Record<string, { service: string; description?: string }>
  schedule: string
  terms: string
  confirmation: string
}

export const spanishCommunityPrograms: Record<string, SpanishProgram> = {
  montebello: {
    name: 'Programa para residentes de Montebello',
    prices: {
      'interior-windows-1-bedroom': { service: 'Ventanas por dentro y puerta del balcón, estudio o 1 recámara' },
      'interior-windows-2-bedroom': { service: 'Ventanas por dentro y puerta del balcón, 2 recámaras' },
      'interior-windows-3-bedroom': { service: 'Ventanas por dentro y puertas del balcón, 3 recámaras o penthouse' },
      'balcony-cleaning': {
        service: 'Limpieza del balcón',
        description: 'Piso, barandales y muebles, sin que el agua caiga a los balcones de abajo',
      },
      'seasonal-window-care': {
        service: 'Cuidado de ventanas por temporada, cualquier unidad',
        description: 'Vidrios por dentro y puerta del balcón cada tres meses; se cobra cada visita',
      },
      'balcony-holiday-lights': { service: 'Luces navideñas en el balcón, con instalación y retiro' },
    },
    schedule:
      'Los días de servicio son el segundo y el cuarto martes de cada mes, edificio por edificio (primero la torre norte y después la torre sur). Dentro de los dos días hábiles siguientes a su inscripción le llamamos para confirmarle el día y un horario de llegada de dos horas.',
    terms:
      'Los precios para residentes son por visita e incluyen todos los gastos y cargos de traslado. El pago vence a los 15 días de cada visita, con tarjeta en línea, cheque, efectivo o transferencia bancaria. El cuidado de ventanas por temporada sigue cada tres meses hasta que usted lo cancele; puede cancelar sin costo en cualquier momento antes de una visita programada. Seguimos las reglas de Montebello para el acceso de contratistas, el uso de elevadores y los seguros.',
    confirmation:
      'Ya está inscrito en el Programa para residentes de Montebello. Dentro de los dos días hábiles siguientes le llamamos para fijar su martes de servicio y un horario de llegada de dos horas, a los precios para residentes indicados, sin cargo por traslado. ¿Tiene preguntas antes? Llame a la línea del programa de Montebello.',
  },
  'columbia-river-walk': {
    name: 'Programa para residentes de Columbia River Walk',
    prices: {
      'windows-1-bedroom': { service: 'Ventanas y puerta del patio, 1 recámara' },
      'windows-2-bedroom': { service: 'Ventanas y puerta del patio, 2 recámaras' },
      'windows-3-bedroom': { service: 'Ventanas y puertas del patio, 3 recámaras' },
      'hard-water-treatment': { service: 'Tratamiento de manchas de agua dura, por puerta de patio' },
      'patio-cleaning': { service: 'Limpieza del patio o del balcón' },
      'quarterly-window-care': {
        service: 'Cuidado de ventanas cada trimestre, cualquier apartamento',
        description: 'Ventanas y puerta del patio cada tres meses; se cobra cada visita',
      },
    },
    schedule:
      'Los días de servicio para residentes son el primer y el tercer jueves de cada mes. Las limpiezas por mudanza se pueden programar otros días entre semana. Dentro de los dos días hábiles siguientes a su inscripción le llamamos para confirmarle el día.',
    terms:
      'Los precios para residentes son por visita, sin cargos de traslado. El pago vence a los 15 días de cada visita, con tarjeta en línea, cheque, efectivo o transferencia bancaria. El cuidado de ventanas cada trimestre sigue cada tres meses hasta que usted lo cancele; puede cancelar sin costo en cualquier momento antes de una visita programada. Nuestros equipos siguen las reglas de la comunidad sobre estacionamiento, acceso y horas de silencio.',
    confirmation:
      'Ya está inscrito en el Programa para residentes de Columbia River Walk. Dentro de los dos días hábiles siguientes le llamamos para fijar su jueves de servicio, a los precios para residentes indicados, sin cargo por traslado. ¿Tiene preguntas antes? Llame a la línea del programa de River Walk.',
  },
}

/** The programs' pages: what each program is, for whom, and how it works. */
export const spanishProgramPages: Record<string, SpanishPage> = {
  montebello: {
    title: 'Programa para residentes de Montebello',
    intro:
      'Un programa para los propietarios de los condominios Montebello en Alexandria: limpieza de ventanas por dentro y de puertas de balcón, cuidado del balcón y luces navideñas a precios fijos para residentes, en los días de servicio de su edificio.',
    seoDescription:
      'Limpieza de ventanas, balcones y luces navideñas para residentes de los condominios Montebello en Alexandria, VA, con precios fijos para residentes.',
    bodyMarkdown: `## Pensado para los hogares de Montebello

Las torres de Montebello tienen algunas de las mejores vistas de Alexandria, y mucho vidrio que mantener limpio. La asociación se encarga del exterior del edificio; este programa cubre lo que le toca a usted como residente: sus ventanas por dentro, los vidrios y las puertas de su balcón, y el balcón mismo.

## Servicios para residentes

- **Limpieza de ventanas por dentro:** todos los vidrios interiores, marcos, repisas y rieles, con cubrezapatos y lonas para proteger su casa
- **Limpieza de puertas y vidrios del balcón:** las puertas corredizas por ambos lados y cualquier vidrio del balcón, además de los rieles
- **Limpieza del balcón:** tallado y enjuague con poca agua del piso, los barandales y los muebles, cuidando que el agua no caiga a los balcones de abajo
- **Limpieza y reparación sencilla de mosquiteros:** mosquiteros limpios y, cuando se puede, con la goma cambiada
- **Luces navideñas en el balcón:** decoraciones sencillas y ordenadas que instalamos y retiramos por usted, dentro de las reglas de la comunidad

## Cómo funciona el programa

Atendemos a los residentes en grupos por edificio y por día, lo que mantiene bajos nuestros precios y significa menos visitas de servicio para el edificio. Seguimos las reglas de Montebello para el acceso de contratistas, los elevadores y los seguros, y le entregamos a la administración nuestro certificado de seguro antes de la primera visita.

1. Inscríbase abajo con su número de unidad y el servicio que quiere, o llame a nuestra oficina del DMV al (703) 555-0101
2. Le confirmamos su unidad, el servicio y el precio para residentes
3. Su equipo llega el día de servicio de su edificio
4. Pague en línea de forma segura en nuestra [página de pago](/payment)`,
  },
  'columbia-river-walk': {
    title: 'Programa para residentes de Columbia River Walk',
    intro:
      'Un programa para los residentes de los apartamentos Columbia River Walk en Richland: limpieza de ventanas y puertas de patio, manchas de agua dura y cuidado del patio a precios fijos para residentes.',
    seoDescription:
      'Limpieza de ventanas, manchas de agua dura y cuidado del patio para residentes de Columbia River Walk en Richland, WA, a precios fijos.',
    bodyMarkdown: `## Para los residentes de Columbia River Walk

Vivir junto al río en Richland significa buenas vistas, pero también polvo que trae el viento, manchas de los aspersores y su temporada de arañas. Este programa les da a los residentes una forma fácil de mantener limpias sus ventanas, sus puertas corredizas y sus patios, a un precio fijo para residentes y con un calendario que se adapta a la comunidad.

## Servicios para residentes

- **Limpieza de ventanas por dentro:** vidrios, marcos, repisas y rieles dentro de su apartamento
- **Limpieza de puertas del patio o del balcón:** las puertas corredizas por ambos lados, con los rieles aspirados y limpios
- **Tratamiento de manchas de agua dura:** para vidrios manchados por el riego; primero hacemos una prueba para que sepa qué resultado esperar
- **Limpieza del patio o del balcón:** tallado y enjuague cuidadoso del piso, los barandales y los muebles, sin mojar los patios de los vecinos
- **Paquete de ventanas para mudanza:** ventanas, rieles, repisas y mosquiteros limpios antes de su revisión final de salida

## Cómo funciona el programa

Visitamos Columbia River Walk en días fijos de servicio para residentes y agrupamos las citas por edificio para mantener bajos los precios. Nuestros equipos siguen las reglas de la comunidad sobre estacionamiento, acceso y horas de silencio.

1. Inscríbase abajo con su número de apartamento y el servicio que quiere, o llame a nuestra oficina de Tri-Cities al (509) 555-0102
2. Le confirmamos su apartamento, el servicio y el precio para residentes
3. Su equipo llega el siguiente día de servicio para residentes, o a la hora que le convenga si se está mudando
4. Pague en línea en nuestra [página de pago](/payment) segura`,
  },
}
