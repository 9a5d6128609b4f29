import type { LocationSlug, PlanId } from '@ecs/shared/catalog'

/**
 * The site's words in Spanish, written for Spanish speakers in the US (usted, US terms), not word for
 * word from the English. What is not here (service pages' bodies, most articles, legal pages) is read
 * in English until marketing writes it, and counted as missing.
 */

interface SpanishService {
  name: string
  description: string
  intro: string
  seoTitle: string
  seoDescription: string
  /** What the from-price is for, and what the estimate range covers (residential services). */
  unit?: string
  scope?: string
}

export const spanishServices: Record<string, SpanishService> = {
  'commercial-window-cleaning': {
    name: 'Limpieza comercial de ventanas',
    description:
      'Limpieza de ventanas en locales, edificios medianos y rascacielos, con el calendario que le conviene a su edificio: pértigas con agua purificada, plataformas elevadoras y acceso por cuerdas.',
    intro:
      'Los vidrios limpios son lo primero que notan inquilinos, pacientes y clientes. Limpiamos ventanas comerciales desde la acera hasta el último piso, y planeamos el método de acceso, el tamaño del equipo y el horario según su edificio y las personas que están adentro.',
    seoTitle: 'Limpieza de ventanas comerciales y rascacielos | Clearview',
    seoDescription:
      'Limpieza de ventanas en locales y edificios altos con cuerdas, plataformas y pértigas. Servicio periódico y planes de seguridad por escrito. Presupuesto gratis.',
  },
  'commercial-pressure-washing': {
    name: 'Lavado a presión comercial',
    description:
      'Aceras, entradas, plazas, autoservicios y áreas de contenedores limpias con agua caliente, limpiadores de superficie y la presión adecuada para cada material.',
    intro:
      'El chicle, la grasa, las marcas de llantas y la suciedad diaria se acumulan rápido en el concreto de un negocio. Lo dejamos parejo y limpio sin dañar la superficie, y evitamos que el agua del lavado llegue adonde no debe.',
    seoTitle: 'Lavado a presión para negocios | Clearview',
    seoDescription:
      'Lavado a presión con agua caliente para aceras, entradas, autoservicios y contenedores. Quitamos chicle y grasa y trabajamos fuera de horario.',
  },
  'commercial-soft-wash': {
    name: 'Lavado suave comercial',
    description:
      'Limpieza a baja presión que quita algas, moho y suciedad del estuco, EIFS, paredes pintadas, revestimientos y toldos sin dañarlos.',
    intro:
      'Muchas fachadas no aguantan la alta presión. El lavado suave usa soluciones limpiadoras y un enjuague delicado para quitar el moho y la mugre de superficies frágiles, y las mantiene limpias por más tiempo que la presión sola.',
    seoTitle: 'Lavado suave de estuco, EIFS y revestimientos | Clearview',
    seoDescription:
      'Lavado a baja presión que quita algas, moho y suciedad del estuco, EIFS, paredes pintadas y toldos sin dañarlos. Presupuesto comercial gratis.',
  },
  'graffiti-removal': {
    name: 'Eliminación de grafiti',
    description:
      'Quitamos grafiti rápido de ladrillo, concreto, metal, vidrio y paredes pintadas, con el método adecuado para cada superficie y, si usted quiere, una capa protectora.',
    intro:
      'El grafiti que se queda atrae más grafiti. Respondemos pronto, lo quitamos con métodos elegidos para cada superficie y podemos aplicar una capa que hace que la próxima limpieza sea más rápida y económica.',
    seoTitle: 'Eliminación de grafiti y capas antigrafiti | Clearview',
    seoDescription:
      'Eliminación rápida de grafiti en ladrillo, concreto, metal, vidrio y paredes pintadas, con fotos de antes y después y capas antigrafiti opcionales.',
  },
  'parking-garage-pressure-wash': {
    name: 'Lavado a presión de estacionamientos',
    description:
      'Limpieza de pisos, rampas, escaleras y vestíbulos de ascensores en estacionamientos, con protección de desagües, recuperación del agua y cierres por etapas.',
    intro:
      'Los estacionamientos acumulan aceite, polvo de llantas, sal de las calles y basura, y esos residuos desgastan el concreto y sus recubrimientos. Limpiamos nivel por nivel y dejamos abierta la mayor parte del estacionamiento.',
    seoTitle: 'Lavado a presión de estacionamientos | Clearview',
    seoDescription:
      'Lavado de pisos, rampas, escaleras y vestíbulos de estacionamientos con agua caliente, protección de desagües, recuperación del agua y cierres por etapas.',
  },
  'commercial-holiday-lights': {
    name: 'Luces navideñas para negocios',
    description:
      'Diseño, instalación, mantenimiento y retiro de luces navideñas para locales, oficinas, hoteles y centros comerciales, con luces LED de uso comercial.',
    intro:
      'Una propiedad bien iluminada atrae a la gente en las semanas más oscuras del año. Diseñamos, instalamos, mantenemos y retiramos la decoración navideña de su negocio para que su personal no tenga que subirse a escaleras ni desenredar luces.',
    seoTitle: 'Instalación de luces navideñas para negocios | Clearview',
    seoDescription:
      'Diseño, instalación, reparaciones y retiro de luces navideñas para oficinas, centros comerciales y hoteles. Luces LED, temporizadores y almacenaje.',
  },
  'commercial-caulking': {
    name: 'Sellado comercial',
    description:
      'Quitamos y reemplazamos el sellador dañado alrededor de ventanas, puertas, juntas de dilatación y uniones de paneles, para que el agua no entre a su edificio.',
    intro:
      'El sellador es una parte pequeña del edificio que hace un trabajo grande. Cuando se agrieta, se encoge o se despega, entra el agua. Cortamos el sellado viejo e instalamos sellador nuevo compatible con los materiales de su edificio.',
    seoTitle: 'Reemplazo de sellador y calafateo comercial | Clearview',
    seoDescription:
      'Reemplazo de sellador en ventanas, juntas y paneles de edificios comerciales: retiro completo, selladores compatibles e informe con fotos.',
  },
  'commercial-line-striping': {
    name: 'Pintura de líneas en estacionamientos',
    description:
      'Líneas para estacionamientos y garajes: espacios, lugares para personas con discapacidad, carriles de bomberos, flechas, cruces peatonales y bordillos, bien trazados y a la hora que le conviene a su negocio.',
    intro:
      'Las líneas desteñidas hacen que un estacionamiento se vea descuidado y confunden a los conductores. Limpiamos la superficie, trazamos las líneas con precisión y aplicamos pintura de tráfico que se mantiene visible, casi siempre de noche o en fin de semana para que su estacionamiento siga abierto.',
    seoTitle: 'Pintura de líneas en estacionamientos | Clearview',
    seoDescription:
      'Líneas nuevas o repintadas en estacionamientos: espacios, lugares accesibles, carriles de bomberos, flechas y cruces. De noche o en fin de semana.',
  },
  'residential-window-cleaning': {
    name: 'Limpieza de ventanas para casas',
    description:
      'Limpieza de ventanas por dentro y por fuera, con mosquiteros, rieles y marcos incluidos, y un tratamiento cuidadoso de las manchas de agua dura.',
    intro:
      'Unas ventanas limpias cambian cómo se siente una casa, por dentro y por fuera. Nuestros equipos limpian vidrios, marcos, mosquiteros y rieles, protegen sus pisos y muebles, y dejan la casa tan ordenada como la encontraron.',
    seoTitle: 'Limpieza de ventanas para casas | Clearview',
    seoDescription:
      'Limpieza de ventanas por dentro y por fuera, con mosquiteros, rieles y marcos. Quitamos manchas de agua dura y protegemos su casa. Presupuesto gratis.',
    unit: 'por casa',
    scope: 'solo por fuera',
  },
  'residential-pressure-washing': {
    name: 'Lavado a presión para casas',
    description:
      'Entradas de auto, caminos, patios, áreas de piscina, cercas y terrazas limpias con la presión adecuada para cada superficie, del concreto a la madera.',
    intro:
      'Los pisos exteriores acumulan tierra, aceite, algas y óxido que hacen ver una casa más vieja de lo que es. Limpiamos concreto, adoquines, piedra y madera con el equipo y la presión que cada uno necesita, para que queden limpios y sin daños.',
    seoTitle: 'Lavado a presión para casas | Clearview',
    seoDescription:
      'Lavado a presión de entradas de auto, patios, terrazas y cercas con la presión justa para cada superficie. Tratamos aceite y algas. Presupuesto gratis.',
    unit: 'por entrada de auto',
    scope: 'entrada de auto y camino de enfrente',
  },
  'residential-soft-wash': {
    name: 'Lavado suave de casas y techos',
    description:
      'Lavado de casas y techos a baja presión que quita algas, moho, manchas negras y suciedad de revestimientos, estuco, ladrillo y tejas.',
    intro:
      'La capa verde en el revestimiento y las rayas negras en el techo son organismos vivos, no solo tierra. El lavado suave los trata con una solución limpiadora y un enjuague delicado, para que su casa quede limpia sin el daño que puede causar la alta presión.',
    seoTitle: 'Lavado suave de casas y techos | Clearview',
    seoDescription:
      'Lavado a baja presión que quita algas, moho y rayas negras de revestimientos, estuco, ladrillo y techos. Seguro para plantas y tejas. Presupuesto gratis.',
    unit: 'por lavado de casa',
    scope: 'todo el exterior',
  },
  'residential-holiday-lights': {
    name: 'Luces navideñas para casas',
    description:
      'Luces navideñas a la medida de su casa: diseño, luces LED, instalación, reparaciones durante la temporada, retiro y almacenaje.',
    intro:
      'Este año olvídese de la escalera y de las luces enredadas. Diseñamos la decoración para su casa, la instalamos con seguridad, la mantenemos funcionando toda la temporada y la quitamos en enero.',
    seoTitle: 'Instalación de luces navideñas para casas | Clearview',
    seoDescription:
      'Luces navideñas a la medida de su casa: diseño, luces LED profesionales, instalación segura, reparaciones durante la temporada, retiro en enero y almacenaje.',
    unit: 'instaladas y retiradas',
    scope: 'luces en el borde del techo, instaladas y retiradas',
  },
}

export const spanishLocations: Record<
  LocationSlug,
  { headline: string; intro: string; seoTitle: string; seoDescription: string }
> = {
  dmv: {
    headline: 'Limpieza exterior en el norte de Virginia, los suburbios de Maryland y Washington, DC',
    intro:
      'Desde las casas adosadas de Capitol Hill hasta los edificios de oficinas de Tysons y los condominios de Alexandria, nuestros equipos del área DMV limpian ventanas, ladrillo, revestimientos y concreto con el método adecuado para cada superficie.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Arlington, VA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y lavado suave para casas y negocios del norte de Virginia, DC y Maryland, desde Arlington. Presupuesto gratis.',
  },
  'tri-cities': {
    headline: 'Limpieza de ventanas y lavado a presión en Kennewick, Richland y Pasco',
    intro:
      'Nuestra oficina principal está en Kennewick. Los equipos de Tri-Cities conocen bien el polvo que trae el viento, las manchas de agua dura del riego y los veranos largos y calurosos, y saben limpiar lo que dejan los tres.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Kennewick, WA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y manchas de agua dura para casas y negocios en Kennewick, Richland y Pasco. Equipos locales, presupuesto gratis.',
  },
  houston: {
    headline: 'Limpieza exterior para negocios, pensada para el calor y la humedad de Houston',
    intro:
      'Nuestro equipo de Houston atiende oficinas, centros comerciales, edificios médicos y estacionamientos en toda el área metropolitana, y ofrece lavado suave para las casas que luchan contra el moho y las algas.',
    seoTitle: 'Lavado a presión y limpieza de ventanas en Houston, TX | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión, lavado suave y estacionamientos para negocios en todo Houston, y lavado suave para casas. Presupuesto gratis.',
  },
  seattle: {
    headline: 'Musgo, lluvia y vidrio: limpieza exterior en Seattle y el Eastside',
    intro:
      'Nuestros equipos de Seattle limpian ventanas, techos, terrazas y locales desde Ballard hasta Bellevue, con métodos pensados para un lugar donde llueve la mitad del año.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Seattle, WA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado suave contra musgo y algas y lavado a presión para casas y negocios de Ballard a Bellevue. Presupuesto gratis por escrito.',
  },
}

export const spanishPlans: Record<PlanId, { name: string; description: string; features: string[] }> = {
  basic: {
    name: 'Básico',
    description:
      'Una visita de mantenimiento cada temporada. Ideal para casas que se mantienen bastante limpias y solo necesitan atención regular para que los problemas pequeños no crezcan.',
    features: [
      'Una visita de mantenimiento por temporada, cuatro al año',
      'Limpieza de puertas de entrada, vidrios del frente y las áreas más visibles',
      'Retiro de telarañas y nidos de avispas en aleros, lámparas y entradas',
      'Revisión rápida de revestimientos, canaletas y sellador, con notas después de cada visita',
      '10% de descuento en cualquier servicio adicional mientras tenga el plan',
    ],
  },
  plus: {
    name: 'Plus',
    description:
      'Visitas cada dos meses y prioridad en la agenda. El favorito de las familias ocupadas, de las casas cerca de árboles o campos y de quienes reciben visitas afuera.',
    features: [
      'Una visita de mantenimiento cada dos meses, seis al año',
      'Todo lo del plan Básico, con más frecuencia',
      'Enjuague de caminos de entrada, porche y patio entre limpiezas completas',
      'Prioridad para servicios adicionales y limpiezas después de tormentas',
      '15% de descuento en cualquier servicio adicional mientras tenga el plan',
    ],
  },
  premium: {
    name: 'Premium',
    description:
      'Cuidado mensual y una limpieza profunda completa cada año. Para quienes quieren que el exterior de su casa se vea recién limpio todo el año sin tener que pensar en ello.',
    features: [
      'Una visita de mantenimiento al mes, doce al año',
      'Todo lo del plan Plus, cada mes',
      'Una limpieza profunda al año incluida (lavado suave de todo el exterior o limpieza de todas las ventanas, usted elige)',
      'Prioridad en la agenda, incluida la primera opción de fechas para instalar luces navideñas',
      '20% de descuento en cualquier servicio adicional mientras tenga el plan',
    ],
  },
}

/** Pages by slug: the home page, careers, the services pages and the thank-you pages. */
/** A page's Spanish; its body only where it is written again in Spanish (the others fall back to English). */
export const spanishPages: Record<
  string,
  { title: string; intro: string; seoDescription: string; bodyMarkdown?: string }
> = {
  home: {
    title: 'Clearview Exterior Cleaning',
    intro:
      'Limpieza de ventanas, lavado a presión, lavado suave y luces navideñas para casas y propiedades comerciales en el área DMV, Tri-Cities, Houston y Seattle.',
    seoDescription:
      'Limpieza de ventanas, lavado a presión, lavado suave, eliminación de grafiti y luces navideñas para casas y negocios en WA, TX, VA, MD y DC. Presupuesto gratis.',
  },
  careers: {
    title: 'Trabaje con Clearview',
    intro:
      'Buen sueldo, capacitación de verdad, un trabajo cuyo resultado se ve al final del día y la oportunidad de llegar a dirigir un equipo. Únase al equipo que mantiene limpios los edificios de cuatro regiones.',
    seoDescription:
      'Trabaje en Clearview: empleos en limpieza de ventanas, lavado a presión y luces navideñas, con capacitación, buen sueldo y oportunidades de crecer.',
  },
  services: {
    title: 'Nuestros servicios',
    intro:
      'Desde los vidrios de un local hasta la fachada de un rascacielos, desde la entrada de auto hasta el techo: todos nuestros servicios de limpieza exterior para negocios y casas.',
    seoDescription:
      'Todos los servicios de Clearview: ventanas, lavado a presión, lavado suave, grafiti, estacionamientos, sellado, líneas y luces navideñas.',
  },
  'thank-you': {
    title: 'Gracias',
    intro: 'Recibimos su solicitud. Alguien de nuestro equipo se comunicará con usted muy pronto.',
    seoDescription: 'Gracias por comunicarse con Clearview Exterior Cleaning. Le responderemos pronto.',
  },
  'seasonal-plans-thank-you': {
    title: 'Bienvenido a su plan de protección',
    intro:
      'Gracias por inscribirse. Su plan de protección de temporada ya está listo y nos comunicaremos con usted para programar su primera visita.',
    seoDescription: 'Gracias por inscribirse en un plan de protección de temporada de Clearview.',
  },
  'seasonal-protection-plans': {
    title: 'Planes de protección por temporada',
    intro:
      'Mantenga limpio el exterior de su casa todo el año sin tener que acordarse de llamarnos. Elija cada cuánto quiere la visita y ahorre en cualquier otro servicio.',
    seoDescription:
      'Planes de protección de Clearview: visitas trimestrales, cada dos meses o mensuales para su casa, con 10% a 20% de descuento en otros servicios.',
    bodyMarkdown: `## Cuidar a tiempo cuesta menos que ponerse al día

El polvo, el polen, las algas y las manchas de agua dura salen fácil cuando son recientes. Con un plan de protección, su casa recibe mantenimiento con regularidad y los problemas pequeños se atienden antes de convertirse en manchas que piden una limpieza grande.

## Cómo funcionan los planes

Cada plan incluye visitas de mantenimiento en su casa. En cada visita limpiamos las puertas de entrada, los vidrios del frente y otras zonas que se ven mucho, quitamos telarañas y nidos, y damos un vistazo al revestimiento, las canaletas y el concreto.

- **Basic:** una visita cada trimestre y 10% de descuento en otros servicios
- **Plus:** una visita cada dos meses, prioridad para programar y 15% de descuento en otros servicios
- **Premium:** una visita al mes, prioridad para programar, una limpieza a fondo al año y 20% de descuento en otros servicios

El precio depende del tamaño de su casa, y se cobra por periodo de visitas, no un año por adelantado.

## Ahorre en todo lo demás

Su descuento se aplica a la limpieza completa de ventanas, el lavado a presión, el lavado suave y las luces navideñas en su casa mientras el plan esté activo.

## Sin contratos largos

Cancele cuando quiera avisándonos 14 días antes de su próxima fecha de cobro. Los detalles están en los [términos del plan](/seasonal-plans-terms).

¿No sabe qué plan le conviene? [Pregúntenos](/contact) y le recomendaremos uno.`,
  },
  'seasonal-protection-plans-enhanced': {
    title: 'Planes de protección ampliados',
    intro:
      'Todo lo de nuestros planes de protección, más una limpieza de canaletas en otoño y una inspección alrededor de la casa cada primavera y cada otoño. Disponibles en el área DMV y en Tri-Cities.',
    seoDescription:
      'Planes de protección ampliados con limpieza de canaletas en otoño e inspecciones exteriores en primavera y otoño, en el área DMV y Tri-Cities, WA.',
    bodyMarkdown: `## Más protección donde las temporadas castigan a las casas

En el área DMV, la caída de hojas, el polen de primavera y los inviernos de hielo y deshielo maltratan canaletas, revestimientos y selladores. En Tri-Cities, las tormentas de viento llenan las canaletas de polvo y basura, y los veranos secos agrietan el sellador. Los planes ampliados atienden justo eso.

## Lo que agregan los planes ampliados

- **Limpieza de canaletas en otoño.** Limpiamos las canaletas y revisamos los bajantes cuando ya cayeron las hojas, para que la lluvia y la nieve derretida se alejen de su casa en vez de desbordarse sobre el revestimiento y los cimientos.
- **Inspecciones en primavera y otoño.** Un jefe de cuadrilla recorre el exterior de su casa y revisa los bordes del techo, las canaletas, el revestimiento, las ventanas, el sellador, la terraza y el concreto. Usted recibe un informe corto con fotos.

## Todo lo demás sigue igual

Usted elige Basic, Plus o Premium, con la misma frecuencia de visitas, el mismo 10%, 15% o 20% de descuento en otros servicios, prioridad para programar en Plus y Premium, y la limpieza a fondo anual en Premium.

## Términos sencillos

El cobro sigue la frecuencia de visitas de su plan y puede cancelar cuando quiera con aviso previo. Vea los [términos del plan](/seasonal-plans-terms) o [escríbanos](/contact) si tiene preguntas.`,
  },
  'seasonal-plans-terms': {
    title: 'Términos de los planes de protección',
    intro:
      'Estos términos se aplican a los planes Basic, Plus y Premium, y a los planes ampliados que se ofrecen en algunas zonas. Léalos antes de inscribirse; el texto completo está en inglés.',
    seoDescription:
      'Términos de los planes de protección de Clearview: tamaños de casa, cobro según la frecuencia de visitas, descuentos, prioridad, limpieza a fondo y cancelación.',
  },
  industries: {
    title: 'Industrias que atendemos',
    intro:
      'Cada tipo de propiedad tiene sus horarios, sus necesidades de seguridad y sus estándares. Adaptamos los programas de limpieza exterior a la forma en que se usa su edificio.',
    seoDescription:
      'Programas de limpieza exterior para bienes raíces comerciales, salud, educación, instalaciones industriales, tiendas y restaurantes.',
    bodyMarkdown: `## Programas hechos a la medida de su propiedad

La entrada de un hospital no puede cerrar una mañana entera. Un restaurante necesita su área de basureros limpia antes de la visita del inspector de salud. Una escuela necesita que el trabajo se haga durante las vacaciones. Planeamos cada programa comercial según el uso real de su propiedad, para que la limpieza no estorbe.

## Lo que incluye cada programa

- Una visita de evaluación y un alcance por escrito
- Un calendario fijo según el tránsito de su propiedad y la temporada
- Certificados de seguro y planes de seguridad para el trabajo en altura
- Trabajo programado fuera de su horario de atención
- Informes con fotos después de cada visita
- Un solo contacto en su oficina local

## ¿No ve su industria?

También limpiamos iglesias, concesionarios de autos y edificios de gobierno. [Cuéntenos sobre su propiedad](/commercial-services/contact).`,
  },
  payment: {
    title: 'Hacer un pago',
    intro:
      'Pague en línea y con seguridad una factura, un plan de protección o una visita de un programa para residentes. Tenga a mano su número de factura o su referencia de inscripción.',
    seoDescription: 'Pague su factura de Clearview Exterior Cleaning en línea con seguridad o por teléfono.',
    bodyMarkdown: `## Pago seguro en línea

Elija **Pagar en línea**, escriba su número de factura o su referencia de inscripción y el monto, y luego ingrese los datos de su tarjeta en la página segura de nuestro procesador de pagos. Los datos de su tarjeta van directo al procesador y nunca pasan por nuestros servidores.

## Lo que necesita

- Su número de factura, que aparece arriba en la factura o en el recibo por correo, o, para un plan de protección o un programa para residentes, la referencia de su correo de inscripción (empieza con PLN- o RES-)
- El monto que aparece en su factura
- Una tarjeta de crédito o débito

Recibirá un recibo por correo electrónico en cuanto se procese el pago.

## Otras formas de pagar

Los clientes comerciales también pueden pagar con cheque o transferencia ACH, como indica su factura. Para pagar por teléfono, o si no tiene número de factura ni referencia, llámenos a nosotros o a su oficina local en horario de atención.

## Preguntas sobre una factura

Si un monto no le parece correcto, [comuníquese con nosotros](/contact) antes de pagar y lo resolvemos.`,
  },
  montebello: {
    title: 'Programa para residentes de Montebello',
    intro:
      'Un programa para los propietarios de los condominios Montebello en Alexandria: limpieza de ventanas por dentro y de puertas de balcón, cuidado del balcón y luces navideñas a precios fijos para residentes, en los días de servicio de su edificio.',
    seoDescription:
      'Limpieza de ventanas, balcones y luces navideñas para residentes de los condominios Montebello en Alexandria, VA, con precios fijos para residentes.',
  },
  'columbia-river-walk': {
    title: 'Programa para residentes de Columbia River Walk',
    intro:
      'Un programa para los residentes de los apartamentos Columbia River Walk en Richland: limpieza de ventanas y puertas de patio, manchas de agua dura y cuidado del patio a precios fijos para residentes.',
    seoDescription:
      'Limpieza de ventanas, manchas de agua dura y cuidado del patio para residentes de Columbia River Walk en Richland, WA, a precios fijos.',
  },
  reviews: {
    title: 'Reseñas de clientes',
    intro:
      'Lo que dicen dueños de casa y administradores de propiedades sobre Clearview, con sus propias palabras. Publicamos las reseñas buenas y también las críticas.',
    seoDescription:
      'Lea reseñas de clientes de Clearview Exterior Cleaning en el área DMV, Tri-Cities, Houston y Seattle, y comparta su experiencia.',
    bodyMarkdown: `## Opiniones sinceras de clientes reales

Estas reseñas vienen de clientes del área DMV, Tri-Cities, Houston y Seattle, y se publican tal como las escribieron, casi siempre en inglés. No las editamos, salvo para quitar datos personales, y publicamos también las críticas, porque nos dicen en qué mejorar.

## ¿Le hicimos un trabajo?

Nos encantaría saber cómo le fue: qué hicimos bien y qué podríamos hacer mejor. Si algo no quedó bien, [comuníquese también con su oficina local](/contact) para arreglarlo; nuestra garantía cubre volver a limpiar lo que nos avise dentro de las 72 horas.

## Lo que pedimos a quien escribe una reseña

Cuéntenos qué servicio recibió, en qué zona y qué le llamó la atención, bueno o malo. Los detalles concretos, como el cuidado de sus plantas o si la cuadrilla llegó a tiempo, son lo que más ayuda a otros clientes.`,
  },
}

/** The industries' names and descriptions, by their key, as the industries page and the estimate show them. */
export const spanishIndustries: Record<string, { name: string; description: string }> = {
  'commercial-real-estate': {
    name: 'Bienes raíces comerciales',
    description:
      'Torres de oficinas, edificios de uso mixto y parques empresariales con limpieza periódica de ventanas, fachadas y exteriores, certificados de seguro y cuadrillas fuera de horario para no molestar a los inquilinos.',
  },
  'healthcare-facilities': {
    name: 'Centros de salud',
    description:
      'Hospitales, clínicas y residencias para mayores, donde las entradas deben seguir abiertas y seguras. Trabajamos alrededor del paso de pacientes, enjuagamos por zonas controladas y dejamos los pasillos secos y señalizados.',
  },
  'educational-institutions': {
    name: 'Escuelas y universidades',
    description:
      'Escuelas, universidades y residencias estudiantiles que limpiamos en vacaciones y fines de semana, desde las entradas de mucho tránsito y las aceras con chicle hasta el vidrio y el ladrillo de varios pisos.',
  },
  'industrial-facilities': {
    name: 'Instalaciones industriales',
    description:
      'Bodegas, centros de distribución y plantas con muelles manchados de aceite, revestimientos metálicos con polvo y ventanales altos. Trabajamos alrededor de los turnos y recuperamos el agua de lavado donde las normas locales lo piden.',
  },
  'retail-stores': {
    name: 'Tiendas',
    description:
      'Vitrinas, aceras, carriles de autoservicio y áreas comunes de centros comerciales limpios antes de abrir, para que el primer cliente del día vea una tienda lista.',
  },
  restaurants: {
    name: 'Restaurantes',
    description:
      'Pisos con grasa, áreas de basureros, patios y ventanas del frente limpios temprano en la mañana o después del cierre, con desengrasantes aptos para negocios de comida.',
  },
  'hoas-and-community-associations': {
    name: 'HOA y asociaciones de vecinos',
    description:
      'Casas club, piscinas, letreros de entrada, senderos comunes y cercas limpios en un calendario que la junta aprueba una vez, con aviso a los residentes antes de cada visita y una sola factura para la asociación.',
  },
  hotels: {
    name: 'Hoteles',
    description:
      'Vidrios a la vista de los huéspedes, marquesinas de entrada, porterías y terrazas de piscina limpias temprano en la mañana, para que quien llega vea una propiedad cuidada y nadie pase por una zona de trabajo.',
  },
  'property-management': {
    name: 'Administración de propiedades',
    description:
      'Carteras de apartamentos y oficinas en un solo plan periódico para todas sus propiedades: ventanas, revestimientos, pasillos y áreas de basura, con fotos para los dueños después de cada visita y un solo contacto.',
  },
  'parking-operators': {
    name: 'Operadores de estacionamientos',
    description:
      'Estacionamientos de varios niveles y lotes abiertos desengrasados nivel por nivel, cerrando los espacios por secciones para que el lugar siga abierto, con el agua recuperada donde se exige y las líneas bien visibles.',
  },
}

/** The open roles' titles, summaries and pay notes, as the careers pages list them. */
export const spanishJobs: Record<string, { title: string; summary: string; payNote?: string }> = {
  'window-cleaning-technician': {
    title: 'Técnico de limpieza de ventanas',
    summary:
      'Limpie ventanas de casas, locales y edificios comerciales, desde la planta baja hasta, con capacitación, rascacielos con acceso por cuerdas. No necesita experiencia: nosotros le enseñamos.',
    payNote: 'según su experiencia y la zona',
  },
  'pressure-washing-technician': {
    title: 'Técnico de lavado a presión',
    summary:
      'Maneje equipos de lavado a presión y lavado suave en entradas de auto, revestimientos, locales y estacionamientos. Se empieza temprano, con buen equipo y capacitación pagada.',
    payNote: 'según su experiencia y la zona',
  },
  'holiday-lighting-installer': {
    title: 'Instalador de luces navideñas (temporada)',
    summary:
      'Instale, mantenga y retire decoraciones de luces navideñas en casas y propiedades comerciales, desde fines de octubre hasta mediados de enero.',
    payNote: 'más un bono al terminar la temporada',
  },
  'crew-lead': {
    title: 'Jefe de cuadrilla',
    summary:
      'Dirija una cuadrilla de dos a cuatro técnicos en trabajos residenciales y comerciales: planee el día, capacite a los nuevos, cuide la seguridad de todos y deje contentos a los clientes.',
    payNote: 'según su experiencia y la zona',
  },
  'customer-success-coordinator': {
    title: 'Coordinador de atención al cliente',
    summary:
      'Sea la voz de Clearview por teléfono y correo: responda preguntas, programe presupuestos y cuadrillas, y atienda a los miembros de los planes de protección. En nuestra oficina de Kennewick.',
  },
}

/** Two guides written again in Spanish (the others are read in English until marketing writes them). */
export const spanishArticles: Record<
  string,
  { title: string; excerpt: string; bodyMarkdown: string; seoTitle: string; seoDescription: string }
> = {
  'soft-washing': {
    title: 'Lavado suave o lavado a presión: ¿qué necesita su casa?',
    excerpt:
      'Los dos métodos limpian, pero funcionan de manera muy distinta. Así puede saber cuál conviene a su revestimiento, su techo, su terraza y su entrada de auto.',
    seoTitle: 'Lavado suave vs. lavado a presión | Clearview',
    seoDescription:
      'En qué se diferencian el lavado suave y el lavado a presión, y cuál conviene a revestimientos, techos, terrazas y entradas de auto.',
    bodyMarkdown: `## Dos maneras de limpiar

El **lavado a presión** usa la fuerza del agua para arrancar la suciedad. Es ideal para superficies duras como el concreto, los adoquines y la piedra, donde la mugre está pegada y el material aguanta.

El **lavado suave** usa muy poca presión, parecida a la de una manguera de jardín, y una solución limpiadora que mata el moho, las algas y los líquenes de raíz. El enjuague se lleva la suciedad sin golpear la superficie.

## Qué conviene a cada parte de su casa

- **Revestimiento de vinilo, estuco y EIFS:** lavado suave. La alta presión puede meter agua detrás del revestimiento, rayar el estuco o abrir grietas.
- **Techos de tejas asfálticas:** lavado suave, siempre. Las rayas negras son algas, y la presión arranca los gránulos que protegen las tejas.
- **Entradas de auto, caminos y patios de concreto:** lavado a presión, con un limpiador de superficie para que el resultado quede parejo.
- **Terrazas y cercas de madera:** presión baja y con cuidado, o lavado suave, según el estado de la madera.

## Por qué el lavado suave dura más

La presión sola quita lo que se ve, pero deja vivas las esporas, y el verde vuelve en pocos meses. La solución del lavado suave las elimina, así que la casa se mantiene limpia por más tiempo, a menudo uno o dos años.

## ¿Lo puede hacer usted mismo?

Con una hidrolavadora alquilada se puede limpiar la entrada de auto. Para el revestimiento y el techo, un error de presión o de mezcla puede salir caro, y el trabajo en altura tiene sus riesgos. Si tiene dudas, [pídanos un presupuesto gratis](/contact) y le diremos qué método necesita cada superficie.`,
  },
  'holiday-lighting': {
    title: 'Cómo planear luces navideñas que se vean bien y sean seguras',
    excerpt:
      'Desde medir el borde del techo hasta elegir luces LED y temporizadores: cómo planear la decoración navideña de su casa, y cuándo conviene contratar a un profesional.',
    seoTitle: 'Cómo planear sus luces navideñas | Clearview',
    seoDescription:
      'Cómo medir, elegir luces LED y temporizadores y decorar su casa con seguridad en Navidad, y cuándo conviene contratar a un profesional.',
    bodyMarkdown: `## Empiece con un plan

Antes de comprar luces, camine alrededor de su casa y decida qué quiere iluminar: el borde del techo, las ventanas, los árboles, los arbustos o el camino de entrada. Menos, bien hecho, se ve mejor que mucho puesto a la carrera.

## Mida antes de comprar

- Mida el borde del techo y las ventanas que quiere decorar, y sume un poco para llegar al enchufe.
- Cuente los enchufes exteriores y fíjese en cuáles tienen protección GFCI.
- Anote la altura: si necesita una escalera de extensión para llegar al techo, piense bien quién va a subir.

## Elija bien las luces

Las **luces LED** gastan hasta 80% menos electricidad que las incandescentes, casi no se calientan y duran muchas temporadas. Compre luces aprobadas para exteriores y use el mismo tipo en todo el borde del techo para que el color sea parejo. Un **temporizador** las enciende al atardecer y las apaga a la hora que usted elija, sin que tenga que acordarse.

## Seguridad ante todo

- No grape ni clave los cables: use ganchos de plástico para canaletas y tejas.
- No conecte más tramos de los que indica el fabricante.
- Revise las luces antes de colgarlas y deseche las que tengan cables pelados.
- Nunca trabaje en el techo si está mojado, con hielo o con viento.

## Cuándo contratar a un profesional

Si su casa tiene dos pisos, el techo es muy inclinado o simplemente no quiere pasar el fin de semana en una escalera, un equipo profesional diseña, instala, repara durante la temporada y quita las luces en enero. [Pida un presupuesto gratis](/contact) con tiempo: las fechas de noviembre se llenan rápido.`,
  },
}

export const spanishCompany = {
  serviceArea: 'Atendemos Seattle (Washington), Tri-Cities, Houston (TX) y el área de Virginia, Maryland y DC',
  tagline: 'Vidrios limpios, superficies brillantes y edificios que se ven bien cuidados, en cada temporada.',
}

export const spanishSiteSettings = {
  banner: {
    desktop: 'LIMPIEZA PROFESIONAL DE VENTANAS Y LAVADO A PRESIÓN EN WA, TX, VA, MD y DC',
    mobile: 'ATENDEMOS WA, TX, VA, MD y DC',
  },
  /** In the order of the English reasons. */
  trustBand: [
    { title: 'Asegurados', detail: 'Responsabilidad civil y compensación laboral, certificados a pedido' },
    { title: 'Desde 2011', detail: 'Empezamos con una escalera en Kennewick' },
    { title: 'Volvemos en 72 horas', detail: '¿No quedó bien? Regresamos sin costo' },
    { title: 'Equipos locales propios', detail: 'Empleados capacitados, no jornaleros' },
  ],
  textConsentWording:
    'Envíenme mensajes de texto sobre esta solicitud. Clearview Exterior Cleaning le enviará mensajes sobre su solicitud (quién le llamará, la programación y respuestas a sus mensajes), por lo general de 1 a 5 por solicitud. Dar su consentimiento no es condición para comprar. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar y HELP para obtener ayuda.',
}

/** The visitor's email words per lead kind's group in the lead-emails global. */
export const spanishLeadEmails: Record<string, { subject: string; greeting: string; closing: string }> = {
  estimate: {
    subject: 'Su solicitud de presupuesto {reference}',
    greeting: 'Hola, {firstName}:',
    closing: 'Gracias por pensar en nosotros.',
  },
  planSignup: {
    subject: 'Bienvenido a su plan de protección {reference}',
    greeting: 'Hola, {firstName}:',
    closing: 'Gracias por confiarnos el cuidado de su casa.',
  },
  communitySignup: {
    subject: 'Su inscripción en el programa para residentes {reference}',
    greeting: 'Hola, {firstName}:',
    closing: 'Gracias por inscribirse.',
  },
  careerApplication: {
    subject: 'Su solicitud de empleo {reference}',
    greeting: 'Hola, {firstName}:',
    closing: 'Gracias por su interés en trabajar con nuestros equipos.',
  },
}

export const spanishLeadTexts = {
  customerConfirmation:
    'Hola, gracias por su solicitud {reference}. {promise} Si tiene alguna pregunta, responda a este mensaje. Responda STOP para no recibir más mensajes.',
  /** The ready-made texts' words, in the order of the English ones. */
  templates: [
    'Hola, le escribe {location} sobre su solicitud {reference}. Acabamos de intentar llamarle: ¿a qué hora le conviene que le llamemos?',
    'Hola, el presupuesto de {reference} va en camino por correo electrónico. Si tiene alguna pregunta, responda a este mensaje.',
  ],
}
