import type { LocationSlug, ServiceSlug } from '@ecs/shared/catalog'

/** Words in both languages: US English and US Spanish (usted). */
interface Bilingual {
  en: string
  es: string
}

/** A before/after pair drawn from a service's illustration: the scene dulled by grime, and as drawn. */
interface ProofPairContent {
  service: ServiceSlug
  caption: Bilingual
  beforeAlt: Bilingual
  afterAlt: Bilingual
}

/** A job photo drawn from the kit for a service's gallery (seed/illustrations/job-photo.ts picks the drawing). */
interface JobPhotoContent {
  service: ServiceSlug
  /** The job's day, YYYY-MM-DD: a gallery shows its newest photos first. */
  takenOn: string
  /** What the drawing shows, each language its own words. */
  alt: Bilingual
  caption: Bilingual
}

interface CaseStudyContent {
  title: Bilingual
  clientType: Bilingual
  industry: string
  problem: Bilingual
  work: Bilingual
  result: Bilingual
  quote: { text: Bilingual; name: string; role: Bilingual }
  services: ServiceSlug[]
  locations: LocationSlug[]
}

/** One pair per service, shown on each of its locations' pages until marketing has real photos. */
export const proofPairs: ProofPairContent[] = [
  {
    service: 'commercial-window-cleaning',
    caption: {
      en: 'Office tower glass: a season of dust and water spots, then clear panes',
      es: 'Vidrios de una torre de oficinas: una temporada de polvo y manchas de agua, y luego cristales limpios',
    },
    beforeAlt: {
      en: 'Drawing of an office tower whose glass is dull and spotted with dust',
      es: 'Dibujo de una torre de oficinas con los vidrios opacos y manchados de polvo',
    },
    afterAlt: {
      en: 'The same tower drawn with clear, bright glass after window cleaning',
      es: 'La misma torre dibujada con los vidrios claros y brillantes después de la limpieza',
    },
  },
  {
    service: 'commercial-pressure-washing',
    caption: {
      en: 'Shopping plaza pavers: gum, grime and drink stains, then an even clean',
      es: 'Adoquines de un centro comercial: chicle, mugre y manchas de bebidas, y luego una limpieza pareja',
    },
    beforeAlt: {
      en: 'Drawing of a shopping plaza walkway gray with grime and dark stains',
      es: 'Dibujo de la acera de un centro comercial gris de mugre y con manchas oscuras',
    },
    afterAlt: {
      en: 'The same plaza walkway drawn bright and even after pressure washing',
      es: 'La misma acera dibujada clara y pareja después del lavado a presión',
    },
  },
  {
    service: 'commercial-soft-wash',
    caption: {
      en: 'Stucco facade: gray-green algae streaks, then clean paint without high pressure',
      es: 'Fachada de estuco: rayas de algas verdigrises, y luego pintura limpia sin alta presión',
    },
    beforeAlt: {
      en: 'Drawing of a stucco building streaked with gray-green algae',
      es: 'Dibujo de un edificio de estuco con rayas de algas verdigrises',
    },
    afterAlt: {
      en: 'The same stucco building drawn clean and bright after soft washing',
      es: 'El mismo edificio de estuco dibujado limpio y brillante después del lavado suave',
    },
  },
  {
    service: 'graffiti-removal',
    caption: {
      en: 'Brick wall: spray-painted tags, then bare brick with the mortar intact',
      es: 'Muro de ladrillo: grafitis con pintura en aerosol, y luego el ladrillo limpio con la mezcla intacta',
    },
    beforeAlt: {
      en: 'Drawing of a brick wall covered in spray-painted tags and grime',
      es: 'Dibujo de un muro de ladrillo cubierto de grafitis y mugre',
    },
    afterAlt: {
      en: 'The same brick wall drawn clean after graffiti removal',
      es: 'El mismo muro de ladrillo dibujado limpio después de quitar los grafitis',
    },
  },
  {
    service: 'parking-garage-pressure-wash',
    caption: {
      en: 'Parking deck: oil drips and tire marks, then clean concrete between the columns',
      es: 'Estacionamiento techado: goteras de aceite y marcas de llantas, y luego concreto limpio entre las columnas',
    },
    beforeAlt: {
      en: 'Drawing of a parking deck floor dark with oil stains and tire marks',
      es: 'Dibujo del piso de un estacionamiento oscuro por manchas de aceite y marcas de llantas',
    },
    afterAlt: {
      en: 'The same parking deck drawn with clean, light concrete after pressure washing',
      es: 'El mismo estacionamiento dibujado con el concreto claro y limpio después del lavado a presión',
    },
  },
  {
    service: 'residential-pressure-washing',
    caption: {
      en: 'Driveway: years of grime and oil, then clean concrete in one visit',
      es: 'Entrada de autos: años de mugre y aceite, y luego concreto limpio en una sola visita',
    },
    beforeAlt: {
      en: 'Drawing of a home driveway dark with grime and oil stains',
      es: 'Dibujo de la entrada de autos de una casa oscura por la mugre y las manchas de aceite',
    },
    afterAlt: {
      en: 'The same driveway drawn bright and clean after pressure washing',
      es: 'La misma entrada de autos dibujada clara y limpia después del lavado a presión',
    },
  },
  {
    service: 'residential-window-cleaning',
    caption: {
      en: 'Upstairs windows: pollen film and hard-water spots, then streak-free glass',
      es: 'Ventanas del segundo piso: capa de polen y manchas de agua dura, y luego vidrios sin rayas',
    },
    beforeAlt: {
      en: 'Drawing of a two-story home with dull, spotted windows',
      es: 'Dibujo de una casa de dos pisos con las ventanas opacas y manchadas',
    },
    afterAlt: {
      en: 'The same home drawn with clear windows after window cleaning',
      es: 'La misma casa dibujada con las ventanas claras después de la limpieza',
    },
  },
  {
    service: 'residential-holiday-lights',
    caption: {
      en: 'Roofline in December: dark and bare, then warm-white lights we hang and take down',
      es: 'El techo en diciembre: oscuro y sin adornos, y luego luces blancas cálidas que colgamos y retiramos',
    },
    beforeAlt: {
      en: 'Drawing of a home at dusk with a dull, unlit roofline',
      es: 'Dibujo de una casa al anochecer con el techo opaco y sin luces',
    },
    afterAlt: {
      en: 'The same home drawn with warm-white lights along the roofline',
      es: 'La misma casa dibujada con luces blancas cálidas a lo largo del techo',
    },
  },
  {
    service: 'commercial-holiday-lights',
    caption: {
      en: 'Office entrance: plain for the season, then lit with lights and a wreath',
      es: 'Entrada de oficinas: sin adornos para la temporada, y luego iluminada con luces y una corona',
    },
    beforeAlt: {
      en: 'Drawing of an office entrance at dusk, dull and without decorations',
      es: 'Dibujo de la entrada de unas oficinas al anochecer, opaca y sin adornos',
    },
    afterAlt: {
      en: 'The same entrance drawn lit with warm-white lights and a wreath',
      es: 'La misma entrada dibujada iluminada con luces blancas cálidas y una corona',
    },
  },
  {
    service: 'residential-soft-wash',
    caption: {
      en: 'Shingle roof: black algae streaks, then clean shingles washed at low pressure',
      es: 'Techo de tejas: rayas negras de algas, y luego tejas limpias lavadas a baja presión',
    },
    beforeAlt: {
      en: 'Drawing of a shingle roof streaked with black algae',
      es: 'Dibujo de un techo de tejas con rayas negras de algas',
    },
    afterAlt: {
      en: 'The same roof drawn with clean shingles after soft washing',
      es: 'El mismo techo dibujado con las tejas limpias después del lavado suave',
    },
  },
  {
    service: 'commercial-caulking',
    caption: {
      en: 'Window joints: cracked, dirty caulk, then a fresh, sealed bead',
      es: 'Juntas de ventanas: sellador agrietado y sucio, y luego un cordón nuevo y sellado',
    },
    beforeAlt: {
      en: 'Drawing of an aluminum window frame with an old, cracked and dirty joint',
      es: 'Dibujo del marco de aluminio de una ventana con una junta vieja, agrietada y sucia',
    },
    afterAlt: {
      en: 'The same window frame drawn with a fresh white bead of sealant',
      es: 'El mismo marco dibujado con un cordón nuevo de sellador blanco',
    },
  },
  {
    service: 'commercial-line-striping',
    caption: {
      en: 'Parking lot: faded bays, then crisp stripes and a marked accessible bay',
      es: 'Estacionamiento: espacios desteñidos, y luego líneas nítidas y un espacio accesible marcado',
    },
    beforeAlt: {
      en: 'Drawing of a parking lot from above with faded, dirty stripes',
      es: 'Dibujo de un estacionamiento visto desde arriba con las líneas desteñidas y sucias',
    },
    afterAlt: {
      en: 'The same lot drawn with fresh white stripes and a blue accessible bay',
      es: 'El mismo estacionamiento dibujado con líneas blancas nuevas y un espacio accesible azul',
    },
  },
]

/**
 * One job photo per service, tagged with every location that sells it, so each service's and each
 * location's gallery shows something until marketing has photos of real jobs.
 */
export const jobPhotos: JobPhotoContent[] = [
  {
    service: 'commercial-window-cleaning',
    takenOn: '2026-10-06',
    alt: {
      en: 'A technician with a squeegee cleaning the glass of a row of shops with striped awnings, before opening time',
      es: 'Un técnico con un jalador limpia los vidrios de una hilera de tiendas con toldos a rayas, antes de la hora de abrir',
    },
    caption: {
      en: 'Storefront glass along a shopping street, done before the first customers',
      es: 'Las vitrinas de una calle comercial, listas antes de los primeros clientes',
    },
  },
  {
    service: 'commercial-pressure-washing',
    takenOn: '2026-08-19',
    alt: {
      en: 'A restaurant patio with umbrella tables after closing time, a technician pressure washing the grease-stained concrete into a clean, bright stretch',
      es: 'El patio de un restaurante con mesas y sombrillas después del cierre, y un técnico que lava a presión el concreto manchado de grasa hasta dejarlo limpio y claro',
    },
    caption: {
      en: 'A restaurant patio degreased and washed after the last diners left',
      es: 'El patio de un restaurante desengrasado y lavado después de que se fueron los últimos clientes',
    },
  },
  {
    service: 'commercial-soft-wash',
    takenOn: '2026-06-23',
    alt: {
      en: 'Two apartment blocks, a technician on the lawn soft washing the upper walls of the nearer one with a low-pressure spray',
      es: 'Dos edificios de apartamentos y un técnico en el césped que lava con baja presión la parte alta de las paredes del más cercano',
    },
    caption: {
      en: 'Apartment walls washed at low pressure, with the residents at home',
      es: 'Paredes de apartamentos lavadas a baja presión, con los residentes en casa',
    },
  },
  {
    service: 'graffiti-removal',
    takenOn: '2026-09-14',
    alt: {
      en: 'Close-up of a technician spraying pink and blue spray-paint tags off a brick wall, the bricks beside them already clean',
      es: 'Primer plano de un técnico que quita con agua grafitis rosados y azules de un muro de ladrillo, junto a ladrillos que ya quedaron limpios',
    },
    caption: {
      en: 'Tags rinsed off brick the morning after they appeared',
      es: 'Grafitis quitados del ladrillo la mañana después de que aparecieron',
    },
  },
  {
    service: 'parking-garage-pressure-wash',
    takenOn: '2026-04-28',
    alt: {
      en: 'A parking garage with cars on every deck, a technician in a white helmet pressure washing oil stains from the entry lane',
      es: 'Un estacionamiento de varios pisos con autos en cada nivel y un técnico con casco blanco que lava a presión las manchas de aceite del carril de entrada',
    },
    caption: {
      en: 'An entry lane cleaned of oil while the decks above stayed open',
      es: 'El carril de entrada limpio de aceite mientras los pisos de arriba seguían abiertos',
    },
  },
  {
    service: 'commercial-holiday-lights',
    takenOn: '2026-11-16',
    alt: {
      en: 'Close-up of a technician on a scissor lift hanging warm-white lights along the top of an office building at dusk, a wreath over the lit entrance below',
      es: 'Primer plano de un técnico en una plataforma de tijera que cuelga luces blancas cálidas en lo alto de un edificio de oficinas al anochecer, con una corona sobre la entrada iluminada',
    },
    caption: {
      en: 'Office lights hung before Thanksgiving, to come down in January',
      es: 'Luces de oficina colgadas antes del Día de Acción de Gracias, para retirarlas en enero',
    },
  },
  {
    service: 'commercial-caulking',
    takenOn: '2026-05-12',
    alt: {
      en: 'Close-up of a fresh white bead of sealant along the edge of an aluminum window frame, the caulk gun’s nozzle at the end of the bead',
      es: 'Primer plano de un cordón nuevo de sellador blanco a lo largo del borde de un marco de ventana de aluminio, con la boquilla de la pistola al final del cordón',
    },
    caption: {
      en: 'A new perimeter joint, sealed one window at a time',
      es: 'Una junta perimetral nueva, sellada ventana por ventana',
    },
  },
  {
    service: 'commercial-line-striping',
    takenOn: '2026-07-11',
    alt: {
      en: 'Close-up of an operator in an orange helmet pushing a yellow line-striping machine across a parking lot, fresh white bays behind and a faded bay with a parked car beside them',
      es: 'Primer plano de un operario con casco anaranjado que empuja una máquina amarilla de trazado por un estacionamiento, con espacios recién pintados detrás y uno desteñido con un auto al lado',
    },
    caption: {
      en: 'A lot restriped over a weekend, ready for Monday’s cars',
      es: 'Un estacionamiento con las líneas repintadas en un fin de semana, listo para los autos del lunes',
    },
  },
  {
    service: 'residential-window-cleaning',
    takenOn: '2026-05-27',
    alt: {
      en: 'A technician with a squeegee on a long pole cleaning the floor-to-ceiling windows of a modern lakeside home',
      es: 'Un técnico con un jalador en una pértiga larga limpia los ventanales de piso a techo de una casa moderna junto a un lago',
    },
    caption: {
      en: 'Tall lakeside windows cleaned from the ground, no ladder needed',
      es: 'Ventanales altos junto al lago limpiados desde el suelo, sin escalera',
    },
  },
  {
    service: 'residential-pressure-washing',
    takenOn: '2026-04-09',
    alt: {
      en: 'A two-story home with a freshly washed concrete driveway and front walk, bright and even, and flowers along the front',
      es: 'Una casa de dos pisos con la entrada de autos y el sendero hasta la puerta recién lavados, de concreto claro y parejo, y flores al frente',
    },
    caption: {
      en: 'A driveway and front walk washed the week before the house was listed',
      es: 'La entrada de autos y el sendero lavados la semana antes de poner la casa en venta',
    },
  },
  {
    service: 'residential-soft-wash',
    takenOn: '2026-09-30',
    alt: {
      en: 'A technician soft washing a house’s vinyl siding: green algae streaks on the unwashed half, clean white siding where the spray has passed',
      es: 'Un técnico lava con baja presión el revestimiento de vinilo de una casa: rayas verdes de algas en la mitad sin lavar y revestimiento blanco donde ya pasó el rocío',
    },
    caption: {
      en: 'Green streaks washed off the shady side of a house at low pressure',
      es: 'Rayas verdes quitadas con baja presión del lado sombreado de una casa',
    },
  },
  {
    service: 'residential-holiday-lights',
    takenOn: '2026-11-20',
    alt: {
      en: 'A two-story home on a snowy night, warm-white lights along its roofline and gables and two wrapped trees glowing in the front yard',
      es: 'Una casa de dos pisos en una noche de nieve, con luces blancas cálidas a lo largo de los bordes del techo y dos árboles iluminados en el jardín',
    },
    caption: {
      en: 'Roofline and trees lit for the season, taken down in January',
      es: 'El techo y los árboles iluminados para la temporada, con retiro en enero',
    },
  },
]

/** Example case studies, marked as illustrations until marketing writes up real clients. */
export const caseStudies: CaseStudyContent[] = [
  {
    title: {
      en: 'A four-level parking garage cleaned overnight',
      es: 'Un estacionamiento de cuatro niveles limpio en una noche',
    },
    clientType: {
      en: 'Parking operator, 4-level garage with 600 stalls',
      es: 'Operador de estacionamientos, edificio de 4 niveles con 600 espacios',
    },
    industry: 'Parking Operators',
    problem: {
      en: 'Oil drips, tire marks and a slick ramp had drawn complaints from monthly parkers, and the garage could close only between midnight and 6 a.m.',
      es: 'Las goteras de aceite, las marcas de llantas y una rampa resbalosa habían provocado quejas de los clientes mensuales, y el estacionamiento solo podía cerrar entre la medianoche y las 6 a. m.',
    },
    work: {
      en: 'Two crews worked one level at a time with hot-water surface cleaners, degreased the stains first, captured the rinse water at the drains and reopened each level as soon as it was dry.',
      es: 'Dos equipos trabajaron un nivel a la vez con limpiadores de superficie de agua caliente, desengrasaron primero las manchas, recogieron el agua del enjuague en los desagües y reabrieron cada nivel en cuanto se secó.',
    },
    result: {
      en: 'All four levels were clean and open by 5:30 a.m., the ramp passed the owner’s slip check, and the garage now books us every quarter.',
      es: 'Los cuatro niveles quedaron limpios y abiertos a las 5:30 a. m., la rampa pasó la prueba de resbalones del dueño y ahora el estacionamiento nos contrata cada trimestre.',
    },
    quote: {
      text: {
        en: 'They were gone before our first parkers arrived, and the difference was the first thing people mentioned.',
        es: 'Se fueron antes de que llegaran nuestros primeros clientes, y la diferencia fue lo primero que la gente comentó.',
      },
      name: 'Marcus T.',
      role: { en: 'Garage manager', es: 'Gerente del estacionamiento' },
    },
    services: ['parking-garage-pressure-wash'],
    locations: ['houston'],
  },
  {
    title: {
      en: 'Clear glass on a twelve-story office building, floor by floor',
      es: 'Vidrios claros en un edificio de oficinas de doce pisos, piso por piso',
    },
    clientType: {
      en: 'Property manager, three office buildings',
      es: 'Administradora de propiedades, tres edificios de oficinas',
    },
    industry: 'Property Management',
    problem: {
      en: 'Tenants on the upper floors complained of streaked, spotted windows, and the previous contractor had left hard-water stains on the south side.',
      es: 'Los inquilinos de los pisos altos se quejaban de ventanas rayadas y manchadas, y el contratista anterior había dejado manchas de agua dura en el lado sur.',
    },
    work: {
      en: 'Our rope-access team cleaned the outside glass with purified water, removed the mineral stains on the south face, and scheduled the work around tenants’ meetings floor by floor.',
      es: 'Nuestro equipo de acceso con cuerdas limpió los vidrios exteriores con agua purificada, quitó las manchas minerales de la fachada sur y programó el trabajo piso por piso según las reuniones de los inquilinos.',
    },
    result: {
      en: 'The building was done in four days with no tenant complaints, and the manager moved her other two buildings to a twice-yearly schedule with us.',
      es: 'El edificio quedó listo en cuatro días sin quejas de los inquilinos, y la administradora pasó sus otros dos edificios a un programa de dos veces al año con nosotros.',
    },
    quote: {
      text: {
        en: 'For the first time in years the south side looks like the rest of the building.',
        es: 'Por primera vez en años, el lado sur se ve como el resto del edificio.',
      },
      name: 'Dana R.',
      role: { en: 'Property manager', es: 'Administradora de propiedades' },
    },
    services: ['commercial-window-cleaning'],
    locations: ['dmv'],
  },
  {
    title: {
      en: 'A shopping center’s storefronts and walkways ready for the holidays',
      es: 'Las vitrinas y aceras de un centro comercial listas para las fiestas',
    },
    clientType: {
      en: 'Retail center, 18 storefronts',
      es: 'Centro comercial, 18 locales',
    },
    industry: 'Retail Stores',
    problem: {
      en: 'Gum, drink spills and algae on the north walkways made the center look neglected just before its busiest season.',
      es: 'El chicle, las bebidas derramadas y las algas en las aceras del lado norte hacían que el centro se viera descuidado justo antes de su temporada más ocupada.',
    },
    work: {
      en: 'We pressure washed the walkways at night, soft washed the north-facing facade, and cleaned all 18 storefronts before the stores opened.',
      es: 'Lavamos a presión las aceras de noche, hicimos un lavado suave de la fachada norte y limpiamos las 18 vitrinas antes de que abrieran las tiendas.',
    },
    result: {
      en: 'The center was ready in two nights, and the tenants’ association added a monthly walkway wash through the holidays.',
      es: 'El centro quedó listo en dos noches, y la asociación de inquilinos agregó un lavado mensual de las aceras durante las fiestas.',
    },
    quote: {
      text: {
        en: 'Our tenants noticed the next morning, and so did our shoppers.',
        es: 'Nuestros inquilinos lo notaron a la mañana siguiente, y nuestros clientes también.',
      },
      name: 'Luis M.',
      role: { en: 'Center manager', es: 'Gerente del centro' },
    },
    services: ['commercial-pressure-washing', 'commercial-soft-wash', 'commercial-window-cleaning'],
    locations: ['seattle', 'tri-cities'],
  },
]
