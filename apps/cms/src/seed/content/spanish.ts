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
export const spanishPages: Record<string, { title: string; intro: string; seoDescription: string }> = {
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
