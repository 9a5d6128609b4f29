import type { LocationSlug, ServiceSlug } from '@ecs/shared/catalog'

/**
 * The service pages' longer words in Spanish (highlights, what the price depends on, the page's body,
 * its questions and each area's note), in the order of the English rows they translate. Written for
 * homeowners and property managers in the US who read Spanish (usted, US terms), not word for word.
 */
export interface SpanishServicePage {
  highlights: string[]
  priceFactors: string[]
  bodyMarkdown: string
  faqs: { question: string; answer: string }[]
  localNotes: Partial<Record<LocationSlug, string>>
}

export const spanishServicePages: Record<ServiceSlug, SpanishServicePage> = {
  'residential-soft-wash': {
    highlights: [
      'Baja presión, segura para revestimiento, estuco, ladrillo y tejas',
      'Elimina el alga y el moho, así la casa se mantiene limpia por más tiempo',
      'Mojamos, cubrimos y enjuagamos las plantas',
      'Lavado de la casa y del techo en una sola visita',
      'Incluido como la limpieza profunda anual del plan Premium',
    ],
    priceFactors: [
      'El tamaño de la casa y el número de pisos',
      'El tipo de revestimiento y de techo',
      'Cuánto alga y moho hay',
      'La inclinación del techo y el acceso',
      'Si agrega canaletas, cercas, terrazas o ventanas',
    ],
    bodyMarkdown: `## Lo que elimina el lavado suave

- Alga verde en las paredes que dan al norte o quedan a la sombra
- Manchas negras de moho alrededor de aleros, molduras y bajantes
- Rayas negras en techos de tejas asfálticas, casi siempre un tipo de alga
- Musgo y liquen en techos, cercas y paredes
- Telarañas, tierra y polen pegados al revestimiento y a los plafones

## Superficies que lavamos

- Revestimiento de vinilo, aluminio y fibrocemento
- Estuco y EIFS
- Revestimiento y molduras de madera pintada
- Ladrillo y piedra, también mampostería antigua
- Techos de tejas asfálticas, de teja y de metal
- Canaletas, fascias y plafones

## Por qué no usamos alta presión

La alta presión puede pelar la pintura, agrietar el estuco, meter agua detrás del revestimiento y arrancar los gránulos de las tejas, lo que acorta la vida del techo. Además deja las raíces del alga y del moho, así que vuelven pronto. El lavado suave usa más o menos la presión de una manguera de jardín y deja que la solución limpiadora haga el trabajo.

## Cómo trabajamos

1. **Recorrido.** Revisamos el revestimiento, el techo, las ventanas y las plantas, y le avisamos de cualquier cosa que deba saber, como un panel suelto o un mosquitero roto.
2. **Protección.** Mojamos las plantas y cubrimos las más delicadas. Protegemos las lámparas, los enchufes y las rejillas exteriores, y alejamos los muebles de las paredes.
3. **Aplicación.** Preparamos la solución según la superficie y la aplicamos de abajo hacia arriba.
4. **Reposo y enjuague.** Después de unos minutos enjuagamos bien todo, también las ventanas, las plantas y los pasillos.
5. **Revisión final.** Recorremos la casa con usted. Algunas manchas, sobre todo en el techo, se siguen aclarando durante los días o semanas siguientes.

## Cuánto dura

Como el lavado suave mata el alga y el moho en lugar de solo recortarlos, una casa suele quedarse limpia de uno a dos años. Las casas bajo árboles, cerca del agua o en climas húmedos o lluviosos pueden necesitarlo cada año. Podar las ramas que tocan el techo y mantener limpias las canaletas ayuda a que dure más.

## Seguro para su familia, sus mascotas y sus plantas

Usamos la solución más suave que dé resultado, evitamos que el agua llegue a los desagües pluviales y enjuagamos bien las plantas y las superficies duras. Mantenga a sus mascotas y a los niños adentro mientras trabajamos; cuando todo esté enjuagado y seco, pueden volver a usar el jardín.

Los miembros de un [plan de protección por temporada](/seasonal-protection-plans) ahorran en el lavado suave, y el plan Premium incluye una limpieza profunda al año. [Pida un presupuesto gratis](/contact).`,
    faqs: [
      {
        question: '¿El lavado suave es seguro para mi techo?',
        answer:
          'Sí. Es el método recomendado para limpiar techos de tejas asfálticas, porque no arranca los gránulos que las protegen, como sí puede hacerlo la alta presión.',
      },
      {
        question: '¿Les hace daño a mis plantas o a mis mascotas?',
        answer:
          'Mojamos y cubrimos las plantas antes de empezar y enjuagamos todo muy bien al terminar. Mantenga a sus mascotas adentro mientras trabajamos; cuando las superficies estén enjuagadas y secas, no hay peligro.',
      },
      {
        question: '¿Por qué las rayas negras del techo no desaparecen enseguida?',
        answer:
          'El alga y el liquen gruesos suelen seguir aclarándose durante días o semanas, a medida que la lluvia se lleva lo que ya está muerto. Si después de un mes no se han aclarado, avísenos.',
      },
      {
        question: '¿Cada cuánto debo lavar mi casa?',
        answer:
          'Cada uno o dos años para la mayoría de las casas. A las casas con mucha sombra, cerca del agua o en climas húmedos les conviene un lavado al año.',
      },
      {
        question: '¿Tengo que estar en casa?',
        answer:
          'No, siempre que tengamos acceso a una llave de agua y a todos los lados de la casa, y que las ventanas y puertas estén cerradas.',
      },
    ],
    localNotes: {
      dmv: 'El lado norte y sombreado de las casas del área del DMV se llena de alga verde cada verano húmedo. Lavamos con baja presión el revestimiento de vinilo, el ladrillo pintado y las canaletas, y mojamos las plantas antes y después.',
      'tri-cities':
        'En las casas de Tri-Cities se juntan más el polvo, las telarañas y las manchas de agua dura que el alga. El lavado suave le devuelve el color al estuco y al revestimiento sin meter agua detrás.',
      houston:
        'En Houston el moho crece en las casas casi todo el año. Lavamos con baja presión el revestimiento, el ladrillo, el estuco y los techos para eliminarlo de raíz, y así la casa se mantiene limpia por más tiempo a pesar de la humedad.',
      seattle:
        'En Seattle el musgo del techo retiene el agua y levanta las tejas. Tratamos techos y revestimientos con un lavado suave de baja presión que mata el musgo y el alga sin dañar las tejas de composición ni el cedro.',
    },
  },
  'residential-pressure-washing': {
    highlights: [
      'Limpiadores rotativos para un concreto parejo, sin rayas',
      'Métodos de baja presión para madera, material compuesto y piedra',
      'Tratamiento previo de aceite, alga y óxido',
      'Protegemos plantas, enchufes y accesorios',
      'Descuentos al combinar servicios o con un plan de protección',
    ],
    priceFactors: [
      'Los pies cuadrados de cada superficie',
      'El tipo de superficie y el cuidado que necesita',
      'El tratamiento de manchas, sobre todo de aceite y óxido',
      'El acceso: escaleras, portones y distancia a la llave de agua',
      'Si lo combina con otros servicios, como limpieza de ventanas o lavado suave',
    ],
    bodyMarkdown: `## Superficies que limpiamos

- Entradas de auto, pasillos y la entrada del garaje de concreto
- Patios, bordes de piscina y cocinas al aire libre
- Adoquines y piedra natural
- Terrazas y escalones de madera o de material compuesto
- Cercas y muros de contención
- Muebles de exterior y juegos infantiles, si lo pide

Para el revestimiento y el techo recomendamos el [lavado suave](/residential-services/residential-soft-wash), que usa baja presión y es más seguro para esos materiales.

## La presión adecuada para cada superficie

El concreto aguanta mucha más presión que la madera, y los adoquines necesitan cuidado para no perder la arena de las juntas.

- **Concreto:** lo limpiamos con un limpiador rotativo para un acabado parejo y sin rayas, y después repasamos los bordes
- **Adoquines:** presión moderada; después conviene volver a rellenar las juntas con arena (le podemos recomendar arena polimérica si hace falta)
- **Piedra:** baja presión y limpiadores seguros para cada tipo de piedra
- **Terrazas y cercas de madera:** baja presión con una boquilla de abanico ancho, siguiendo la veta para no levantar fibras ni marcar la madera
- **Terrazas de material compuesto:** según las indicaciones del fabricante, que casi siempre piden baja presión y cepillos suaves

## Cómo trabajamos

1. **Preparación.** Movemos los muebles livianos, cubrimos los enchufes y los accesorios cercanos, y mojamos las plantas.
2. **Tratamiento previo.** Tratamos las manchas de aceite, el alga y el moho antes de lavar.
3. **Lavado.** Limpiamos cada superficie con la herramienta y la presión adecuadas.
4. **Enjuague.** Enjuagamos todo, también las paredes, las ventanas y las plantas que se hayan salpicado.
5. **Revisión.** Revisamos el resultado con usted y volvemos a poner los muebles en su lugar.

## Las manchas y qué esperar

La tierra, el alga y el moho salen bien. El aceite reciente, las manchas de hojas y el óxido leve casi siempre salen con el tratamiento previo. El aceite viejo que ya penetró en el concreto y el óxido del riego o del fertilizante pueden necesitar un tratamiento especial o solo aclararse, y se lo diremos antes de empezar.

## Después de la limpieza

Con el concreto y los adoquines limpios es un buen momento para sellarlos: el sellador ayuda a resistir las manchas y facilita las próximas limpiezas. Las terrazas de madera deben secarse unos días antes de teñirlas o sellarlas.

## Cada cuánto

La mayoría de los dueños de casa limpian sus superficies exteriores una vez al año. Los patios con sombra, los bordes de piscina y las zonas que se mantienen húmedas pueden necesitarlo dos veces al año. Un [plan de protección por temporada](/seasonal-protection-plans) incluye descuentos en el lavado a presión.

[Pida un presupuesto gratis](/contact) en línea o por teléfono.`,
    faqs: [
      {
        question: '¿El lavado a presión dañará mi terraza?',
        answer:
          'No, con la técnica correcta. Usamos baja presión y boquillas de abanico ancho, y seguimos la veta. La madera blanda puede levantar un poco de fibra, que se alisa con una lija o con el tiempo.',
      },
      {
        question: '¿Tengo que estar en casa?',
        answer:
          'No. Necesitamos acceso a una llave de agua exterior y a los portones, y las mascotas deben quedarse adentro mientras trabajamos.',
      },
      {
        question: '¿Pueden quitar las manchas de aceite de mi entrada de auto?',
        answer:
          'Las manchas recientes o moderadas casi siempre salen con tratamiento previo y agua caliente. Las manchas viejas que penetraron mucho pueden solo aclararse. Le diremos qué esperar antes de empezar.',
      },
      {
        question: '¿Debo sellar el concreto después?',
        answer:
          'Sellarlo es opcional, pero ayuda a resistir las manchas y el clima. Se hace sobre concreto limpio y seco, normalmente uno o dos días después del lavado.',
      },
    ],
    localNotes: {
      dmv: 'En el área del DMV, las entradas de auto y los patios se manchan de polen, de hojas y de alga verde en los rincones con sombra. Lavamos el concreto con limpiadores de superficie y usamos métodos más suaves en los pasillos de ladrillo y los adoquines antiguos.',
      'tri-cities':
        'Las manchas de óxido del riego y de aceite de camioneta son las más comunes en las entradas de auto de Tri-Cities. Tratamos el óxido con un limpiador especial y, de paso, enjuagamos el polvo de la puerta del garaje y de las paredes.',
      seattle:
        'En Seattle el musgo y el alga vuelven resbalosos las terrazas, los pasillos y las entradas de auto durante medio año. Los lavamos antes de la temporada de lluvias y tratamos las terrazas de cedro con baja presión para que la madera no levante fibra.',
    },
  },
  'residential-window-cleaning': {
    highlights: [
      'Limpieza por dentro y por fuera, con mosquiteros, rieles y alféizares incluidos',
      'Cubrezapatos y lonas protectoras en cada casa',
      'Pértigas con agua purificada para los pisos altos',
      'Pruebas y consejos honestos sobre las manchas de agua dura',
      'Descuentos con un plan de protección por temporada',
    ],
    priceFactors: [
      'El número y el tamaño de las ventanas, y si tienen vidrios divididos',
      'Por dentro y por fuera, o solo por fuera',
      'El número de pisos y la facilidad de acceso',
      'Mosquiteros, rieles y tratamiento de agua dura',
      'El tiempo que ha pasado desde la última limpieza',
    ],
    bodyMarkdown: `## Qué incluye

Una limpieza de ventanas estándar para casas incluye:

- Los vidrios exteriores, limpiados y repasados a mano, o con agua purificada en los pisos altos
- Los vidrios interiores, limpiados a mano (si elige por dentro y por fuera)
- Marcos y alféizares limpios
- Mosquiteros que quitamos, cepillamos, enjuagamos y volvemos a poner
- Rieles de las ventanas aspirados y limpios
- Lonas protectoras y cubrezapatos dentro de la casa

También ofrecemos tragaluces, barandales de vidrio, espejos, lámparas, eliminación de manchas de agua dura y limpieza después de una obra.

## Cómo trabajamos

1. **Llegada y recorrido.** El jefe de equipo recorre la casa con usted, confirma qué ventanas se incluyen y anota lo que sea frágil o esté atorado.
2. **Primero los mosquiteros.** Los marcamos, los quitamos y los limpiamos mientras se limpian los vidrios.
3. **Vidrios.** Tallamos y pasamos el jalador por cada vidrio, y repasamos las orillas con una toalla limpia. En el segundo y tercer piso muchas veces usamos pértigas con agua purificada, así no apoyamos escaleras en su revestimiento.
4. **Rieles y alféizares.** Aspiramos y limpiamos la tierra, los insectos muertos y la basura.
5. **Revisión final.** Volvemos a poner los mosquiteros y recorremos la casa con usted antes de irnos.

## Manchas de agua dura

Los aspersores y el agua de pozo pueden dejar manchas de minerales que una limpieza normal no quita. Las tratamos con limpiadores que disuelven minerales y, cuando es seguro, con un pulido fino. Las manchas de muchos años pueden marcar el vidrio para siempre: probamos en un área pequeña y le decimos con honestidad qué esperar antes de cobrarle la eliminación de manchas. Ajustar los aspersores que mojan las ventanas es la mejor solución a largo plazo.

## Cuidamos su casa

Nuestros técnicos usan cubrezapatos, ponen lonas debajo de las ventanas interiores y solo mueven objetos livianos. Si nos pide que no toquemos algo frágil, no lo tocamos. Las escaleras llevan protectores y las colocamos con cuidado para no dañar el revestimiento, las canaletas ni las plantas.

## Cada cuánto

- **Dos veces al año** (primavera y otoño) es lo que elige la mayoría
- **Tres o cuatro veces al año** para casas cerca de calles con mucho tráfico, campos, agua u obras
- **Antes de una mudanza, una venta o una fiesta**, cuando quiere que la casa luzca lo mejor posible

Un [plan de protección por temporada](/seasonal-protection-plans) mantiene su casa en un calendario fijo y le da un descuento en la limpieza de ventanas y en otros servicios.

[Pida un presupuesto gratis](/contact). Le damos un precio fijo antes de empezar.`,
    faqs: [
      {
        question: '¿Tengo que estar en casa?',
        answer:
          'Para limpiar por dentro, alguien mayor de 18 años debe abrirnos. Si solo limpiamos por fuera, no necesita estar, siempre que los portones estén abiertos y las mascotas adentro.',
      },
      {
        question: '¿Cuánto tiempo toma?',
        answer:
          'Una casa típica de dos pisos toma de dos a cuatro horas con un equipo de dos personas, según el número de ventanas y si también limpiamos por dentro.',
      },
      {
        question: '¿Limpian cuando llueve?',
        answer:
          'La lluvia ligera casi no afecta la limpieza exterior, porque la lluvia sobre un vidrio limpio se seca sin dejar marcas. Si hay lluvia fuerte, mucho viento o tormenta eléctrica, cambiamos la cita y le avisamos lo antes posible.',
      },
      {
        question: '¿Pueden quitar las manchas blancas que dejan mis aspersores?',
        answer:
          'Muchas veces sí, con limpiadores que disuelven minerales y un pulido cuidadoso. Los depósitos viejos pueden marcar el vidrio para siempre, así que probamos en un área pequeña y le decimos qué esperar antes de empezar.',
      },
      {
        question: '¿Tienen seguro?',
        answer:
          'Sí. Tenemos seguro de responsabilidad civil general y de compensación para trabajadores, y le podemos enviar un certificado si lo pide.',
      },
    ],
    localNotes: {
      dmv: 'La mayoría de los dueños de casa del área del DMV nos llaman a fines de la primavera, después del polen de los árboles, y otra vez en otoño, cuando ya cayeron las hojas. Quitamos los mosquiteros, limpiamos los rieles y usamos cubrezapatos adentro, desde las casas adosadas de Capitol Hill hasta las casas coloniales de Fairfax.',
      'tri-cities':
        'El agua de los aspersores deja manchas blancas de minerales en las ventanas de Tri-Cities. Primero probamos en un vidrio, le decimos con honestidad qué manchas van a salir y le señalamos los aspersores que mojan las ventanas.',
      seattle:
        'Un vidrio limpio deja escurrir la lluvia de Seattle mejor que uno sucio. Los dueños de casa, de Ballard a Bellevue, nos llaman en primavera y a fines del verano, cuando hay días secos para disfrutar de la vista.',
    },
  },
  'residential-holiday-lights': {
    highlights: [
      'Diseño a su gusto, con un presupuesto claro por escrito',
      'Luces LED profesionales con temporizador',
      'Sin clavos ni grapas en el techo ni en las canaletas',
      'Visitas de servicio durante la temporada incluidas',
      'Las quitamos en enero y guardamos las luces alquiladas',
    ],
    priceFactors: [
      'El largo del borde del techo y el número de pisos',
      'La inclinación del techo y el acceso',
      'Cuántos árboles, arbustos y ventanas se decoran',
      'Si alquila las luces con nosotros o usa las suyas',
      'Extras como coronas, guirnaldas y luces para el camino',
    ],
    bodyMarkdown: `## Cómo funciona

1. **Consulta de diseño.** Visitamos su casa o vemos fotos y hablamos de lo que quiere: luz blanca cálida clásica en el borde del techo, árboles de colores, coronas en las ventanas o una combinación.
2. **Presupuesto por escrito.** Recibe un precio claro con el diseño, que incluye las luces, la instalación, el servicio y el retiro.
3. **Instalación.** En la mayoría de las casas nuestro equipo instala todo en una sola visita, con las luces cortadas o medidas para su techo.
4. **Temporizadores.** Programamos las luces para que se enciendan al anochecer y se apaguen a la hora que usted elija.
5. **Visitas de servicio.** Si se apaga una parte, salta un interruptor o el viento suelta algo, llámenos y volvemos a arreglarlo.
6. **Retiro y almacenamiento.** En enero quitamos todo y, si nos alquila las luces, las guardamos hasta la próxima temporada.

## Qué decoramos

- Bordes del techo, hastiales y picos
- Ventanas, puertas y columnas del porche
- Árboles y arbustos, envueltos o cubiertos
- Luces y estacas para los caminos
- Coronas y guirnaldas en puertas, ventanas y barandales

## Luces hechas para esto

Usamos luces LED de calidad profesional con portalámparas sellados. Alumbran más y de forma más pareja que la mayoría de las series que se compran en la tienda, gastan mucha menos electricidad y no se calientan. Elegimos ganchos para sus canaletas y tejas, y nunca clavamos ni engrapamos nada en su casa.

## Seguridad

Poner luces navideñas significa subir escaleras y techos con frío y a menudo con lluvia, y por eso muchos dueños de casa prefieren contratar el servicio. Nuestros equipos usan escaleras con la clasificación adecuada y protección contra caídas en los techos empinados, y planean las luces según sus enchufes exteriores para no sobrecargar los circuitos. Si hace falta otro enchufe exterior, se lo decimos para que su electricista lo instale antes de poner las luces.

## Cuándo reservar

Las instalaciones en casas suelen empezar a principios de noviembre y las fechas se llenan rápido en las semanas antes del Día de Acción de Gracias. Si reserva antes de mediados de octubre, tendrá más fechas para elegir. El retiro normalmente es en la primera quincena de enero. Los miembros del [plan de protección por temporada](/seasonal-protection-plans) Premium eligen primero la fecha de instalación, y todos los miembros de un plan reciben un descuento.

[Pida un diseño y un presupuesto](/contact). Con gusto empezamos con algo sencillo y le agregamos más el año que viene.`,
    faqs: [
      {
        question: '¿Tengo que comprar las luces?',
        answer:
          'No. La mayoría de los clientes nos alquilan las luces como parte del servicio, así que nosotros las ponemos, las mantenemos y las guardamos. También podemos instalar las luces que usted ya tiene.',
      },
      {
        question: '¿Qué pasa si una serie deja de funcionar?',
        answer:
          'Llámenos o escríbanos. Las visitas de servicio durante la temporada están incluidas para las luces que instalamos, y casi siempre lo arreglamos en pocos días hábiles.',
      },
      {
        question: '¿Los ganchos dañarán mis canaletas o mis tejas?',
        answer:
          'No. Usamos ganchos hechos para canaletas y tejas, y no clavamos ni engrapamos nada. Los ganchos se quitan junto con las luces en enero.',
      },
      {
        question: '¿Cuándo quitan las luces?',
        answer:
          'Normalmente las quitamos en la primera quincena de enero. Si las quiere quitar antes o después, lo programamos.',
      },
    ],
    localNotes: {
      dmv: 'Desde principios de noviembre diseñamos e instalamos luces en el borde del techo, en los árboles y en las coronas de casas del norte de Virginia, DC y Maryland, respetando las reglas de la asociación de propietarios (HOA), y en enero quitamos todo.',
      'tri-cities':
        'Los vientos fuertes de Tri-Cities ponen a prueba cada gancho. Sujetamos las luces para que aguanten las ráfagas, las revisamos después de cada tormenta y arreglamos cualquier serie que se apague durante el resto de la temporada.',
      seattle:
        'En Seattle las luces tienen que aguantar semanas de lluvia. Usamos series LED selladas y mantenemos todas las conexiones separadas del suelo, con visitas de servicio incluidas hasta el retiro.',
    },
  },
  'commercial-soft-wash': {
    highlights: [
      'Seguro para estuco, EIFS, pintura, revestimiento y toldos',
      'Elimina el alga y el moho de raíz, así tardan más en volver',
      'Mojamos, protegemos y enjuagamos las áreas verdes',
      'Probamos en un área pequeña antes de aplicarlo en todo',
    ],
    priceFactors: [
      'La altura del edificio y cómo tenemos que llegar',
      'Los pies cuadrados de fachada y el tipo de superficie',
      'Cuánto alga y moho hay, y cuánto tiempo pasó desde la última limpieza',
      'Las áreas verdes que necesitan protección adicional',
      'Trabajo de noche o en fin de semana',
    ],
    bodyMarkdown: `## Por qué el lavado suave

Las rayas verdes y negras en un edificio casi siempre son alga, moho o liquen. El lavado a alta presión quita lo que está en la superficie pero deja las raíces, y en pocos meses vuelve a crecer. Además puede meter agua detrás del revestimiento, agrietar el estuco y dañar la capa de acabado del EIFS. El lavado suave trata el crecimiento con una solución limpiadora, la deja actuar y la enjuaga con más o menos la presión de una manguera de jardín.

## Superficies que lavamos

- Estuco y EIFS (sistemas de aislamiento y acabado exterior)
- Bloque pintado, metal pintado y paneles de fibrocemento
- Revestimiento de vinilo y de aluminio
- Toldos de tela y de metal, marquesinas y letreros
- Muros y paneles de concreto prefabricado
- Techos de poca pendiente y de tejas en edificios comerciales

## Cómo trabajamos

1. **Inspección y prueba.** Identificamos la superficie y el tipo de crecimiento, y probamos la solución en un área pequeña.
2. **Protección.** Mojamos las áreas verdes y, si hace falta, las cubrimos. Protegemos puertas, rejillas e instalaciones eléctricas, y enjuagamos las ventanas a medida que avanzamos.
3. **Aplicación.** Preparamos la solución para la superficie y la aplicamos de abajo hacia arriba, con baja presión.
4. **Reposo.** La dejamos actuar varios minutos, sin que llegue a secarse sobre la superficie.
5. **Enjuague.** Enjuagamos todo muy bien, también las plantas, los vidrios y los pasillos.
6. **Revisión.** Recorremos el edificio y repasamos cualquier mancha antes de irnos.

Algunas manchas, sobre todo el liquen grueso, se siguen aclarando durante varios días después del tratamiento, a medida que el clima se lleva lo que ya está muerto.

## Cuidamos las plantas y a las personas

Usamos la solución más suave que dé resultado, mojamos y enjuagamos las áreas verdes y evitamos que el agua del lavado llegue a los desagües pluviales. Marcamos el área de trabajo con conos y señales, y nos organizamos según los horarios de inquilinos, clientes y pacientes.

## Cada cuánto

La mayoría de los edificios comerciales necesitan un lavado suave cada uno o dos años. A las paredes con sombra, los edificios cerca del riego o del agua y las propiedades en climas húmedos les puede convenir un tratamiento al año.

[Pida un presupuesto gratis](/contact): revisamos su edificio y le recomendamos el método adecuado.`,
    faqs: [
      {
        question: '¿El lavado suave es seguro para mis plantas?',
        answer:
          'Si se hace bien, sí. Mojamos las plantas, cubrimos las más delicadas, usamos la solución más suave que funcione y enjuagamos todo muy bien al terminar.',
      },
      {
        question: '¿Cuánto dura el resultado?',
        answer:
          'Normalmente de uno a dos años, según la sombra, la humedad y la vegetación cercana. El lavado suave mata el crecimiento en lugar de quitar solo la capa de encima, así que vuelve más despacio que después de un lavado a presión.',
      },
      {
        question: '¿Quita las manchas de óxido o del riego?',
        answer:
          'Esas son manchas de minerales y necesitan otros limpiadores. Podemos tratar muchas manchas de óxido y de agua dura como servicio adicional, y le avisamos antes si es poco probable que una mancha salga.',
      },
      {
        question: '¿Pueden lavar mientras el edificio está abierto?',
        answer:
          'Sí. Trabajamos por secciones, ponemos conos alrededor del área y mantenemos las entradas en uso. En lugares con mucho movimiento podemos trabajar temprano en la mañana o en fin de semana.',
      },
    ],
    localNotes: {
      dmv: 'Los veranos húmedos del área del DMV alimentan el alga en el lado con sombra de los parques de oficinas y de las casas club de las asociaciones de propietarios. Lavamos vinilo, EIFS y ladrillo pintado con baja presión, algo importante en la mampostería antigua y la mezcla blanda de la zona.',
      'tri-cities':
        'Con el calor de Tri-Cities, el polvo y las telarañas se juntan rápido en los edificios de estuco y de metal pintado. El lavado suave les devuelve el color sin meter agua detrás del acabado, y enjuagamos las plantas antes y después.',
      houston:
        'El moho y las rayas negras son el problema exterior más común en los edificios de estuco, EIFS y concreto prefabricado de Houston. El lavado suave mata el crecimiento de raíz, así la fachada se mantiene limpia durante la temporada húmeda en lugar de volver a ponerse gris en unas semanas.',
      seattle:
        'El musgo y el alga verde crecen casi todo el año en las fachadas de Seattle que dan al norte. Los tratamos con una solución suave que mata el crecimiento, sin usar alta presión en el revestimiento pintado ni en las molduras de madera antigua.',
    },
  },
  'commercial-pressure-washing': {
    highlights: [
      'Equipo de agua caliente para grasa, aceite y chicle',
      'Limpiadores rotativos para un acabado parejo, sin rayas',
      'Protección de los desagües pluviales y recuperación del agua donde se exige',
      'Trabajo temprano en la mañana y fuera del horario de atención',
      'Programas periódicos para restaurantes, comercios y oficinas',
    ],
    priceFactors: [
      'Los pies cuadrados y cuánto trabajo de detalle hay',
      'La cantidad de chicle, grasa o manchas de aceite',
      'Si hay agua en el lugar o tenemos que llevarla',
      'Si se exige recuperar el agua del lavado',
      'Trabajo de noche o en fin de semana',
    ],
    bodyMarkdown: `## Superficies que limpiamos

- Aceras, plazas de entrada y explanadas del edificio
- Carriles de autoservicio, andenes de carga e islas de combustible
- Áreas y cercados de contenedores, y zonas de trampas de grasa
- Paredes de concreto, bloque y ladrillo (con la presión ajustada al material)
- Terrazas con mesas, jardineras y mobiliario exterior
- Escaleras, rampas y pasamanos

## Cómo trabajamos

1. **Recorrido.** Anotamos las superficies, las manchas, los desagües, las fuentes de agua y las áreas que deben quedar abiertas durante el trabajo.
2. **Tratamiento previo.** Aplicamos desengrasante en las manchas de aceite y de restos de comida, y ablandamos el chicle con agua caliente antes de quitarlo.
3. **Limpieza de superficies.** Limpiamos el concreto plano con limpiadores rotativos, que dejan un acabado parejo sin las rayas que deja una lanza.
4. **Detalles.** Limpiamos a mano bordes, esquinas, bordillos y escalones con una lanza, a la presión adecuada para el material.
5. **Enjuague y recuperación.** Enjuagamos hacia el drenaje autorizado, protegemos los desagües pluviales con cubiertas o barreras y recuperamos el agua con equipo de succión donde lo exigen las reglas locales o su propiedad.
6. **Revisión final.** Recorremos el lugar con usted o le mandamos fotos, y anotamos las manchas que no salieron del todo, como el óxido viejo o el aceite muy penetrado.

## El agua caliente hace la diferencia

Nuestros equipos comerciales calientan el agua para deshacer la grasa, el aceite y el chicle. El agua fría mueve la tierra, pero en el área de contenedores de un restaurante o en una entrada con mucho tránsito el agua caliente quita mucho más en menos tiempo y con menos químicos.

## Cuidamos las superficies y a las personas

Más presión no siempre es mejor. Demasiada presión desgasta el concreto, marca el ladrillo y se come la mezcla de las juntas, así que ajustamos la presión, la boquilla y la distancia para cada superficie. Marcamos las áreas de trabajo con conos, dejamos paso libre cuando se puede y empezamos temprano para que las entradas estén secas cuando usted abra.

## Cada cuánto

- **Restaurantes, gasolineras y autoservicios:** cada mes o cada dos meses
- **Centros comerciales y entradas de oficinas:** cada tres meses
- **Plantas industriales y bodegas:** dos veces al año, y después de derrames o eventos puntuales

Pida un presupuesto gratis en nuestra [página de contacto](/contact). Los programas periódicos cuestan menos por visita que una limpieza única.`,
    faqs: [
      {
        question: '¿Pueden quitar el chicle de las aceras?',
        answer:
          'Sí. El agua caliente ablanda el chicle y así sale sin marcar el concreto. Las áreas con mucho chicle pueden necesitar una segunda pasada, y el chicle muy viejo puede dejar una sombra leve.',
      },
      {
        question: '¿Van a salir todas las manchas de aceite?',
        answer:
          'Las manchas recientes o superficiales casi siempre salen bien. El aceite que lleva años penetrado en un concreto poroso se puede aclarar, pero no siempre se quita por completo. Le diremos qué esperar antes de empezar.',
      },
      {
        question: '¿Adónde va el agua del lavado?',
        answer:
          'Protegemos los desagües pluviales y dirigimos el agua al drenaje autorizado. Donde lo exigen las reglas locales o su propiedad, recuperamos el agua con equipo de succión y la desechamos como corresponde.',
      },
      {
        question: '¿Tenemos que cerrar la entrada?',
        answer:
          'Normalmente no. Limpiamos por secciones, marcamos con conos las áreas mojadas y dejamos un paso libre. La mayoría de las limpiezas de entradas terminan antes de que abra el negocio.',
      },
    ],
    localNotes: {
      dmv: 'En el norte de Virginia y en el Distrito, la sal y el descongelante de las calles entran a las entradas y los garajes todo el invierno. Un lavado en primavera quita el residuo blanco antes de que desgaste el concreto, y el chicle y la grasa salen de las plazas en corredores con mucho tránsito como la Route 1 y Wisconsin Avenue.',
      'tri-cities':
        'El agua del riego deja manchas anaranjadas de óxido en aceras y estacionamientos de Kennewick, Richland y Pasco. Usamos tratamientos específicos para el óxido en lugar de más presión, y recuperamos el agua del lavado en los lugares cerca de desagües que van al río Columbia.',
      houston:
        'El calor de Houston pega el aceite y la grasa al concreto, y las lluvias frecuentes llevan lo que escurre directo al sistema pluvial. Usamos agua caliente para quitar la grasa en los autoservicios y los andenes de carga, y recuperamos el agua del lavado donde lo exige la ciudad o su propiedad.',
      seattle:
        'En Seattle, los pasillos y las plazas se ponen verdes y resbalosos en la temporada de lluvias. Los limpiamos antes del otoño y tratamos el crecimiento para que tarde más en volver, sin dejar que el agua del lavado llegue a los desagües que desembocan en el Puget Sound.',
    },
  },
  'commercial-window-cleaning': {
    highlights: [
      'Locales, edificios medianos y rascacielos',
      'Acceso por cuerdas, plataformas elevadoras y pértigas con agua purificada, según cada fachada',
      'Planes de seguridad por escrito y revisión de los registros de anclajes antes de trabajar en altura',
      'Calendarios periódicos con informes con fotos para los administradores',
      'Certificados de seguro si los pide',
    ],
    priceFactors: [
      'La altura del edificio y el método de acceso que se necesita',
      'El número y el tamaño de los vidrios, y cuántos tienen divisiones o marcos profundos',
      'Si se limpia por dentro además de por fuera',
      'Manchas de agua dura, pintura rociada o residuos de obra',
      'Trabajo fuera de horario o en fin de semana, cierres de carril o permisos para usar la acera',
    ],
    bodyMarkdown: `## Qué limpiamos

Cada edificio es distinto, así que cada trabajo empieza con un recorrido y un alcance por escrito. Una limpieza comercial de ventanas típica incluye:

- Los vidrios exteriores de todas las fachadas, incluidos escaparates, puertas de entrada y montantes
- Marcos, parteluces y alféizares limpios, para que el agua sucia no escurra sobre el vidrio limpio
- Vidrios interiores, divisiones del vestíbulo y tragaluces, cuando se incluyen en el alcance
- Polvo ligero de obra, pintura rociada y restos de calcomanías, donde se pueda quitar sin riesgo
- Una revisión final desde el suelo y un breve informe con fotos para los administradores

## De la planta baja al rascacielos

Elegimos el método de acceso para cada fachada, no un solo método para todo el edificio.

- **Pértigas con agua purificada** para escaparates y edificios de hasta unos cuatro pisos. El agua purificada no deja manchas y evita poner escaleras junto a las entradas.
- **Plataformas elevadoras y brazos articulados** para edificios bajos y medianos con terreno accesible, atrios y estacionamientos.
- **Acceso por cuerdas y sillas colgantes** para las fachadas altas adonde no llegan las plataformas. Nuestros técnicos trabajan en pareja, con una línea de trabajo y otra de seguridad independientes.
- **Góndolas del edificio (BMU)** donde su edificio tiene su propia plataforma suspendida, operada según los procedimientos del edificio.

## Seguridad en cada trabajo

Antes de trabajar en altura revisamos los registros de inspección de los anclajes y pescantes del techo, preparamos un plan escrito de protección contra caídas y rescate, y marcamos zonas de exclusión en el suelo con conos y señales. Revisamos el equipo antes de cada uso. Tenemos seguro de responsabilidad civil general y de compensación para trabajadores, y enviamos certificados de seguro a nombre de su administradora si los pide.

## Cada cuánto limpiar

- **Locales comerciales y restaurantes:** cada dos a cuatro semanas, porque las huellas y la suciedad de la calle se notan rápido
- **Edificios de oficinas y consultorios médicos:** cada tres meses para las entradas y los pisos bajos, dos veces al año para los pisos altos
- **Torres de gran altura:** normalmente dos veces al año, muchas veces después del polen de primavera y de la caída de las hojas en otoño

Los calendarios periódicos cuestan menos por visita que una limpieza única, porque el vidrio que se limpia con regularidad toma menos tiempo y podemos planear los equipos con anticipación.

Llámenos o [pida un presupuesto gratis](/contact) y programaremos un recorrido, normalmente en pocos días hábiles.`,
    faqs: [
      {
        question: '¿Limpian edificios de gran altura?',
        answer:
          'Sí. Usamos acceso por cuerdas, sillas colgantes, plataformas elevadoras y las góndolas que ya tenga el edificio. Antes de trabajar en altura revisamos los registros de inspección de los anclajes del techo y preparamos un plan escrito de protección contra caídas y rescate.',
      },
      {
        question: '¿Pueden trabajar fuera del horario de atención?',
        answer:
          'Sí. Muchas limpiezas de escaparates y vestíbulos se hacen temprano en la mañana, y programamos trabajo de noche o en fin de semana en los edificios donde es difícil entrar de día. El trabajo fuera de horario puede cambiar el precio.',
      },
      {
        question: '¿Qué pasa si llueve después de la limpieza?',
        answer:
          'La lluvia sobre un vidrio limpio casi siempre se seca sin dejar marcas, porque no hay una capa de suciedad con la que mezclarse. Si la lluvia con viento o el polvo dejan el vidrio visiblemente sucio uno o dos días después de una limpieza, avísenos y lo revisamos.',
      },
      {
        question: '¿También limpian los vidrios interiores?',
        answer:
          'Podemos hacerlo. Las ventanas interiores, los vidrios del vestíbulo, las divisiones y los tragaluces se pueden agregar al alcance. El trabajo interior normalmente se programa fuera del horario de atención para no molestar a los inquilinos.',
      },
      {
        question: '¿Pueden enviar un certificado de seguro antes del trabajo?',
        answer:
          'Sí. Díganos a quién debemos nombrar como asegurado adicional y le enviaremos el certificado antes de la primera visita.',
      },
    ],
    localNotes: {
      dmv: 'En primavera el polen cubre de amarillo los vidrios del área del DMV en pocos días, así que muchos de nuestros clientes de oficinas y condominios en Arlington, Tysons y Bethesda reservan una limpieza a fines de abril, cuando ya pasó lo peor. En el Distrito tramitamos los permisos para trabajar en la acera y nos organizamos según las horas de silencio de cada edificio.',
      'tri-cities':
        'Las tormentas de viento de la cuenca del Columbia dejan una capa de polvo fino en cada vidrio, y el agua de los aspersores mancha los pisos bajos. Nuestros equipos de Kennewick limpian locales y oficinas desde la zona de Columbia Center hasta los parques empresariales de Richland, y tratan las manchas de agua dura como parte de la visita.',
      houston:
        'La humedad de Houston convierte el polvo y el humo de los autos en una película sucia que se acumula rápido en las torres de vidrio de Uptown, el Energy Corridor y el Medical Center. En verano empezamos al amanecer para que la solución nunca se seque sobre el vidrio caliente, y cambiamos la cita rápido cuando hay tormentas por la tarde.',
      seattle:
        'La lluvia en sí es limpia; la suciedad sobre la que cae, no. En las torres de South Lake Union y del centro limpiamos en los meses más secos y después del polen de primavera, con acceso por cuerdas y los pescantes del edificio, siguiendo planes de seguridad por escrito pensados para la temporada de lluvias.',
    },
  },
  'graffiti-removal': {
    highlights: [
      'Para clientes actuales, normalmente lo quitamos en uno o dos días hábiles',
      'Métodos para cada superficie: ladrillo, concreto, metal, vidrio y pintura',
      'Fotos de antes y después para la policía o el seguro',
      'Recubrimientos antigrafiti de sacrificio y permanentes',
      'Acuerdos fijos para propiedades que se grafitean seguido',
    ],
    priceFactors: [
      'El tamaño del área y el número de grafitis',
      'El tipo de superficie y qué tan porosa es',
      'El tipo de pintura o marcador, y cuánto tiempo lleva ahí',
      'La altura y el acceso',
      'Si después se aplica un recubrimiento protector',
    ],
    bodyMarkdown: `## La rapidez importa

Cuanto más tiempo pasa la pintura sobre una superficie porosa, más penetra y más difícil es quitarla por completo. Quitarla rápido también desanima a quienes vuelven a pintar. Si ya es cliente, llámenos o mándenos una foto por correo y programamos la limpieza, normalmente en uno o dos días hábiles, y antes si el contenido es ofensivo.

## Métodos según la superficie

- **Ladrillo y concreto:** removedores de grafiti según el tipo de pintura, y después un enjuague con agua caliente a presión controlada para no marcar la superficie
- **Paredes lisas pintadas:** primero una prueba cuidadosa con solvente; si quitarlo dañaría la pintura de fondo, pintamos encima con un color igual
- **Puertas de metal, cajas de servicios y letreros:** removedores suaves que no levantan el acabado de fábrica
- **Vidrio:** solvente para la pintura y el marcador; el vidrio rayado o grabado con ácido muchas veces se puede mejorar, pero no siempre reparar del todo
- **Piedra natural y mampostería histórica:** métodos de baja presión y poco agresivos, probados primero en un área pequeña

## Cómo trabajamos

1. **Registro.** Fotografiamos el grafiti antes de empezar, algo útil si va a presentar una denuncia a la policía o un reclamo al seguro.
2. **Prueba.** Una prueba en un área pequeña muestra qué removedor funciona sin dañar la superficie.
3. **Limpieza.** Aplicamos el producto, lo dejamos actuar y lo enjuagamos, y repetimos si hace falta.
4. **Acabado.** Tratamos la sombra que quede o, en superficies pintadas, pintamos encima del mismo color.
5. **Informe.** Le mandamos fotos de antes y después.

## Recubrimientos protectores

En las paredes que se grafitean seguido, un recubrimiento antigrafiti ahorra tiempo y dinero.

- **Los recubrimientos de sacrificio** son transparentes y económicos. Cuando pintan la pared, el recubrimiento y la pintura salen juntos con agua caliente, y volvemos a aplicar el recubrimiento.
- **Los recubrimientos permanentes** cuestan más, pero aguantan muchas limpiezas, así que el grafiti se puede limpiar o lavar muchas veces antes de volver a aplicarlo.

Le ayudamos a elegir según la superficie, qué tan seguido la pintan y cómo se ve con el recubrimiento, porque algunos oscurecen un poco o le dan algo de brillo.

## Programas continuos

Los administradores de propiedades, los centros comerciales y las escuelas pueden tener un acuerdo fijo de limpieza, con tiempos de respuesta acordados y un precio fijo por visita o por pie cuadrado, así no hay que esperar un presupuesto cada vez.

[Contáctenos](/contact) con fotos y la dirección, y le responderemos con un precio.`,
    faqs: [
      {
        question: '¿Va a quedar una sombra donde estaba el grafiti?',
        answer:
          'En superficies muy porosas o con pintura vieja puede quedar una sombra leve. La seguimos tratando si la superficie lo permite, y en paredes pintadas podemos pintar encima del mismo color.',
      },
      {
        question: '¿Quitan grafiti del vidrio?',
        answer:
          'Sí, la pintura y el marcador salen bien del vidrio. El grafiti rayado o grabado con ácido es distinto: a veces mejora con un pulido, pero un grabado profundo puede necesitar cambiar el vidrio o la película.',
      },
      {
        question: '¿Qué es un recubrimiento de sacrificio?',
        answer:
          'Es una capa transparente que queda entre la pared y el grafiti. Cuando pintan la pared, la capa sale junto con la pintura y la volvemos a aplicar. Es económica y buena para superficies que se grafitean de vez en cuando.',
      },
      {
        question: '¿Pueden quitar grafiti del ladrillo antiguo?',
        answer:
          'Sí, con cuidado. Usamos métodos de baja presión y poco agresivos, y probamos primero en un área pequeña, porque el ladrillo y la mezcla antiguos son más blandos que los materiales modernos.',
      },
    ],
    localNotes: {
      dmv: 'Quitamos grafitis de paredes de ladrillo de casas adosadas, cortinas metálicas de locales y muros de contención en el Distrito y los suburbios cercanos, y probamos primero el método en un área pequeña, porque el ladrillo histórico y la mezcla blanda necesitan productos suaves.',
      'tri-cities':
        'Los grafitis en muros de bloque, cajas de riego y locales de Kennewick, Pasco y Richland normalmente los quitamos uno o dos días después de la llamada. Si la superficie estaba pintada, igualamos el color para que no quede un parche.',
      houston:
        'Con el sol de Houston, el grafiti en los pasos a desnivel, los cercados de contenedores y las paredes de los comercios se pega rápido. Lo quitamos pronto y podemos aplicar un recubrimiento antigrafiti para que el próximo salga con agua.',
      seattle:
        'En Seattle se pide a los dueños de locales que quiten el grafiti pronto. Ofrecemos limpieza de respuesta rápida en ladrillo, concreto y paredes pintadas, y acuerdos fijos para las propiedades que se grafitean seguido.',
    },
  },
  'parking-garage-pressure-wash': {
    highlights: [
      'Trabajo por niveles, para que casi todo el estacionamiento siga abierto',
      'Limpieza con agua caliente para manchas de aceite y de fluidos',
      'Protección de los desagües y recuperación del agua del lavado',
      'Notas sobre concreto desprendido, filtraciones y daños en el recubrimiento después de cada visita',
      'Podemos volver a pintar las líneas justo después del lavado',
    ],
    priceFactors: [
      'Los pies cuadrados en total y el número de niveles',
      'La altura libre, que define qué equipo cabe',
      'Cuántas manchas de aceite y cuánta basura hay',
      'Si se exige recuperar el agua',
      'El trabajo de noche y el número de etapas',
    ],
    bodyMarkdown: `## Por qué limpiar un estacionamiento

El estacionamiento muchas veces es lo primero y lo último que la gente ve de un edificio. Además de cómo se ve, el aceite y la suciedad vuelven resbalosas las losas, la sal de las calles acelera la corrosión del acero de refuerzo y la tierra esconde grietas y fallas del recubrimiento que conviene reparar a tiempo. Limpiarlo con regularidad es una de las formas más baratas de proteger una estructura que es muy cara de reparar.

## Qué limpiamos

- Losas, pasillos de circulación y rampas
- Manchas de aceite y de fluidos en los espacios
- Escaleras, descansos y pasamanos
- Vestíbulos de elevadores
- Carriles de entrada y salida, y áreas de boletos y cajeros de pago
- Paredes, columnas y techos, cuando se incluyen en el alcance
- Desagües y rejillas, libres de basura

## Cómo trabajamos

1. **Planificación.** Preparamos con su equipo un plan por etapas para cerrar solo una sección o un nivel a la vez, y ponemos señales y conos.
2. **Barrido.** Primero quitamos la basura y el sedimento sueltos para que no terminen en los desagües.
3. **Desengrase.** Tratamos antes las manchas de aceite y las áreas de más tránsito.
4. **Lavado.** Limpiamos las losas de forma pareja con limpiadores de superficie de agua caliente, y usamos lanzas en esquinas, bordillos y escaleras.
5. **Recuperación.** Protegemos los desagües, aspiramos el agua del lavado y la desechamos donde lo exigen las reglas locales o las condiciones de su permiso.
6. **Reapertura.** Revisamos cada área, quitamos las barreras y le informamos de lo que hayamos visto, como concreto desprendido, juntas con filtraciones o recubrimientos dañados.

## Recubrimientos y selladores

Muchos estacionamientos tienen recubrimientos para tránsito o selladores en el último nivel y en las rampas. Ajustamos la presión y los limpiadores para limpiarlos sin levantarlos ni desgastarlos, y podemos limpiar antes de que lleguen los contratistas de recubrimiento o de pintura de líneas. Después del lavado también podemos [volver a pintar el estacionamiento](/commercial-services/commercial-line-striping) con líneas nuevas, flechas y señales.

## Cada cuánto

- **Estacionamientos públicos y de hospitales con mucho tránsito:** cada tres meses o más seguido
- **Estacionamientos de oficinas y residenciales:** dos veces al año
- **Después del invierno:** en las zonas frías recomendamos mucho un lavado en primavera para quitar la sal

## Seguridad

Los equipos trabajan con ropa de alta visibilidad y con el control de tráfico listo antes de empezar. Programamos las áreas con más movimiento de noche o en fin de semana, y nuestro equipo tiene el tamaño adecuado para la altura libre de su estructura.

[Pida un presupuesto gratis](/contact) y recorreremos la estructura con usted.`,
    faqs: [
      {
        question: '¿Tienen que cerrar todo el estacionamiento?',
        answer:
          'No. Hacemos el trabajo por etapas, nivel por nivel o sección por sección, y buena parte se puede hacer de noche, así casi no afecta a quienes estacionan.',
      },
      {
        question: '¿El lavado dañará el recubrimiento de las losas?',
        answer:
          'No, si la presión y los limpiadores se eligen según el recubrimiento. Le pedimos el tipo de recubrimiento si lo tiene y probamos primero en un área pequeña.',
      },
      {
        question: '¿Qué hacen con el agua sucia?',
        answer:
          'Protegemos los desagües y recuperamos el agua del lavado con equipo de succión donde se exige, y después la desechamos según las reglas locales.',
      },
      {
        question: '¿Con qué altura libre mínima pueden trabajar?',
        answer:
          'La mayor parte de nuestro equipo para estacionamientos va en remolque o en carrito y cabe en la altura libre estándar. Díganos cuál es su altura libre más baja cuando pida el presupuesto y planearemos el equipo adecuado.',
      },
    ],
    localNotes: {
      dmv: 'La sal y el descongelante del invierno castigan los estacionamientos del área del DMV: los residuos de cloruro aceleran el óxido de las varillas. Un lavado de losas y desagües en primavera, en Arlington, Bethesda y el Distrito, forma parte de la mayoría de nuestros planes de mantenimiento de estacionamientos.',
      'tri-cities':
        'Los estacionamientos techados y de varios niveles de Tri-Cities juntan el polvo que trae el viento, que se vuelve lodo con la primera lluvia. Destapamos los desagües, lavamos losas y escaleras, y volvemos a pintar las líneas donde se han borrado.',
      houston:
        'Los estacionamientos de Houston tienen tránsito constante y desaguan directo al sistema pluvial. Limpiamos de noche para mantener los niveles abiertos, recuperamos el agua del lavado donde se exige y damos prioridad a los desagües antes de la temporada de huracanes.',
      seattle:
        'Las llantas mojadas meten arenilla y hojas a los estacionamientos de Seattle todo el invierno, y tapan los desagües y manchan las rampas. Lavamos las losas nivel por nivel y destapamos los desagües para que no se junte el agua.',
    },
  },
  'commercial-holiday-lights': {
    highlights: [
      'Diseño, instalación, mantenimiento y retiro en un solo contrato',
      'Luces LED de calidad comercial con temporizador',
      'Sin clavos ni grapas en los acabados de su edificio',
      'Servicio de reparación durante toda la temporada',
      'Almacenamiento fuera de temporada para las decoraciones alquiladas',
    ],
    priceFactors: [
      'Los pies lineales de borde de techo y el número de árboles que se envuelven',
      'La altura del edificio y el equipo que se necesita',
      'Si alquila las luces con nosotros o instalamos las suyas',
      'Elementos a la medida, como coronas o guirnaldas grandes',
      'El número de visitas de servicio que pide durante la temporada',
    ],
    bodyMarkdown: `## Un servicio completo de temporada

Nuestro servicio de luces navideñas para negocios cubre todo, desde la primera visita hasta el almacenamiento en enero:

1. **Diseño.** Visitamos la propiedad, vemos los bordes del techo, las entradas, los árboles y cómo se ve desde la calle, y le proponemos un diseño con un presupuesto por escrito.
2. **Equipo.** Ponemos series de luces LED de calidad comercial, coronas, guirnaldas y accesorios, o instalamos las decoraciones que usted ya tiene.
3. **Instalación.** Los equipos instalan con ganchos y sujetadores adecuados para su edificio, nunca con clavos ni grapas en los acabados.
4. **Mantenimiento.** Si una parte se apaga durante la temporada, llámenos y la reparamos, normalmente en pocos días hábiles.
5. **Retiro.** Después de las fiestas quitamos todo y, si las decoraciones son alquiladas, las guardamos hasta el año siguiente.

## Qué iluminamos

- Bordes del techo, pretiles y orillas de marquesinas
- Árboles en plazas, isletas del estacionamiento y patios, con tronco y ramas envueltos
- Entradas, columnas y barandales del edificio
- Coronas, guirnaldas y moños en puertas, postes de luz y fachadas
- Letreros de monumento y jardineras

## Por qué LED

Las series LED comerciales gastan una fracción de la electricidad de las luces incandescentes antiguas, no se calientan y duran muchas temporadas. Eso significa facturas de luz más bajas, menos interruptores que saltan y menos riesgo de dañar árboles y toldos con el calor.

## Seguridad y electricidad

Instalamos con plataformas elevadoras y escaleras del tamaño adecuado, con protección contra caídas donde hace falta. Planeamos el diseño según los enchufes y circuitos exteriores que ya tiene, y todas las luces llevan temporizador. Si el diseño necesita enchufes nuevos o circuitos propios, se lo decimos para que su electricista los agregue antes de la instalación.

## Calendario

Las instalaciones comerciales suelen empezar a fines de octubre, así la mayoría de las propiedades están iluminadas mucho antes del Día de Acción de Gracias. Las fechas se llenan rápido; le recomendamos confirmar su diseño a principios de octubre. El retiro se programa en enero, o más tarde para las propiedades que dejan las luces todo el invierno.

[Pídanos un diseño y un presupuesto](/contact) antes de la temporada alta de otoño.`,
    faqs: [
      {
        question: '¿Cuándo debemos reservar?',
        answer:
          'Lo antes posible. Empezamos a diseñar a fines del verano y la mayoría de las instalaciones comerciales se hacen entre fines de octubre y mediados de noviembre. Si confirma a principios de octubre, tendrá más fechas para elegir.',
      },
      {
        question: '¿Pueden instalar luces que ya tenemos?',
        answer:
          'Sí. Las revisamos al instalarlas y le avisamos si alguna serie está fallando o no es segura. Las luces propias no tienen las mismas condiciones de reemplazo que las que nos alquila.',
      },
      {
        question: '¿Qué pasa si las luces dejan de funcionar en diciembre?',
        answer:
          'Llámenos o escríbanos. Las visitas de servicio durante la temporada están incluidas en el contrato, y casi siempre arreglamos los problemas en pocos días hábiles.',
      },
      {
        question: '¿Hacen trabajos eléctricos?',
        answer:
          'Trabajamos con los enchufes y circuitos exteriores que ya tiene y programamos los temporizadores. Si su diseño necesita enchufes o circuitos nuevos, su electricista debe instalarlos antes de que pongamos las luces.',
      },
    ],
    localNotes: {
      dmv: 'Los vestíbulos de oficinas, los centros comerciales y las entradas de las asociaciones de propietarios del norte de Virginia y Maryland reservan su instalación a principios de noviembre. Seguimos las reglas de cada edificio y condado para usar plataformas en la acera, y en enero quitamos todo.',
      'tri-cities':
        'El viento es el enemigo de las luces navideñas en Tri-Cities. Usamos ganchos y amarres que aguantan las ráfagas y revisamos las instalaciones comerciales después de cada ventarrón, para que las series sigan en el techo todo diciembre.',
      houston:
        'En Houston no hay nieve ni hielo de qué preocuparse, así que desde mediados de noviembre podemos iluminar palmeras, robles y fachadas con LED de luz blanca cálida, y darles mantenimiento hasta Año Nuevo.',
      seattle:
        'En Seattle las luces tienen que durar semanas de lluvia. Usamos series LED selladas de calidad comercial y conexiones separadas del suelo, y las visitas de servicio están incluidas durante toda la temporada.',
    },
  },
  'commercial-caulking': {
    highlights: [
      'Quitamos todo el sellador viejo; no ponemos sellador sobre sellador',
      'Cordón de respaldo e imprimador instalados según las indicaciones del fabricante',
      'Selladores adecuados para mampostería, metal, vidrio y concreto prefabricado',
      'Se puede combinar con el acceso de la limpieza de ventanas para ahorrar',
      'Fotos de cada fachada',
    ],
    priceFactors: [
      'Los pies lineales de junta y su ancho',
      'El método de acceso y la altura del edificio',
      'Si el sellador viejo sale fácil o cuesta quitarlo',
      'Los imprimadores o selladores especiales que se necesiten',
      'Si se combina con otros servicios que usan el mismo equipo de acceso',
    ],
    bodyMarkdown: `## Señales de que el sellador está fallando

La mayoría de los selladores exteriores duran entre siete y veinte años, según el producto, el sol y cuánto se mueve la junta. Fíjese en:

- Grietas, cortes o huecos en el cordón
- Sellador que se despega de un lado de la junta
- Material duro, calcáreo o que se desmorona
- Manchas o marcas de agua debajo de las ventanas y las juntas
- Corrientes de aire, goteras o paredes húmedas por dentro

Nuestros equipos de limpieza de ventanas ven las juntas del edificio de cerca y muchas veces detectan las fallas a tiempo. Podemos revisarlas y darle un informe durante una visita de limpieza de ventanas.

## Dónde sellamos

- El perímetro de ventanas y escaparates
- Juntas de dilatación y de control en concreto, ladrillo y paneles prefabricados
- Juntas de muros cortina y de paneles
- Marcos de puertas, rejillas y pasos de tuberías, ventilaciones y conductos
- Remates de pretiles, cornisas y tapajuntas

## Cómo trabajamos

1. **Evaluación.** Identificamos el tipo de junta, el material y el sellador que hay, y le recomendamos un producto compatible.
2. **Retiro.** Cortamos y quitamos todo el sellador viejo. Poner sellador nuevo sobre el viejo es un atajo común que falla pronto.
3. **Preparación.** Limpiamos y secamos las juntas, y aplicamos imprimador donde lo pide el fabricante.
4. **Respaldo.** Colocamos el cordón de respaldo a la profundidad correcta para que el sellador tenga la forma adecuada y pueda estirarse sin romperse.
5. **Sellado.** Aplicamos el sellador nuevo y lo alisamos con un acabado limpio y cóncavo que escurre el agua.
6. **Registro.** Recibe fotos y un registro de los productos y de dónde se usaron, útil para planear el mantenimiento futuro.

## El sellador adecuado

Los selladores de silicona, de poliuretano y los híbridos tienen cada uno sus ventajas. Algunos se adhieren mejor a la mampostería, otros se pueden pintar, otros duran más bajo el sol directo. El producto equivocado, o uno que no es compatible con el sellador que ya hay, puede fallar en una temporada. Elegimos según el material, el movimiento de la junta y el aspecto, y seguimos las indicaciones del fabricante sobre temperatura y humedad.

## Acceso y calendario

El sellado muchas veces se hace junto con la limpieza de ventanas o el lavado suave, porque usa el mismo equipo de acceso. Trabajamos desde escaleras, plataformas elevadoras o con acceso por cuerdas, según el edificio. El sellador necesita tiempo seco y temperaturas moderadas para curar, así que programamos según el pronóstico.

[Pida una inspección y un presupuesto](/contact). Le diremos qué juntas necesitan trabajo ahora y cuáles pueden esperar.`,
    faqs: [
      {
        question: '¿Cómo sé si mi edificio necesita sellarse de nuevo?',
        answer:
          'Las señales habituales son un sellador agrietado, endurecido o despegado, manchas debajo de las ventanas y goteras por dentro. Podemos revisar las juntas durante una visita de limpieza de ventanas y mandarle fotos.',
      },
      {
        question: '¿Pueden poner sellador encima del viejo?',
        answer:
          'No lo recomendamos. El sellador nuevo se adhiere mal al viejo y la junta vuelve a fallar pronto. Quitamos el material viejo, limpiamos la junta y colocamos el cordón de respaldo antes de sellar.',
      },
      {
        question: '¿Se puede sellar con frío o con lluvia?',
        answer:
          'Los selladores piden una temperatura mínima y una superficie seca. Programamos según el pronóstico y preferimos cambiar la cita antes que sellar una junta mojada.',
      },
      {
        question: '¿El sellador nuevo combinará con el edificio?',
        answer:
          'Elegimos entre colores estándar y a la medida para que combine con su edificio o lo complemente. Algunos selladores también se pueden pintar.',
      },
    ],
    localNotes: {
      dmv: 'Los inviernos de congelación y deshielo agrietan el sellador viejo alrededor de las ventanas y las juntas de los paneles en los edificios medianos del área del DMV. Cambiamos las juntas dañadas en primavera y otoño, cuando la temperatura es buena para el sellador, y trabajamos desde plataformas o con acceso por cuerdas.',
      'tri-cities':
        'Los veranos calurosos y secos de Tri-Cities encogen y parten el sellador en el lado soleado de los edificios. Revisamos primero las fachadas sur y oeste, donde las juntas fallan antes.',
      houston:
        'En Houston el sol y la humedad deshacen rápido el sellador, y por una junta dañada entra el agua de las tormentas a las paredes. Cambiamos las juntas de ventanas y de dilatación con selladores hechos para el calor de la costa del Golfo.',
      seattle:
        'En Seattle una junta de ventana dañada significa meses de agua entrando. Programamos el sellado en la temporada seca y revisamos las juntas de cada ventana en el lado expuesto a la lluvia.',
    },
  },
  'commercial-line-striping': {
    highlights: [
      'Repintado y trazados nuevos para estacionamientos abiertos y techados',
      'Espacios accesibles, carriles de bomberos, flechas y cruces peatonales',
      'Limpiamos la superficie antes de pintar para que la pintura se adhiera mejor',
      'Trabajo de noche, en fin de semana y por etapas para no cerrar el estacionamiento',
      'Microesferas reflectantes para que se vean de noche',
    ],
    priceFactors: [
      'El número de espacios y los pies lineales de línea',
      'El número de plantillas, símbolos y tramos de bordillo',
      'Repintado o trazado nuevo',
      'La preparación de la superficie que se necesite',
      'Trabajo de noche, en fin de semana o por etapas',
    ],
    bodyMarkdown: `## Qué pintamos

- Espacios de estacionamiento, también compactos y en ángulo
- Espacios accesibles, pasillos de acceso y símbolos
- Carriles de bomberos y zonas de no estacionarse, incluida la pintura de bordillos
- Flechas de dirección, líneas de alto y letras
- Cruces peatonales
- Zonas de carga, espacios para cargar autos eléctricos y espacios reservados
- Losas y rampas de estacionamientos de varios niveles

## Repintar o trazar de nuevo

**El repintado** sigue las líneas que ya tiene y renueva la pintura gastada o descolorida. Es rápido y en los estacionamientos con mucho movimiento suele hacerse una vez al año.

**Los trazados nuevos** son para estacionamientos recién pavimentados o sellados, o cuando quiere cambiar el plano, por ejemplo para agregar espacios, lugares para autos eléctricos o mejorar la circulación. Medimos el estacionamiento, marcamos el trazado y lo recorremos con usted antes de pintar. El número, las medidas y las señales de los espacios accesibles dependen de las normas de accesibilidad vigentes y del código local, así que los revisamos con usted, y la autoridad local tiene la última palabra sobre los requisitos.

## Cómo trabajamos

1. **Limpieza.** Las líneas no se adhieren a la tierra, al aceite ni al material suelto, así que primero soplamos o lavamos a presión la superficie. Tratamos las manchas de aceite.
2. **Trazado.** Medimos el ancho y el ángulo de los espacios y los marcamos con tiza e hilo.
3. **Pintura.** Pintamos las líneas con una máquina de trazado para que queden rectas y del mismo ancho. Usamos plantillas para flechas, símbolos y letras.
4. **Secado.** Dejamos el área con conos hasta que la pintura esté lista para el tránsito, normalmente de treinta minutos a unas horas, según la temperatura y la humedad.
5. **Revisión.** Recorremos el estacionamiento, corregimos cualquier detalle y quitamos los conos.

## Pintura y duración

En la mayoría de los trabajos usamos pintura de tránsito a base de agua. Seca rápido, casi no tiene olor y funciona en asfalto y concreto. En los carriles de bomberos y los cruces peatonales se pueden agregar microesferas de vidrio reflectantes para que se vean mejor de noche. En las áreas con mucho tránsito, las líneas normalmente necesitan renovarse cada uno o dos años.

## Según el clima y su negocio

La pintura necesita una superficie seca y una temperatura adecuada, así que planeamos el trabajo según el pronóstico. Para que pueda seguir usando el estacionamiento, podemos pintar de noche, en fin de semana o por secciones. Si combina el trazado con un [lavado a presión comercial](/commercial-services/commercial-pressure-washing) o un [lavado de estacionamiento techado](/commercial-services/parking-garage-pressure-wash), la pintura se adhiere mejor y el estacionamiento queda como nuevo.

[Pida un presupuesto gratis](/contact). Un plano del lugar o una foto aérea del estacionamiento nos ayuda a darle el precio más rápido.`,
    faqs: [
      {
        question: '¿Cuánto hay que esperar para estacionarse sobre las líneas nuevas?',
        answer:
          'Normalmente de treinta minutos a unas horas, según la temperatura, la humedad y el grosor de la pintura. Dejamos el área con conos hasta que esté lista.',
      },
      {
        question: '¿Pueden cambiar el trazado de nuestro estacionamiento?',
        answer:
          'Sí. Medimos, le proponemos un trazado y lo marcamos para que lo apruebe antes de pintar. Los cambios grandes pueden necesitar también la aprobación de la autoridad local.',
      },
      {
        question: '¿Pintan las líneas después del sellado del asfalto?',
        answer:
          'Sí. El sellador nuevo tapa todas las líneas, así que hay que hacer el trazado completo. Nos coordinamos con su contratista de pavimento sobre el tiempo de curado antes de pintar.',
      },
      {
        question: '¿Cada cuánto hay que repintar un estacionamiento?',
        answer:
          'Los estacionamientos de comercios y restaurantes con mucho movimiento, normalmente cada año; los de oficinas más tranquilas, más o menos cada dos años. Los carriles de bomberos y los cruces peatonales deben verse claramente en todo momento.',
      },
    ],
    localNotes: {
      dmv: 'Las reglas de los condados y del Distrito fijan el tamaño y el número de espacios accesibles; los trazamos según los requisitos vigentes cuando repintamos estacionamientos en el norte de Virginia, Maryland y DC, normalmente de noche o en fin de semana.',
      'tri-cities':
        'El sol y la arenilla borran rápido las líneas en los estacionamientos de Tri-Cities. Repintamos después de un lavado a presión, así la pintura se adhiere al asfalto limpio y dura más.',
      houston:
        'El calor de Houston ablanda el asfalto y gasta rápido la pintura en los centros comerciales con mucho movimiento. Pintamos en las primeras horas de la mañana, cuando está más fresco, con pintura hecha para temperaturas altas.',
      seattle:
        'La pintura solo se adhiere al asfalto seco, así que en Seattle planeamos el trazado según el pronóstico. Programamos en los días secos y repintamos los estacionamientos techados, donde el clima no importa, todo el año.',
    },
  },
}
