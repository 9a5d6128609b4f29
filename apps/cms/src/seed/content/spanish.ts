import type { LocationSlug, PlanId } from '@ecs/shared/catalog'

import { spanishPolicyPages } from './spanish-policies'
import { spanishProgramPages } from './spanish-programs'

/**
 * The site's words in Spanish, written for Spanish speakers in the US (usted, US terms), not word for
 * word from the English (the service pages' longer words are in spanish-services.ts). A word not written
 * here is read in English until marketing writes it, and counted as missing.
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
  { headline: string; intro: string; seoTitle: string; seoDescription: string; aboutMarkdown: string }
> = {
  dmv: {
    headline: 'Limpieza exterior en el norte de Virginia, los suburbios de Maryland y Washington, DC',
    intro:
      'Desde las casas adosadas de Capitol Hill hasta los edificios de oficinas de Tysons y los condominios de Alexandria, nuestros equipos del área DMV limpian ventanas, ladrillo, revestimientos y concreto con el método adecuado para cada superficie.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Arlington, VA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y lavado suave para casas y negocios del norte de Virginia, DC y Maryland, desde Arlington. Presupuesto gratis.',
    aboutMarkdown: `## Al servicio del DMV desde Arlington

Nuestro equipo del DMV trabaja desde una oficina en Wilson Boulevard, en Arlington, a poca distancia en auto de casi todo el norte de Virginia, el Distrito y los suburbios de Maryland. Organizamos a los equipos por zonas, así que un trabajo en Bethesda y otro en Silver Spring casi siempre los hacen las mismas personas el mismo día, en vez de cruzar el Beltway dos veces.

## Lo que el clima de la zona les hace a los edificios

En el DMV hay un poco de todo. En primavera, el polen de los árboles cubre en pocos días los vidrios, los autos y los muebles del patio con una capa amarilla. Los veranos calurosos y húmedos alimentan las algas verdes en el lado norte de las casas y las rayas negras en techos y canaletas. El invierno trae sal de las calles, ciclos de hielo y deshielo y la mugre que se acumula en los locales de avenidas muy transitadas como la Route 1 y Wisconsin Avenue.

- **Primavera:** quitamos el polen de ventanas, mosquiteros y áreas al aire libre
- **Verano:** lavado suave contra las algas en revestimientos, cercas y techos
- **Otoño:** limpieza a lo largo de las canaletas y de ventanas cuando ya cayeron las hojas
- **Invierno:** luces navideñas, y después limpieza de la sal y del descongelante en entradas y estacionamientos

## Edificios que conocemos bien

Buena parte de la zona es de ladrillo, y mucho es antiguo. El ladrillo histórico y la mezcla blanda se pueden dañar con alta presión, así que en las casas adosadas y coloniales antiguas usamos enjuagues a baja presión y productos adecuados para mampostería, y siempre probamos primero en un área pequeña. También limpiamos mucha construcción nueva: comunidades de casas adosadas con revestimiento de vinilo en Fairfax y Loudoun, edificios de oficinas con mucho vidrio en Rosslyn y el Navy Yard, y condominios de varios pisos donde las reglas de acceso y los horarios de la asociación importan tanto como la limpieza.

## Trabajamos con administradores y asociaciones de propietarios

Muchos de nuestros clientes del DMV son juntas directivas y administradores. Entregamos certificados de seguro cuando nos los piden, respetamos las horas de silencio de cada edificio, avisamos a los residentes con anticipación y enviamos un informe breve con fotos después de cada visita comercial.`,
  },
  'tri-cities': {
    headline: 'Limpieza de ventanas y lavado a presión en Kennewick, Richland y Pasco',
    intro:
      'Nuestra oficina principal está en Kennewick. Los equipos de Tri-Cities conocen bien el polvo que trae el viento, las manchas de agua dura del riego y los veranos largos y calurosos, y saben limpiar lo que dejan los tres.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Kennewick, WA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y manchas de agua dura para casas y negocios en Kennewick, Richland y Pasco. Equipos locales, presupuesto gratis.',
    aboutMarkdown: `## Nuestra casa en Kennewick

Clearview nació en Tri-Cities, y la empresa se sigue dirigiendo desde nuestra oficina de Kennewick. Nuestros equipos locales viven en Kennewick, Richland, Pasco y West Richland, y la mayor parte de nuestro trabajo en Tri-Cities llega porque un vecino nos recomienda con otro.

## Polvo, viento y agua dura

La cuenca del Columbia es seca, soleada y con mucho viento. En primavera y en otoño, las ventoleras dejan un polvo fino en cada ventana, mosquitero y repisa, y una sola tarde de polvo puede deshacer una limpieza. El agua de riego aquí suele ser dura, así que los aspersores que mojan los vidrios o el revestimiento dejan manchas blancas de minerales que una limpieza normal no quita. Los veranos calurosos terminan de pegarlas.

- **Manchas de agua dura:** usamos productos que disuelven los minerales y, donde el vidrio lo permite, un pulido cuidadoso, y le decimos con honestidad cuando la corrosión ya es permanente
- **Polvo:** enjuagamos mosquiteros y rieles y limpiamos los marcos, no solo el vidrio
- **Aspersores:** le señalamos los que mojan las ventanas para que el problema no vuelva

## Casas y negocios que limpiamos

Limpiamos casas nuevas en Southridge, Horn Rapids y el oeste de Pasco, casas de un piso más antiguas en el centro de Richland, complejos de apartamentos junto al Columbia y edificios comerciales desde la zona de Columbia Center hasta los parques industriales cerca de los puertos. Aquí las entradas y los patios de concreto se manchan de óxido por el riego y de aceite por las camionetas, y el estuco y el revestimiento pintado juntan polvo y telarañas muy rápido en los meses de calor.

## Trabajo por temporada

Muchos clientes de Tri-Cities tienen un plan de protección por temporada, con una limpieza en primavera después de la temporada de viento y una visita en otoño antes de las fiestas. También instalamos luces navideñas en toda la zona desde principios de noviembre, y programamos el retiro en enero.`,
  },
  houston: {
    headline: 'Limpieza exterior para negocios, pensada para el calor y la humedad de Houston',
    intro:
      'Nuestro equipo de Houston atiende oficinas, centros comerciales, edificios médicos y estacionamientos en toda el área metropolitana, y ofrece lavado suave para las casas que luchan contra el moho y las algas.',
    seoTitle: 'Lavado a presión y limpieza de ventanas en Houston, TX | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado a presión, lavado suave y estacionamientos para negocios en todo Houston, y lavado suave para casas. Presupuesto gratis.',
    aboutMarkdown: `## Limpieza comercial en toda el área de Houston

Nuestra oficina de Houston, en Richmond Avenue, se dedica sobre todo a propiedades comerciales: edificios de oficinas en la Galleria y el Energy Corridor, edificios médicos cerca del Texas Medical Center, centros comerciales en Katy y Sugar Land, y estacionamientos en toda la ciudad. También ofrecemos lavado suave para casas, porque el moho en las casas es uno de los problemas exteriores más comunes con este clima.

## Humedad, moho y calor

Los veranos largos y húmedos de Houston y las lluvias frecuentes son ideales para el moho, las algas y las rayas negras. Las paredes que dan al norte, el estuco a la sombra, las fachadas de EIFS y los edificios de concreto prefabricado se pueden poner verdes o grises en una sola temporada. La presión sola solo quita lo que está en la superficie; nosotros usamos lavado suave con productos que eliminan el moho de raíz, para que los edificios se mantengan limpios más tiempo.

- **Empezamos temprano:** en verano nuestros equipos empiezan al amanecer para evitar el peor calor y para que los productos no se sequen demasiado rápido en las superficies calientes
- **Temporada de tormentas:** después de lluvias fuertes y huracanes, damos prioridad a nuestros clientes para limpiar escombros, lodo y las marcas que deja el agua
- **Temporada del polen del encino:** a fines del invierno y en primavera, el polen y las flores del encino manchan el concreto y tapan los desagües

## Estacionamientos y áreas exteriores

Los estacionamientos de Houston acumulan aceite, marcas de llantas y los residuos del tráfico constante, y muchos desaguan directamente al drenaje pluvial. Usamos limpiadores de superficies y, donde se exige, equipo para recoger el agua, para que el agua sucia del lavado no llegue al drenaje. También repintamos las líneas de los estacionamientos después de limpiarlos.

## Trabajamos con los equipos de cada propiedad

Los clientes comerciales tienen una sola persona de contacto, un alcance por escrito, certificados de seguro y un informe breve con fotos después de cada visita. Podemos trabajar de noche y los fines de semana para no estorbar a los inquilinos ni a los clientes de los locales.`,
  },
  seattle: {
    headline: 'Musgo, lluvia y vidrio: limpieza exterior en Seattle y el Eastside',
    intro:
      'Nuestros equipos de Seattle limpian ventanas, techos, terrazas y locales desde Ballard hasta Bellevue, con métodos pensados para un lugar donde llueve la mitad del año.',
    seoTitle: 'Limpieza de ventanas y lavado a presión en Seattle, WA | Clearview',
    seoDescription:
      'Limpieza de ventanas, lavado suave contra musgo y algas y lavado a presión para casas y negocios de Ballard a Bellevue. Presupuesto gratis por escrito.',
    aboutMarkdown: `## Desde Westlake, a lo largo del Sound

Nuestro equipo de Seattle trabaja desde una oficina pequeña en Westlake Avenue, cerca de South Lake Union. Cubrimos la ciudad y el Eastside, al norte hasta Lynnwood y Edmonds y al sur hasta Renton y Kent, con equipos distintos para el vidrio comercial y para las casas.

## Musgo, algas y una larga temporada de lluvias

Con las temperaturas templadas de Seattle y meses de llovizna constante, el musgo y las algas nunca dejan de crecer. Se forma una capa verde en los revestimientos que dan al norte, en las terrazas y cercas a la sombra, y el musgo se mete en los techos y en las juntas de los caminos, donde guarda el agua y los vuelve resbalosos. Tratamos ese crecimiento con lavado suave, que lo elimina en vez de solo arrancar la capa de encima, y evitamos la alta presión en el cedro, las tejas asfálticas y la pintura vieja.

- **Terrazas y caminos:** los limpiamos para que resbalen menos antes de la temporada de lluvias
- **Techos y revestimientos:** tratamiento a baja presión que no daña las tejas ni la pintura
- **Canaletas:** sin agujas de pino ni musgo, para que el agua corra

## Ventanas limpias en una ciudad lluviosa

Mucha gente nos pregunta si vale la pena limpiar las ventanas cuando llueve tanto. La lluvia en sí es limpia; lo que ensucia las ventanas es el polvo, el polen y la contaminación sobre los que cae. Un vidrio recién limpio y sin residuos escurre mejor la lluvia y se mantiene más claro. La mayoría de los dueños de casa de Seattle nos llaman en primavera y a fines del verano, cuando hay suficientes días secos para disfrutar la vista.

## Edificios que limpiamos

Limpiamos casas estilo Craftsman y casas adosadas nuevas, torres de condominios, oficinas frente al agua, restaurantes y plazas comerciales. En los edificios comerciales más altos usamos plataformas elevadoras y cuerdas, siempre con planes de seguridad por escrito y equipo revisado como se debe.`,
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
/** A page's words in Spanish; without a body, the page's body is read in English. */
export interface SpanishPage {
  title: string
  intro: string
  seoDescription: string
  bodyMarkdown?: string
}

export const spanishPages: Record<string, SpanishPage> = {
  ...spanishPolicyPages,
  ...spanishProgramPages,
  home: {
    title: 'Clearview Exterior Cleaning',
    intro:
      'Limpieza de ventanas, lavado a presión, lavado suave y luces navideñas para casas y propiedades comerciales en el área DMV, Tri-Cities, Houston y Seattle.',
    seoDescription:
      'Limpieza de ventanas, lavado a presión, lavado suave, eliminación de grafiti y luces navideñas para casas y negocios en WA, TX, VA, MD y DC. Presupuesto gratis.',
    bodyMarkdown: `## Limpieza exterior hecha con cuidado y a tiempo

Clearview Exterior Cleaning mantiene limpios y protegidos casas, locales, edificios de oficinas y estacionamientos. Nuestros equipos limpian vidrios desde la planta baja hasta las torres más altas, lavan el concreto y los revestimientos con el método adecuado para cada superficie, quitan grafiti, repintan las líneas de los estacionamientos y cuelgan luces navideñas. Tenemos seguro, llegamos cuando dijimos y le damos un precio firme antes de empezar.

## Por qué nos eligen nuestros clientes

- **El método adecuado para cada superficie.** Lavado suave para revestimientos, estuco y techos; lavado a presión con agua caliente para el concreto; agua purificada para el vidrio. Nada de usar toda la presión en todo.
- **Precios claros.** Cada trabajo empieza con un presupuesto gratis y un alcance por escrito, para que sepa exactamente qué incluye.
- **Respeto por su propiedad.** Cubrezapatos y lonas adentro, plantas protegidas afuera y un recorrido final antes de irnos.
- **Primero, la seguridad.** Planes de seguridad por escrito para el trabajo en altura, equipo revisado y equipos asegurados.
- **Equipos locales.** Cada una de nuestras cuatro oficinas tiene su propio equipo, que conoce el clima, los edificios y los vecindarios de la zona.

## Cómo funciona

1. **Pida un presupuesto.** Cuéntenos sobre su propiedad [en línea](/contact) o por teléfono.
2. **Reciba un precio claro.** Confirmamos los detalles, la visitamos si hace falta y le enviamos un precio por escrito.
3. **Hacemos el trabajo.** Su equipo llega el día acordado, protege la propiedad y limpia a fondo.
4. **Manténgase al día.** Muchos clientes eligen un servicio recurrente o un [plan de protección por temporada](/seasonal-protection-plans) para no tener que volver a pensar en ello.

## Dónde trabajamos

Atendemos cuatro zonas, cada una a unas 50 millas de una oficina local:

- **Área del DMV:** el norte de Virginia, Washington, DC y los suburbios de Maryland
- **Tri-Cities, WA:** Kennewick, Richland, Pasco y las comunidades cercanas
- **Houston, TX:** servicios comerciales en toda el área metropolitana, y lavado suave para casas
- **Seattle, WA:** la ciudad, el Eastside y el norte y el sur del condado de King

Busque la oficina más cercana en nuestra [página de oficinas](/locations), o vea los servicios [comerciales](/commercial-services) y [residenciales](/residential-services).`,
  },
  careers: {
    title: 'Trabaje con Clearview',
    intro:
      'Buen sueldo, capacitación de verdad, un trabajo cuyo resultado se ve al final del día y la oportunidad de llegar a dirigir un equipo. Únase al equipo que mantiene limpios los edificios de cuatro regiones.',
    seoDescription:
      'Trabaje en Clearview: empleos en limpieza de ventanas, lavado a presión y luces navideñas, con capacitación, buen sueldo y oportunidades de crecer.',
    bodyMarkdown: `## Por qué trabajar aquí

La limpieza exterior es un trabajo honesto, físico y al aire libre, con resultados que se ven. En Clearview aprenderá un oficio de jefes de equipo con experiencia, trabajará con buen equipo y recibirá un pago justo.

- **Capacitación pagada.** Los técnicos nuevos aprenden en el trabajo junto a un jefe de equipo antes de trabajar por su cuenta: seguridad en escaleras, trabajo con pértigas de agua purificada y, si le interesa, manejo de plataformas elevadoras y trabajo con cuerdas.
- **Buen sueldo.** Pago por hora con aumentos a medida que aprende nuevas habilidades, y horas extra en las temporadas de más trabajo.
- **Prestaciones.** El personal de tiempo completo tiene seguro médico, vacaciones pagadas y un plan de jubilación con aportación de la empresa.
- **Equipo y uniformes.** Uniformes, equipo de seguridad y vehículos de la empresa para trabajar.
- **Oportunidades de crecer.** Muchos de nuestros jefes de equipo y gerentes empezaron como técnicos.

## A quién buscamos

No necesita experiencia en limpieza exterior. Buscamos personas responsables, cuidadosas, a gusto trabajando afuera y en altura, y amables con los clientes. Para la mayoría de los puestos de campo se necesita licencia de manejo vigente.

## Dónde contratamos

Contratamos en nuestras cuatro oficinas: el área del DMV, Tri-Cities, Houston y Seattle. Cada otoño abrimos puestos de temporada para las luces navideñas.

## ¿Listo para postularse?

Vea nuestros [puestos disponibles](/careers/roles) o [postúlese ahora](/careers/apply). Leemos todas las solicitudes y casi siempre respondemos en una semana.`,
  },
  services: {
    title: 'Nuestros servicios',
    intro:
      'Desde los vidrios de un local hasta la fachada de un rascacielos, desde la entrada de auto hasta el techo: todos nuestros servicios de limpieza exterior para negocios y casas.',
    seoDescription:
      'Todos los servicios de Clearview: ventanas, lavado a presión, lavado suave, grafiti, estacionamientos, sellado, líneas y luces navideñas.',
    bodyMarkdown: `## Servicios comerciales

Para oficinas, centros comerciales, edificios médicos, escuelas, restaurantes, plantas industriales y estacionamientos. Todos los servicios comerciales se ofrecen en todas nuestras oficinas.

- **Limpieza de ventanas comerciales,** incluido el trabajo en edificios altos con cuerdas y plataformas
- **Lavado a presión comercial** para banquetas, entradas, autoservicios y áreas de contenedores de basura
- **Lavado suave comercial** para estuco, EIFS, paredes pintadas y toldos
- **Eliminación de grafiti** y recubrimientos antigrafiti
- **Lavado a presión de estacionamientos** con protección de desagües y recuperación del agua
- **Sellado comercial** para que el agua no entre por ventanas y juntas
- **Pintura de líneas** para estacionamientos abiertos y techados
- **Luces navideñas comerciales:** diseño, instalación y retiro

[Vea todos los servicios comerciales](/commercial-services)

## Servicios residenciales

Para casas, casas adosadas y condominios en el área del DMV, Tri-Cities y Seattle. El lavado suave para casas también se ofrece en Houston.

- **Limpieza de ventanas residenciales** por dentro y por fuera, con mosquiteros y rieles
- **Lavado a presión residencial** para entradas de auto, patios, terrazas y cercas
- **Lavado suave residencial** para revestimientos y techos
- **Luces navideñas residenciales** con diseño, llamadas de servicio y almacenamiento

[Vea todos los servicios residenciales](/residential-services)

## Planes de protección por temporada

Dele a su casa un mantenimiento regular con un plan Basic, Plus o Premium, y ahorre en cualquier otro servicio. [Compare los planes](/seasonal-protection-plans).

## ¿No sabe qué necesita?

Cuéntenos sobre su propiedad y lo que le preocupa, y le recomendaremos el servicio adecuado. [Pida un presupuesto gratis](/contact).`,
  },
  'company-tenets': {
    title: 'Nuestros principios',
    intro:
      'Estos son los principios con los que contratamos, capacitamos y nos medimos en cada trabajo, sea un solo local o una torre de cuarenta pisos.',
    seoDescription:
      'Los principios con los que trabaja Clearview Exterior Cleaning: seguridad, honestidad, respeto por cada propiedad, puntualidad y el trabajo bien hecho.',
    bodyMarkdown: `## 1. Primero, la seguridad

Ningún edificio está tan sucio como para justificar un accidente. Planeamos el trabajo en altura antes de empezar, revisamos nuestro equipo y paramos cuando el clima o las condiciones lo vuelven inseguro. Cualquier persona del equipo puede pedir que se pare.

## 2. Decir la verdad

Antes de empezar le decimos al cliente lo que una limpieza va a lograr y lo que no. Si una mancha solo se va a aclarar, o si una mancha de agua dura ya corroyó el vidrio, se lo decimos. Si cometemos un error, lo reconocemos y lo arreglamos.

## 3. Tratar cada propiedad como si fuera nuestra

Usamos cubrezapatos adentro, protegemos las plantas y los muebles y usamos el método más suave que haga el trabajo. Dejamos los portones como los encontramos y recogemos todo al terminar.

## 4. Llegar cuando dijimos

La puntualidad es casi todo lo que un cliente quiere. Confirmamos las citas con anticipación, llegamos en el horario prometido y avisamos temprano si el clima o cualquier otra cosa cambia el plan.

## 5. Cuidar los detalles

Marcos y repisas limpios, no solo el vidrio. Plantas enjuagadas, no solo el revestimiento limpio. Basura recogida, no solo el concreto lavado. El último diez por ciento del trabajo es lo que el cliente nota.

## 6. Precios claros

El cliente recibe por escrito lo que vamos a hacer y el precio antes de empezar. Sin cargos sorpresa y sin presiones para agregar servicios que no necesita.

## 7. Cuidar a nuestra gente

Sueldo justo, buena capacitación y buen equipo, y un camino para crecer. Un equipo bien tratado cuida mejor a los clientes.

## 8. Dejarlo mejor

Eso vale para las propiedades, los vecindarios y el medio ambiente. Evitamos que el agua del lavado llegue a los desagües pluviales donde se exige, usamos los productos de limpieza más suaves que funcionen y reciclamos lo que podemos.`,
  },
  'commercial-services': {
    title: 'Servicios comerciales de limpieza exterior',
    intro:
      'Limpieza exterior recurrente o de una sola vez para propiedades comerciales, con alcance por escrito, certificados de seguro y equipos que trabajan sin estorbar a sus inquilinos ni a sus clientes.',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y suave, grafiti, estacionamientos, sellado, líneas y luces navideñas para negocios en WA, TX, VA, MD y DC.',
    bodyMarkdown: `## Un solo contratista para todo el exterior

Administradores de propiedades, equipos de mantenimiento y dueños de negocios trabajan con Clearview para tener un solo contacto de confianza para el vidrio, las fachadas, las áreas exteriores, los estacionamientos y el trabajo de temporada. Ofrecemos todos los servicios comerciales en nuestras cuatro oficinas.

## Lo que puede esperar

- **Un recorrido y un alcance por escrito** para cada propiedad, para que todos sepan exactamente qué incluye
- **Certificados de seguro** a nombre de su empresa administradora, enviados antes de la primera visita
- **Planes de seguridad por escrito** para el trabajo en altura, con los registros de los anclajes del techo revisados antes de trabajar con cuerdas
- **Horarios flexibles,** incluso de madrugada, de noche y en fines de semana
- **Informes con fotos** después de cada visita, con notas sobre lo que necesite atención, como selladores vencidos o concreto dañado
- **Programas recurrentes** que cuestan menos por visita y mantienen su propiedad siempre limpia

## Propiedades que atendemos

Edificios de oficinas, centros médicos y de salud, escuelas y campus, centros comerciales, restaurantes, bodegas y plantas industriales, hoteles, asociaciones de propietarios y de condominios. Vea cómo trabajamos con [cada industria](/commercial-services/industries).

## Combinar servicios ahorra dinero

Muchos servicios usan el mismo equipo y el mismo acceso. Combinar la limpieza de ventanas con la revisión del sellado, o el lavado a presión con la pintura de líneas, reduce los costos de traslado y las molestias.

## Empiece hoy

[Pida un recorrido comercial](/commercial-services/contact) y le enviaremos una propuesta por escrito, por lo general en pocos días hábiles.`,
  },
  'residential-services': {
    title: 'Servicios residenciales de limpieza exterior',
    intro:
      'Ventanas limpias, revestimiento reluciente, entradas impecables y luces navideñas que no tuvo que colgar usted. Cuidado exterior para casas en el área del DMV, Tri-Cities y Seattle.',
    seoDescription:
      'Limpieza de ventanas, lavado a presión y suave y luces navideñas para casas en el área del DMV, Tri-Cities y Seattle, y lavado suave en Houston.',
    bodyMarkdown: `## Cuidado para el exterior de su casa

El exterior de su casa sufre con el sol, la lluvia, el polen, el polvo y todo lo que crece alrededor. Nuestros equipos residenciales lo limpian con cuidado, con el método adecuado para cada superficie, y dejan su casa con aspecto de bien cuidada.

## Lo que ofrecemos

- **Limpieza de ventanas:** por dentro y por fuera, con mosquiteros, rieles y repisas incluidos
- **Lavado a presión:** entradas de auto, banquetas, patios, áreas de alberca, terrazas y cercas
- **Lavado suave:** limpieza delicada de revestimientos y techos que quita las algas y el moho
- **Luces navideñas:** diseño a la medida, instalación, llamadas de servicio y retiro en enero

La limpieza de ventanas, el lavado a presión y las luces navideñas para casas se ofrecen en el área del DMV, Tri-Cities y Seattle. El lavado suave para casas se ofrece en las cuatro oficinas, incluida Houston.

## Lo que nos hace diferentes

- Precios firmes antes de empezar
- Cubrezapatos y lonas dentro de su casa
- Plantas, contactos e instalaciones protegidos afuera
- Equipos asegurados de empleados propios, no subcontratistas
- Volvemos a limpiar sin costo si algo no quedó bien y nos avisa dentro de 72 horas

## Ahorre con un plan

Un [plan de protección por temporada](/seasonal-protection-plans) le da a su casa un mantenimiento regular y entre 10% y 20% de descuento en cualquier otro servicio.

## Pida un presupuesto gratis

[Pida un presupuesto](/residential-services/contact) en línea o llame a su oficina local.`,
  },
  locations: {
    title: 'Nuestras oficinas',
    intro:
      'Clearview tiene cuatro oficinas locales, cada una con sus propios equipos, que atienden propiedades a unas 50 millas a la redonda. Elija su zona para ver los servicios, los datos de contacto y las reseñas locales.',
    seoDescription:
      'Oficinas de Clearview Exterior Cleaning: el área del DMV (Virginia, Maryland y DC), Tri-Cities, WA, Houston, TX y Seattle, WA.',
    bodyMarkdown: `## Equipos locales en cuatro regiones

La limpieza exterior depende de las condiciones de cada lugar: el polen y el ladrillo histórico en el DMV, el polvo y el agua dura en Tri-Cities, el calor y el moho en Houston, el musgo y la lluvia en Seattle. Por eso cada oficina tiene su propio equipo, que vive y trabaja en la zona.

## Área del DMV

Desde Arlington atendemos el norte de Virginia, Washington, DC y los suburbios de Maryland con servicios comerciales y residenciales, incluido nuestro programa para residentes de Montebello en Alexandria.

## Tri-Cities, WA

Nuestra casa en Kennewick atiende Kennewick, Richland, Pasco y las comunidades cercanas con servicios comerciales y residenciales, incluido el programa para residentes de Columbia River Walk en Richland.

## Houston, TX

Atendemos oficinas, centros comerciales, edificios médicos y estacionamientos en toda el área de Houston, y ofrecemos lavado suave para casas.

## Seattle, WA

Atendemos Seattle y el Eastside con servicios comerciales y residenciales, desde el vidrio de los locales hasta los techos con musgo.

## ¿No sabe qué oficina le corresponde?

Cada oficina atiende propiedades a unas 50 millas a la redonda. [Pida un presupuesto](/contact) con su dirección y se lo pasaremos al equipo indicado.`,
  },
  learn: {
    title: 'Aprenda',
    intro:
      'Guías prácticas para limpiar y proteger el exterior de casas y edificios comerciales, escritas por quienes hacen este trabajo todos los días.',
    seoDescription:
      'Guías sobre mantenimiento de edificios, fachadas atractivas, cuidado de ventanas, lavado suave, luces navideñas y cómo evitar moho y manchas.',
    bodyMarkdown: `## Consejos desde el trabajo diario

Nuestros equipos limpian miles de ventanas, paredes y entradas cada año, y ven las mismas preguntas y los mismos errores una y otra vez. Estos artículos reúnen lo que hemos aprendido: qué métodos son seguros para cada superficie, cada cuánto hay que limpiar de verdad, qué vale la pena hacer usted mismo y cuándo llamar a un profesional.

## Temas

- **Para administradores de propiedades:** cómo planear y presupuestar un año de mantenimiento exterior
- **Para dueños de casa:** formas económicas de mejorar la fachada, el cuidado de ventanas finas y cómo planear las luces navideñas
- **Para todos:** la diferencia entre el lavado suave y el lavado a presión, cómo proteger las superficies exteriores en cada temporada y cómo evitar el moho y las manchas

## Cómo escribimos estas guías

Cada artículo se basa en trabajos reales de nuestros equipos en casas y edificios del área del DMV, Tri-Cities, Houston y Seattle. Explicamos el porqué de cada consejo, señalamos cuándo el clima cambia la respuesta y decimos claramente cuándo es más seguro dejarle el trabajo a un profesional.

¿Tiene una pregunta que no hemos respondido? [Envíenosla](/contact) y quizá sea nuestro próximo artículo.`,
  },
  'thank-you': {
    title: 'Gracias',
    intro: 'Recibimos su solicitud. Alguien de nuestro equipo se comunicará con usted muy pronto.',
    seoDescription: 'Gracias por comunicarse con Clearview Exterior Cleaning. Le responderemos pronto.',
    bodyMarkdown: `## Lo que sigue

1. **Revisamos su solicitud.** Su oficina local recibe los detalles de inmediato.
2. **Nos comunicamos con usted.** En horario de oficina solemos responder en un día hábil, por teléfono o por correo, para confirmar detalles o pedirle fotos.
3. **Recibe un precio claro.** Algunos trabajos se pueden cotizar con fotos; otros necesitan una visita rápida. En cualquier caso, tendrá un precio por escrito antes de que empiece el trabajo.

## Mientras tanto

- Tome algunas fotos de las áreas que quiere limpiar, incluidas las manchas o los lugares problemáticos. Nos ayudan a darle un precio exacto más rápido.
- Lea nuestra guía sobre [lavado suave o lavado a presión](/learn/soft-washing).
- Vea cómo un [plan de protección por temporada](/seasonal-protection-plans) puede ahorrarle dinero en este servicio y en los que vengan.

## Bueno saber

Los presupuestos son gratis y sin compromiso. Si preguntó por una propiedad comercial, quizá le propongamos un recorrido breve con el encargado del edificio o el administrador de la propiedad para que nuestra propuesta lo cubra todo.`,
  },
  'seasonal-plans-thank-you': {
    title: 'Bienvenido a su plan de protección',
    intro:
      'Gracias por inscribirse. Su plan de protección de temporada ya está listo y nos comunicaremos con usted para programar su primera visita.',
    seoDescription: 'Gracias por inscribirse en un plan de protección de temporada de Clearview.',
    bodyMarkdown: `## Lo que sigue

1. **Correo de confirmación.** Recibirá un correo con su plan, el tamaño de su casa, la frecuencia de cobro y una copia de los [términos del plan](/seasonal-plans-terms).
2. **Llamada para programar.** Su oficina local se comunicará con usted dentro de dos días hábiles para programar su primera visita y anotar lo necesario para entrar, como códigos de portón o mascotas.
3. **Primera visita.** Su equipo se presentará, recorrerá el exterior con usted si está en casa y después le enviará notas y fotos.

## Cómo usar su descuento

El descuento de su plan vale desde hoy. Cuando quiera una limpieza completa de ventanas, lavado a presión, lavado suave o luces navideñas, mencione su plan al [pedir un presupuesto](/contact) y le aplicaremos el descuento.

## Antes de su primera visita

- Asegúrese de que podamos llegar a todos los lados de la casa, y avísenos si hay portones con candado o perros
- Revise que funcionen las llaves de agua de afuera
- Díganos si hay algo que quiera que revisemos con cuidado, como una pared manchada o un aspersor que moja las ventanas

## Preguntas

Responda a su correo de confirmación o llame a la oficina que lo atiende. Gracias por confiarnos su casa.`,
  },
  'about-us': {
    title: 'Quiénes somos',
    intro:
      'Empezamos en 2011 con una escalera, un jalador y algunos vecinos en Kennewick. Hoy nuestros equipos atienden casas y negocios en cuatro regiones, y seguimos haciendo cada trabajo con el mismo cuidado.',
    seoDescription:
      'Conozca Clearview Exterior Cleaning: nuestra historia, cómo trabajamos y los equipos que atienden el DMV, Tri-Cities, Houston y Seattle.',
    bodyMarkdown: `## Nuestra historia

Clearview nació en Tri-Cities como una empresa de limpieza de ventanas para casas. Los clientes nos preguntaban una y otra vez si también podíamos limpiarles la entrada de auto, lavarles el revestimiento o colgarles las luces navideñas, y los negocios de la zona nos preguntaban por sus fachadas y estacionamientos. Agregamos cada servicio solo cuando tuvimos el equipo, la capacitación y la gente para hacerlo bien.

Al crecer, abrimos oficinas en el área del DMV, en Seattle y en Houston. Cada oficina tiene sus propios equipos y gerentes que viven en la zona, porque limpiar una casa de ladrillo en Arlington no es lo mismo que limpiar un edificio de oficinas de estuco en Houston o un techo con musgo en Seattle.

## Lo que hacemos

- **Comercial:** limpieza de ventanas, desde locales a pie de calle hasta rascacielos, lavado a presión, lavado suave, eliminación de grafiti, lavado de estacionamientos, sellado, pintura de líneas y luces navideñas
- **Residencial:** limpieza de ventanas, lavado a presión, lavado suave y luces navideñas
- **Planes:** [planes de protección por temporada](/seasonal-protection-plans) que mantienen las casas con un mantenimiento regular

## Cómo trabajamos

Damos presupuestos por escrito y los respetamos. Elegimos el método de limpieza para cada superficie en vez de usar toda la presión posible. Protegemos las plantas, los pisos y los muebles. Planeamos con cuidado el trabajo en altura y tenemos seguro de responsabilidad civil y de accidentes de trabajo. Y si algo no quedó bien cuando nos fuimos, regresamos a arreglarlo.

Puede leer más sobre los principios detrás de todo esto en nuestros [principios de la empresa](/company-tenets).

## Nuestra gente

Nuestros técnicos son empleados, no trabajadores por día, y aprenden el oficio con jefes de equipo experimentados antes de trabajar por su cuenta. Muchos de nuestros gerentes empezaron como técnicos. Si le gustaría trabajar con nosotros, vea nuestros [puestos disponibles](/careers/roles).

## Comuníquese con nosotros

Ya sea que administre varios edificios o que solo quiera las ventanas limpias antes de las fiestas, con gusto le ayudamos. [Pida un presupuesto gratis](/contact).`,
  },
  'not-found': {
    title: 'No encontramos la página',
    intro: 'No encontramos la página que busca. Puede que se haya movido o que el enlace ya no esté al día.',
    seoDescription: 'No se encontró la página que buscaba.',
    bodyMarkdown: `## Pruebe con una de estas

- [Inicio](/)
- [Servicios comerciales](/commercial-services)
- [Servicios residenciales](/residential-services)
- [Nuestras oficinas](/locations)
- [Planes de protección por temporada](/seasonal-protection-plans)
- [Aprenda](/learn)

Si llegó por un enlace de otro sitio o escribió la dirección a mano, revise que esté bien escrita. ¿Busca un presupuesto? [Pídalo aquí](/contact) o llámenos.`,
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
  'mold-stain-damage-prevention': {
    title: 'Cómo prevenir el moho, el hongo y las manchas en el exterior de su casa',
    excerpt:
      'Una capa verde, puntos negros, rayas anaranjadas y costras blancas tienen causas distintas. Cómo reconocer las manchas del exterior, limpiarlas sin riesgo y evitar que vuelvan.',
    seoTitle: 'Cómo prevenir moho y manchas en el exterior | Clearview',
    seoDescription:
      'Cómo reconocer las manchas de alga, moho, óxido, hojas y eflorescencia en su casa, limpiarlas sin dañar nada y evitar que vuelvan.',
    bodyMarkdown: `Las manchas en el exterior de una casa no son solo un problema de apariencia. El alga y el moho mantienen la humedad pegada al revestimiento, al techo y a la madera, y algunas manchas delatan problemas de agua que pueden causar daños serios si no se atienden. La buena noticia es que casi todas las manchas exteriores tienen una causa conocida y una solución conocida.

## Primero, identifique la mancha

Cada mancha necesita un tratamiento distinto. Usar el limpiador equivocado es perder el tiempo, y con algunas manchas hasta empeora las cosas.

- **Una capa verde** en el revestimiento, las cercas y las paredes que dan al norte casi siempre es alga. Crece donde las superficies se mantienen húmedas y a la sombra.
- **Puntos negros o grises** alrededor de los aleros, las molduras y las salidas de ventilación del baño suelen ser moho, un tipo de hongo que crece sobre la suciedad y la humedad.
- **Rayas negras que bajan por el techo** normalmente son un alga resistente que se extiende hacia abajo con el agua de la lluvia.
- **Un crecimiento verde y afelpado** en las juntas del techo, las grietas de los pasillos y las terrazas con sombra es musgo.
- **Costras grises, verdes o anaranjadas** en techos, piedra y cercas muchas veces son liquen, que se pega con fuerza y tarda más en desaparecer.
- **Rayas anaranjadas o cafés** cerca de los aspersores, de las piezas de metal o de donde se esparce fertilizante son manchas de óxido y de minerales.
- **Manchas cafés o color té** en el concreto y en el revestimiento claro bajo los árboles son taninos de las hojas.
- **Una costra blanca y polvorienta** en el ladrillo y el concreto es eflorescencia: sales que el agua arrastra hasta la superficie al pasar por la mampostería.

## Por qué aparecen donde aparecen

El alga, el moho y el musgo necesitan humedad, sombra y algo de qué alimentarse. Por eso aparecen primero:

- En el lado norte de la casa y bajo los árboles
- Cerca de los aspersores, las bajantes y las canaletas que se desbordan
- Detrás de los arbustos plantados muy cerca de las paredes
- En superficies que se mantienen sucias, porque la tierra y el polen les sirven de alimento

Los climas húmedos y lluviosos aceleran todo. En Houston y en Seattle el crecimiento puede volver en menos de un año; en zonas más secas puede tardar varios años.

## Cómo limpiar el alga y el moho sin riesgo

La alta presión es tentadora, pero deja las raíces y puede dañar el revestimiento, la pintura y el techo. Es mejor el lavado suave: una solución limpiadora que mata el crecimiento, aplicada con baja presión, y después un enjuague suave. Lo que se trata así vuelve mucho más despacio.

Si lo hace usted mismo en un área pequeña:

1. Moje primero las plantas cercanas y vuelva a enjuagarlas al terminar
2. Use un limpiador para moho y alga de exteriores, siguiendo al pie de la letra las instrucciones de la etiqueta
3. Aplíquelo de abajo hacia arriba para que no queden rayas, y no deje que se seque sobre la superficie
4. Enjuague bien con una manguera de jardín
5. No suba en escalera más arriba del primer piso, y nunca camine sobre un techo mojado

## Cómo limpiar las manchas de minerales y de hojas

Las manchas de óxido, de riego y de fertilizante no son orgánicas, así que los limpiadores para moho no las quitan. Necesitan limpiadores hechos para manchas de minerales, usados con cuidado, porque algunos pueden desgastar o decolorar la superficie. Las manchas de taninos normalmente se aclaran con el limpiador adecuado y el sol. La eflorescencia muchas veces sale con un cepillo en seco, pero vuelve hasta que se arregla la fuente del agua.

## Prevención: corte la humedad

Lo que mejor previene es cortar la humedad de la que dependen el crecimiento y las manchas.

- **Canaletas:** manténgalas limpias y arregle las fugas y los desbordes
- **Bajantes:** alárguelas para que el agua caiga lejos de la casa
- **Aspersores:** oriéntelos lejos de las paredes, las ventanas y las cercas; donde el agua es dura, hasta un poco de rocío deja manchas
- **Jardín:** pode los arbustos y las ramas para que a las paredes y al techo les lleguen el aire y el sol
- **Pendiente del terreno:** asegúrese de que la tierra y el mantillo bajen en dirección contraria a los cimientos
- **Sellador:** cambie el sellador agrietado alrededor de ventanas, puertas y pasos de tuberías

## Prevención: manténgala limpia

La tierra y el polen alimentan el crecimiento, así que limpiar con regularidad previene problemas además de resolverlos. Un lavado suave de la casa cada uno o dos años, y una limpieza anual del concreto y las terrazas, evitan que el crecimiento se instale.

## Cuando es más que una mancha

Algunas señales indican un problema mayor que lo que resuelve una limpieza exterior:

- Pintura que se pela o madera blanda detrás de una mancha
- Manchas que vuelven rápido en el mismo lugar, aun después de limpiar
- Eflorescencia que sigue creciendo en una pared
- Olor a humedad, paredes húmedas o moho visible dentro de la casa

Estas señales indican que está entrando agua a la estructura. Un contratista, un techador o, para el moho interior, un especialista calificado en remediación debe revisarlo. La limpieza exterior es una parte importante de la prevención, pero no reemplaza la reparación de las filtraciones.

## Le ayudamos

Nuestros equipos identifican las manchas antes de tratarlas y le dicen con honestidad qué va a salir y qué no. Vea el [lavado suave para casas](/residential-services/residential-soft-wash), o mantenga su casa en una rutina fija con un [plan de protección por temporada](/seasonal-protection-plans). [Pida un presupuesto gratis](/contact) y la revisamos.`,
  },
  'protecting-exterior-surfaces': {
    title: 'Cómo proteger las superficies exteriores en cada temporada',
    excerpt:
      'El revestimiento, el ladrillo, el estuco, la madera, el concreto y el vidrio se desgastan cada uno a su manera. Una guía, material por material, para que duren más.',
    seoTitle: 'Cómo proteger revestimiento, ladrillo, madera y concreto | Clearview',
    seoDescription:
      'Cómo proteger el revestimiento, el ladrillo, el estuco, la madera, el concreto y el vidrio del agua, el sol, el moho y el clima, con una lista por temporada.',
    bodyMarkdown: `El exterior de un edificio pasa todos los días bajo el sol, la lluvia, el viento y, en muchos lugares, la nieve y la sal. Casi todo el daño exterior viene de las mismas pocas causas: agua que llega adonde no debe, alga y moho que mantienen la humedad pegada a las superficies, sol que deteriora los acabados y métodos de limpieza demasiado agresivos. Entender cómo falla cada material es la mejor manera de que dure.

## El agua es el enemigo principal

Antes de pensar en cada material, asegúrese de que el agua se aleje del edificio.

- Mantenga limpias las canaletas y las bajantes, y asegúrese de que las bajantes descarguen a varios pies de los cimientos
- Mantenga la tierra y el mantillo con pendiente hacia afuera de las paredes
- Pode los arbustos y los árboles para que las paredes y el techo se sequen después de la lluvia
- Oriente los aspersores lejos del revestimiento y de las ventanas
- Revise cada año el sellador alrededor de ventanas, puertas y pasos de tuberías

## Revestimiento de vinilo y de fibrocemento

Son resistentes, pero juntan alga y suciedad, y el vinilo se puede deformar cerca de fuentes de calor como un asador. Límpielos con baja presión o con lavado suave, no con una lanza de alta presión, que puede meter agua detrás de los paneles. Después de una tormenta de viento revise si hay piezas sueltas o rotas, y mantenga la hilera de abajo libre de tierra y mantillo.

## Ladrillo y mampostería

El ladrillo dura muchísimo; el punto débil es la mezcla. El agua que penetra en la mampostería y se congela puede desprender la cara del ladrillo y desmoronar las juntas.

- Evite la alta presión en el ladrillo, sobre todo en el ladrillo y la mezcla antiguos y blandos
- Fíjese si aparece eflorescencia, una costra blanca y polvorienta que indica que el agua pasa por la pared
- Rellene las juntas dañadas con una mezcla compatible con la original, sobre todo en edificios históricos
- Mantenga las canaletas funcionando; muchos problemas de mampostería empiezan con una canaleta que se desborda

## Estuco y EIFS

El estuco y el EIFS se ven sólidos, pero son sensibles a los golpes y al agua que se mete detrás. Las grietas pequeñas dejan entrar agua, así que el sellador alrededor de ventanas y pasos de tuberías es muy importante. Solo lavado suave: la alta presión puede marcar la superficie o meter agua en el sistema de la pared. Repare las grietas pronto con los materiales recomendados para su sistema.

## Revestimiento, molduras, terrazas y cercas de madera

La madera falla primero por las puntas y por abajo, donde se junta el agua.

- Mantenga la pintura y el tinte en buen estado; vuelva a aplicarlos antes de que el acabado anterior falle del todo
- Limpie las terrazas con baja presión y una boquilla de abanico ancho, siguiendo la veta
- Deje que la madera se seque por completo antes de teñirla o sellarla
- Cambie pronto las tablas blandas o podridas, antes de que el daño llegue a la estructura

## Concreto y adoquines

El concreto es resistente, pero el aceite, el óxido, la sal y los ciclos de congelación y deshielo lo desgastan.

- Limpie las manchas pronto; el aceite y el óxido penetran con el tiempo
- En las zonas con nieve, use descongelantes más suaves con el concreto y enjuague los residuos en primavera
- Piense en un sellador penetrante para la entrada de auto y el patio, que ayuda a resistir las manchas y el agua
- Mantenga las juntas de los adoquines llenas de arena para que no se muevan

## Ventanas y vidrio

El vidrio es duro, pero los minerales lo pueden marcar y la arenilla lo puede rayar.

- Límpielo con regularidad para que los minerales y la contaminación no se peguen
- Atienda pronto las manchas de los aspersores, antes de que marquen el vidrio
- Nunca raspe el vidrio con herramientas sucias ni con esponjas abrasivas
- Revise y cambie el sellador dañado alrededor de los marcos

## Techos y canaletas

El musgo y el alga retienen agua en el techo y levantan las tejas. Trate el crecimiento con lavado suave en lugar de alta presión, que arranca los gránulos protectores. Limpie las canaletas a fines del otoño y en primavera, y más seguido si hay árboles cerca.

## Una lista por temporada

1. **Primavera:** lave la suciedad y la sal del invierno, limpie las ventanas después del polen, revise el sellador y la pintura
2. **Verano:** lave con lavado suave el revestimiento y el techo, repare el sellador y la pintura mientras hace calor y está seco, tiña la terraza
3. **Otoño:** limpie las canaletas cuando ya cayeron las hojas, limpie las ventanas, revise la pendiente del terreno y las bajantes antes del invierno
4. **Invierno:** enjuague la sal de los pasillos y del piso del garaje cuando pueda, y planee los proyectos del año que viene

## El clima importa

Lo que protege una casa en una región no sirve igual en todas. En lugares húmedos como Houston, el moho y el alga crecen todo el año, así que lo más importante es limpiar seguido y con suavidad. En Seattle, el musgo y la humedad constante hacen que el techo, la terraza y las canaletas sean la prioridad. En Tri-Cities, seco y con mucho viento, las batallas principales son el polvo y las manchas de agua dura del riego. En el área del DMV, el polen de primavera, la humedad del verano y los ciclos de congelación y deshielo del invierno se turnan.

Nuestros [planes de protección por temporada](/seasonal-protection-plans) mantienen las casas en una rutina pensada para las condiciones locales, con descuentos en los servicios de limpieza de esta guía. [Pida un presupuesto gratis](/contact) si quiere que un equipo revise su casa.`,
  },
  'budget-curb-appeal': {
    title: 'Una buena fachada con poco presupuesto: los arreglos exteriores que más se notan',
    excerpt:
      'No hace falta remodelar para que una casa se vea bien cuidada. Estos pasos económicos, casi todos de limpieza, cambian cómo se ve la casa desde la calle.',
    seoTitle: 'Ideas económicas para mejorar la fachada de su casa | Clearview',
    seoDescription:
      'Maneras económicas de mejorar la fachada: limpiar el revestimiento, las ventanas y el concreto, renovar la entrada, poner luces y arreglar el jardín.',
    bodyMarkdown: `Cuando se habla de mejorar la fachada, muchas personas piensan en pintura nueva, un jardín nuevo o una puerta nueva. Todo eso ayuda, pero lo que más influye en cómo se ve una casa desde la calle casi siempre es si se ve limpia y cuidada. Una casa con ventanas opacas, rayas verdes en el revestimiento y la entrada de auto manchada se ve más vieja y descuidada de lo que realmente está.

Estos son los cambios que dan el resultado más visible por menos dinero, más o menos en orden de valor.

## 1. Limpie el revestimiento

El alga, el moho y la suciedad ponen gris o verde el revestimiento blanco o claro, muchas veces de forma dispareja, con lo peor en el lado norte y bajo los árboles. Lavar la casa suele ser la manera más barata de que se vea años más nueva.

Use baja presión. La alta presión puede pelar la pintura, agrietar el estuco y meter agua detrás del revestimiento. El [lavado suave](/learn/soft-washing) profesional usa una solución limpiadora y un enjuague suave, y mata el crecimiento para que tarde más en volver.

## 2. Lave la entrada de auto y los pasillos

El concreto es una superficie grande y clara que aparece en primer plano en todas las fotos de su casa. Las gotas de aceite, las marcas de llantas, las manchas de hojas y el alga lo dejan con parches. Un limpiador rotativo de superficies deja un acabado parejo y limpio en un par de horas. Si lo hace usted mismo, alquile un accesorio limpiador de superficies en lugar de usar una boquilla estrecha, que deja rayas y puede desgastar el concreto.

## 3. Limpie las ventanas

El vidrio limpio refleja la luz y le da vida a la casa; el vidrio sucio se ve oscuro y sin brillo. Limpiar las ventanas por fuera, sobre todo las que dan a la calle, es una de las mejoras visibles más rápidas. No olvide los mosquiteros: si están llenos de polvo, hasta un vidrio limpio se ve opaco desde la calle.

## 4. Renueve la entrada

La puerta principal es donde las visitas y los compradores se detienen a mirar de cerca.

- Lave la puerta, las molduras y la pared que la rodea
- Limpie o cambie el tapete
- Pula o cambie los números de la casa y la manija de la puerta
- Quite las telarañas del techo del porche y de las lámparas
- Ponga una o dos macetas del tamaño adecuado para la entrada

Si la puerta está descolorida, un cuarto de galón de pintura exterior y una tarde de trabajo son uno de los proyectos que más rinden.

## 5. Arregle las cosas pequeñas que están rotas

Los compradores y los vecinos se fijan en las pequeñas señales de descuido: una canaleta doblada, una bajante suelta, un mosquitero roto, una tabla que falta en la cerca, una lámpara con el foco fundido. Cada una cuesta poco de arreglar, y juntas cambian la impresión de toda la propiedad.

## 6. Ordene las orillas del jardín

No necesita plantas nuevas. Pode los arbustos que tocan la casa (eso también ayuda a que el revestimiento se seque y reduce el moho), recorte el pasto a lo largo de los pasillos y la entrada de auto, quite la hierba de las grietas y ponga una capa nueva de mantillo. Las orillas limpias y bien definidas hacen que el jardín se vea cuidado a propósito.

## 7. Limpie las canaletas y las fascias

Las rayas negras por fuera de las canaletas se ven mucho desde la calle y salen con el limpiador adecuado. Limpie también el interior: las canaletas que se desbordan manchan el revestimiento y los cimientos, y pueden causar daños de verdad.

## 8. Agregue una iluminación sencilla

Unas luces solares para el camino o una lámpara nueva en el porche hacen que la casa se vea acogedora de noche y mejoran la seguridad. En la mayoría de las casas, la luz blanca cálida favorece más que la blanca fría.

## Qué hacer usted mismo y qué contratar

Muchos de estos trabajos son proyectos fáciles de fin de semana. Otros vale la pena pagarlos:

- **Cualquier trabajo en escalera más arriba del primer piso**, incluidas las ventanas y canaletas del segundo piso, tiene un riesgo real
- **La limpieza del techo**, donde el método equivocado puede acortar la vida de las tejas
- **Áreas grandes de revestimiento o de concreto**, donde el equipo profesional es más rápido y deja un resultado más parejo
- **Las manchas de agua dura en el vidrio**, que necesitan los limpiadores adecuados y cuidado para no rayarlo

## Manténgala sin tener que pensar en ello

La buena apariencia se pierde poco a poco, así que es fácil no notarlo hasta que la casa vuelve a verse cansada. Un calendario fijo cuesta menos que una gran limpieza cada pocos años. Nuestros [planes de protección por temporada](/seasonal-protection-plans) mantienen el exterior de su casa en una rutina y le dan un descuento en la limpieza de ventanas, el lavado a presión y el lavado suave cuando los necesite.

¿Va a vender pronto o ya se cansó de ver la entrada de auto sucia? [Pida un presupuesto gratis](/contact) y le diremos cuáles de estos cambios harán la mayor diferencia en su casa.`,
  },
  'luxury-window-cleaning': {
    title: 'Cómo cuidar ventanas de alta gama: vidrios grandes, vidrios especiales y casas a la medida',
    excerpt:
      'Los ventanales de piso a techo, los vidrios con recubrimiento, los barandales de vidrio y los tragaluces necesitan más cuidado que una ventana común. Lo que debe saber antes de que alguien los limpie.',
    seoTitle: 'Guía para limpiar ventanas de lujo y vidrios especiales | Clearview',
    seoDescription:
      'Cómo cuidar vidrios grandes, vidrios low-E y con recubrimiento, barandales de vidrio, tragaluces y ventanas de madera, y qué preguntar a un limpiador.',
    bodyMarkdown: `Las casas diseñadas alrededor de la vista suelen tener los vidrios más exigentes: ventanales enormes, paredes de puertas corredizas, barandales de vidrio, tragaluces, ventanas altas y ventanas de madera a la medida. Limpiarlos bien requiere las herramientas adecuadas y saber cómo se fabrica el vidrio moderno. Limpiarlos mal puede rayar recubrimientos o vidrios que son caros, y a veces imposibles, de reemplazar.

## Sepa qué vidrio tiene

Su constructor, el fabricante de las ventanas o los documentos originales le pueden decir qué se instaló. Los detalles importan.

- **El vidrio templado** se usa en puertas, ventanales, barandales y todo lo que está cerca del piso o de la tina. Es resistente, pero al fabricarlo pueden quedar pegadas a la superficie partículas diminutas. Una navaja que las arrastra puede dejar rayas largas. Los limpiadores con experiencia prueban en una esquina y evitan raspar el vidrio templado si no es necesario y seguro.
- **El vidrio low-E y otros vidrios con recubrimiento** tienen capas metálicas delgadas que mejoran la eficiencia energética. Casi siempre están por dentro de la unidad aislada, pero algunos productos tienen el recubrimiento en una cara expuesta, que necesita una limpieza suave y sin abrasivos.
- **El vidrio autolimpiable** tiene un recubrimiento que reacciona con el sol y la lluvia. No se debe limpiar con esponjas abrasivas ni con ciertos limpiadores, así que revise las indicaciones del fabricante.
- **El vidrio laminado**, común en tragaluces y barandales, son dos capas unidas. Se limpia como un vidrio normal, pero las orillas deben mantenerse secas y lejos de solventes fuertes.

## Vidrios grandes y paredes de vidrio

En un ventanal grande se nota cada raya, porque la luz le pega desde muchos ángulos. Los profesionales normalmente los limpian con jaladores anchos, repaso con microfibra y, por fuera, agua purificada con pértigas, que se seca sin manchas. Espere una revisión final cuidadosa por dentro y por fuera, desde distintos ángulos, antes de que el equipo se vaya.

Las puertas corredizas y plegables también juntan arenilla en los rieles, lo que desgasta las ruedas y los sellos. Aspirar y limpiar los rieles debe ser parte de cada limpieza.

## Barandales de vidrio

Los barandales de vidrio de terrazas y balcones juntan huellas de manos, marcas de la nariz de las mascotas, manchas de los aspersores y, cerca del mar, sal. Hay que limpiar los dos lados, además de los perfiles o soportes de metal, donde se junta la suciedad. Las manchas de agua dura en los barandales son comunes y conviene tratarlas pronto, antes de que marquen la superficie.

## Tragaluces y ventanas altas

Los tragaluces juntan polen, hojas y excremento de pájaros, y en los climas húmedos les puede crecer musgo alrededor del marco. Muchas veces hay que subir al techo, así que es un trabajo para un equipo con la protección contra caídas adecuada. Las ventanas altas por dentro pueden necesitar escaleras largas, andamios o plataformas, y proteger con cuidado los pisos y los muebles de abajo.

## Ventanas de madera a la medida y vidrios divididos

Los marcos de madera y los vidrios divididos de verdad toman mucho más tiempo que un vidrio entero. El agua que queda sobre la madera puede dañar el acabado, así que hay que usar la menor cantidad de agua posible y secar los marcos con cuidado. Revise la pintura o el acabado en cada limpieza: las pequeñas grietas en el travesaño de abajo son donde empieza la pudrición.

## Agua dura y riego

Los aspersores y el agua salada o con muchos minerales dejan manchas que el sol pega al vidrio. Si no se atienden, los minerales pueden marcar el vidrio para siempre. Los limpiadores que disuelven minerales y un pulido suave quitan muchas manchas, pero siempre hay que probar primero, y nunca usar esponjas abrasivas sobre un vidrio con recubrimiento. La mejor solución a largo plazo es orientar los aspersores lejos de las ventanas.

## Qué preguntarle a un limpiador de ventanas

Antes de que alguien empiece a trabajar en vidrios caros, pregunte:

1. ¿Tienen seguro y me pueden enviar un certificado?
2. ¿Cómo tratan el vidrio templado y los recubrimientos? ¿Cuándo usarían una navaja y cómo prueban antes?
3. ¿Qué harán para proteger los pisos, los muebles y las obras de arte dentro de la casa?
4. ¿Cómo llegan de forma segura a los tragaluces y a las ventanas altas?
5. ¿Qué pasa si algo se daña?

Un buen limpiador responde sin dudar y recorre la casa con usted para confirmar qué ventanas y superficies se incluyen.

## Cada cuánto

Las casas con mucho vidrio normalmente necesitan una limpieza profesional de dos a cuatro veces al año, según la vista, el clima y qué tan cerca está la casa del agua, de campos o de obras. Entre una visita y otra, un paño de microfibra y agua sola bastan para las huellas en puertas y barandales.

Nuestros equipos de [limpieza de ventanas para casas](/residential-services/residential-window-cleaning) trabajan cada semana en casas con vidrios grandes y especiales, con cubrezapatos, lonas protectoras y pruebas cuidadosas antes de quitar cualquier mancha. [Pida un presupuesto gratis](/contact) y recorreremos su casa con usted.`,
  },
  'building-maintenance': {
    title: 'Calendario anual de mantenimiento exterior para edificios comerciales',
    excerpt:
      'La limpieza exterior es más fácil de presupuestar y mucho más barata de manejar cuando sigue un calendario. Este es un plan por temporada que los administradores pueden adaptar a sus edificios.',
    seoTitle: 'Calendario de mantenimiento exterior para edificios | Clearview',
    seoDescription:
      'Un plan por temporada para administradores: limpieza de ventanas, lavado a presión, lavado suave, revisión de selladores y lavado de estacionamientos.',
    bodyMarkdown: `La mayoría de los problemas exteriores de un edificio comercial no empiezan como emergencias. Empiezan como una entrada manchada, un cordón de sellador agrietado o un desagüe del estacionamiento tapado de sedimento, y se vuelven caros porque nadie tenía programado revisarlos. Un calendario de mantenimiento sencillo lo resuelve: reparte los costos durante el año, les da a los inquilinos un edificio que siempre se ve cuidado y detecta las fallas pequeñas a tiempo.

El plan de abajo es un punto de partida. Ajústelo a su clima, al tipo de edificio y a cuánta gente pasa por él.

## Empiece con un recorrido inicial

Antes de programar nada, recorra todo el exterior con una libreta o con la cámara del teléfono, idealmente con su contratista de limpieza. Anote:

- El estado de los vidrios: manchas de agua dura, pintura rociada y vidrios rayados
- Las manchas en las paredes, sobre todo el crecimiento verde o negro en las fachadas con sombra
- El estado de las aceras y las entradas: chicle, aceite, óxido, desniveles con riesgo de tropiezo
- El sellador alrededor de las ventanas y en las juntas de dilatación: grietas, huecos, endurecimiento
- Las losas, las escaleras y los desagües del estacionamiento techado
- Las líneas del estacionamiento, los carriles de bomberos y los espacios accesibles

Las fotos de este recorrido son la base para cada visita futura. Cuando un inquilino pregunte si se le da mantenimiento al edificio, se las puede mostrar.

## Primavera: recuperarse del invierno

La primavera es la temporada con más trabajo exterior, y con razón. El invierno deja sal de las calles, residuos de descongelante, suciedad de las tormentas y, en muchas regiones, una capa gruesa de polen en abril.

- **Limpieza de ventanas:** una limpieza exterior completa después de lo peor del polen. Si limpia demasiado pronto, en dos semanas volverá a ver la capa amarilla.
- **Estacionamientos techados:** lave losas, rampas y escaleras para quitar la sal, que acelera la corrosión del acero de refuerzo.
- **Entradas y aceras:** lavado a presión para quitar las manchas de sal, el chicle y la suciedad del invierno.
- **Revisión del sellador:** los ciclos de congelación y deshielo abren las juntas que están fallando. La primavera es el momento de encontrarlas, y de fines de la primavera a principios del otoño, el mejor momento para repararlas.

## Verano: proteger y reparar

El tiempo cálido y seco es ideal para los trabajos que necesitan tiempo de curado.

- **Sellado:** cambie el sellador dañado mientras la temperatura y la humedad están dentro de lo que indica el fabricante.
- **Pintura de líneas:** la pintura seca rápido y se adhiere bien al pavimento cálido y seco. Prográmela justo después de un lavado a presión.
- **Lavado suave:** trate el alga y el moho en las fachadas con sombra, el estuco y el EIFS antes de que se extiendan en los meses húmedos.
- **Restaurantes y comercios:** mantenga el lavado a presión mensual de las áreas de contenedores y los autoservicios, donde el calor del verano empeora los olores y las manchas.

## Otoño: prepararse para el mal tiempo

- **Limpieza de ventanas:** una segunda limpieza completa después de la caída de las hojas deja el edificio luminoso en los meses más oscuros.
- **Canaletas y desagües:** quite las hojas y la basura de los desagües del techo, las gárgolas y las canaletas del estacionamiento antes de las tormentas de invierno.
- **Luces navideñas:** confirme su diseño a principios de octubre; las instalaciones suelen ir de fines de octubre a noviembre.
- **Última revisión del sellador:** lo que quedó pendiente en verano debe resolverse antes de que la temperatura baje de lo que el sellador necesita para curar.

## Invierno: seguro y presentable

- **Entradas:** limpieza periódica de la sal y del descongelante en los tapetes de entrada, las aceras y los vidrios del vestíbulo.
- **Servicio de luces navideñas:** reparaciones rápidas para que las luces sigan funcionando, y el retiro en enero.
- **Planificación:** el invierno es el momento de revisar los informes del año, fijar el presupuesto del siguiente y firmar los contratos periódicos, muchas veces a mejor precio antes de la temporada alta de primavera.

## Cada cuánto, en resumen

- Vidrios de locales comerciales: cada dos a cuatro semanas
- Vidrios de oficinas y consultorios: cada tres meses en los pisos bajos, dos veces al año en los pisos altos
- Lavado a presión de entradas y aceras: de cada mes a cada tres meses
- Lavado suave de fachadas: cada uno o dos años
- Lavado de estacionamientos techados: de dos a cuatro veces al año
- Revisión del sellador: una vez al año, con cambios cuando haga falta
- Pintura de líneas: cada uno o dos años

## Consejos para el presupuesto

- **Los contratos periódicos cuestan menos por visita.** La limpieza regular toma menos tiempo, y el contratista puede planear los equipos con anticipación.
- **Combine los trabajos que usan el mismo acceso.** Si una plataforma o un equipo de cuerdas ya está en el edificio para limpiar ventanas, agregar la revisión del sellador o reparaciones puntuales cuesta mucho menos que traer el equipo otra vez.
- **Programe fuera de la temporada alta cuando pueda.** El trabajo reservado para fines del invierno o mediados del verano suele ser más fácil de programar que en la temporada alta de primavera.
- **Pida informes con fotos.** Documentan el estado de su edificio con el tiempo y facilitan justificar ante los dueños las reparaciones mayores.

## Cómo elegir un contratista

Pida un certificado de seguro, un alcance por escrito que diga exactamente qué se incluye, un plan de seguridad para cualquier trabajo en altura, y cómo manejan el agua del lavado cerca de los desagües pluviales. Pregunte quién será su contacto y qué tan rápido responden a los problemas entre una visita y otra.

Si quiere ayuda para armar un calendario para su propiedad, nuestro equipo comercial puede recorrer su edificio y preparar un plan por escrito. [Pida un recorrido](/contact) o vea nuestros [servicios comerciales](/commercial-services).`,
  },
}

/** The office's replies to reviews, by the review's author (the reviews themselves are the customers' words). */
export const spanishReviewReplies: Record<string, string> = {
  'Tom H.':
    'Gracias, Tom. Tiene razón sobre la hora de llegada: el trabajo anterior al suyo se alargó y debimos llamarle en cuanto lo supimos. Ahora nuestros equipos mandan un mensaje de texto cuando van en camino. El aceite viejo que ya penetró en el concreto muchas veces solo se aclara; si quiere, podemos probar sin costo un desengrasante en esas dos manchas.',
  'Grace L.':
    'Gracias por su reseña tan sincera, Grace. El cedro, que es una madera blanda, puede levantar fibra después del lavado, y debimos avisarle antes de empezar. Ahora lo explicamos en cada revisión de terrazas. Nos alegra que ya se haya asentado.',
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
