import type { SpanishPage } from './spanish'

/**
 * The legal and policy pages in Spanish: privacy, terms of service, card data and the plans' terms. Each
 * says once that the English text governs, since those are the versions the company stands behind.
 */
const ENGLISH_GOVERNS =
  'Esta es una traducción para su comodidad. Si hubiera alguna diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.'

export const spanishPolicyPages: Record<string, SpanishPage> = {
  'privacy-policy': {
    title: 'Política de privacidad',
    intro:
      'Esta política explica qué información recopila Clearview Exterior Cleaning en este sitio web y cuando usted contrata nuestros servicios, cómo la usamos y qué opciones tiene.',
    seoDescription:
      'Cómo Clearview Exterior Cleaning recopila, usa, comparte y protege la información personal de su sitio web, sus presupuestos y sus servicios.',
    bodyMarkdown: `Última actualización: 12 de enero de 2026

${ENGLISH_GOVERNS}

## Quiénes somos

Este sitio web lo opera Clearview Exterior Cleaning ("Clearview", "nosotros"), con oficina principal en 8524 W Gage Blvd, Suite 210, Kennewick, WA 99336. Puede enviar sus preguntas sobre esta política a hello@clearview-exterior.example o a la dirección anterior.

## Información que recopilamos

### Información que usted nos da

- **Solicitudes de presupuesto y de contacto:** su nombre, teléfono, correo electrónico, dirección del servicio, los servicios que le interesan, datos de la propiedad y cualquier nota o foto que nos envíe
- **Inscripciones en planes de protección:** sus datos de contacto, dirección del servicio, tamaño de la casa, plan elegido y preferencias de cobro
- **Solicitudes de empleo:** sus datos de contacto, experiencia laboral, disponibilidad, currículum y cualquier otra cosa que decida incluir
- **Reseñas:** su nombre, la oficina que lo atendió, su calificación y sus comentarios
- **Pagos:** su nombre y datos de facturación. Los números de tarjeta se escriben directamente en el sistema de nuestro procesador de pagos y no se guardan en nuestros servidores; consulte nuestra [política de datos de tarjetas](/card-data-policy).

### Información que se recopila automáticamente

Cuando usted visita el sitio, nosotros y nuestros proveedores recopilamos:

- Información técnica básica, como el tipo de navegador y de dispositivo, las páginas que ve y la hora de su visita
- Cómo llegó al sitio: la página de la que venía, la primera página que abrió y los datos de campaña del enlace que siguió, como los valores UTM de origen, medio, campaña, contenido y término, y los identificadores de clic de anuncios (por ejemplo gclid, gbraid, wbraid)
- Un identificador de sesión aleatorio que se guarda en el almacenamiento local de su navegador y que nos permite relacionar estos datos con una solicitud de presupuesto que envíe más adelante

Usamos esta información para saber qué anuncios y qué esfuerzos de promoción nos traen clientes. No la usamos para crear perfiles que se vendan.

## Cómo usamos la información

- Para responder a sus consultas, preparar presupuestos y programar y realizar los servicios
- Para administrar los planes de protección, procesar pagos y enviar recibos y recordatorios
- Para avisarle sobre citas, retrasos por el clima y cualquier problema con el servicio
- Para revisar solicitudes de empleo
- Para entender cómo nos encuentran los visitantes y cómo usan el sitio, y para medir nuestra publicidad
- Para mejorar nuestros servicios, capacitar al personal y cuidar la calidad
- Para proteger a nuestra empresa y a nuestros clientes, y para cumplir con la ley

## Con quién compartimos la información

No vendemos su información personal. Solo la compartimos en estos casos:

- **Proveedores de servicios** que nos ayudan a operar, como el alojamiento del sitio web, el correo electrónico, los programas de citas y de atención a clientes, las herramientas de automatización, la analítica y nuestro procesador de pagos. Solo pueden usar la información para prestarnos sus servicios.
- **Plataformas de publicidad,** para medir si un anuncio dio lugar a una consulta, con identificadores como los de clic
- **Administradores de propiedades o asociaciones,** cuando el servicio se coordina con ellos, y solo lo necesario para el acceso y las citas
- **Razones legales,** cuando lo exige la ley o para proteger los derechos, los bienes o la seguridad de Clearview, de nuestros clientes o de otras personas
- **Transferencias de la empresa,** si Clearview participa en una fusión o una venta, siempre bajo esta política

## Cookies y almacenamiento local

El sitio usa cookies y el almacenamiento del navegador para funcionar, recordar su sesión y medir las visitas y la publicidad. Puede borrar o bloquear las cookies y el almacenamiento local en la configuración de su navegador; en ese caso, algunas funciones, como relacionar su visita con su solicitud de presupuesto, podrían dejar de funcionar.

## Cuánto tiempo guardamos la información

Guardamos los datos de clientes y trabajos el tiempo necesario para prestar los servicios y cumplir con los requisitos fiscales, contables y legales, por lo general hasta siete años después de su último servicio. Las solicitudes de presupuesto que no se convierten en trabajos y las solicitudes de empleo se borran, por lo general, dentro de dos años. Los datos sobre cómo llegó al sitio se guardan hasta dos años.

## Seguridad

Aplicamos medidas administrativas, técnicas y físicas razonables, como conexiones cifradas y acceso restringido a los datos de clientes. Ningún sistema es perfectamente seguro, así que no podemos garantizar una seguridad absoluta.

## Sus opciones y derechos

- Puede pedirnos ver, corregir o borrar la información personal que tenemos sobre usted
- Puede dejar de recibir correos de promoción con el enlace para darse de baja que aparece en cada mensaje
- Puede pedirnos que dejemos de enviarle mensajes de texto respondiendo STOP

Según el estado donde viva, es posible que las leyes estatales le den otros derechos. Responderemos a sus solicitudes como lo exija la ley que le corresponda, y no lo trataremos de forma distinta por hacerlas. Para hacer una solicitud, escriba a hello@clearview-exterior.example. Es posible que primero tengamos que verificar su identidad.

## Menores de edad

Este sitio no está dirigido a menores de 13 años, y no recopilamos a sabiendas su información personal.

## Cambios

Podemos actualizar esta política de vez en cuando. La fecha de arriba indica cuándo cambió por última vez. Los cambios importantes se señalarán en esta página.

## Contacto

Clearview Exterior Cleaning, 8524 W Gage Blvd, Suite 210, Kennewick, WA 99336. Escriba a hello@clearview-exterior.example o llame al (509) 555-0100.`,
  },
  'terms-of-service': {
    title: 'Términos del servicio',
    intro:
      'Estos términos se aplican al uso de este sitio web y a los servicios que presta Clearview Exterior Cleaning, salvo que un acuerdo por escrito aparte diga otra cosa.',
    seoDescription:
      'Términos de uso del sitio web de Clearview Exterior Cleaning y de nuestros servicios de limpieza de ventanas, lavado a presión, lavado suave y luces navideñas.',
    bodyMarkdown: `Última actualización: 12 de enero de 2026

${ENGLISH_GOVERNS}

## Sobre estos términos

Al usar este sitio web o contratar un servicio con Clearview Exterior Cleaning ("Clearview", "nosotros"), usted acepta estos términos. Los clientes comerciales pueden tener un acuerdo firmado aparte; si ese acuerdo contradice estos términos, se aplica el acuerdo firmado. Los planes de protección por temporada se rigen además por los [términos de los planes](/seasonal-plans-terms).

## Uso del sitio web

Puede usar este sitio para conocer nuestros servicios, pedir presupuestos, inscribirse en planes, hacer pagos y solicitar empleo. Le pedimos que no haga mal uso del sitio, que no intente entrar sin autorización, que no interfiera con su funcionamiento y que no envíe información falsa. El contenido del sitio, incluidos los textos, las fotos y los logotipos, pertenece a Clearview o a quienes nos dan licencia, y no se puede copiar con fines comerciales sin permiso.

La información del sitio es general. Las descripciones de los servicios, las frecuencias habituales y los artículos se ofrecen de buena fe, pero no garantizan resultados en una propiedad en particular.

## Presupuestos

Los presupuestos en línea y por teléfono se basan en la información que usted nos da. El precio queda firme cuando se lo confirmamos por escrito después de revisar la propiedad. Si ese día las condiciones son muy distintas de lo que se nos describió, por ejemplo más ventanas, manchas más difíciles o acceso limitado, le explicaremos la diferencia y acordaremos con usted un precio nuevo antes de seguir.

## Citas y acceso

- Denos acceso seguro a las áreas que vamos a limpiar: rejas sin candado, una llave de agua exterior que funcione cuando haga falta y, para trabajos adentro, un adulto en casa
- Mantenga a sus mascotas adentro o en un lugar seguro mientras trabajamos
- Retire los objetos frágiles y de valor de las ventanas y de las áreas de trabajo
- Avísenos de antemano de cualquier problema que conozca, como revestimiento suelto, mosquiteros dañados, ventanas con filtraciones o plantas delicadas

Si no podemos entrar a la propiedad a la hora de la cita, podríamos cobrarle un cargo por visita, que le indicaremos al hacer la cita.

## Clima

El trabajo exterior depende del clima. Podemos cambiar la cita por lluvia fuerte, viento fuerte, rayos, calor o frío extremos, o cuando las condiciones no sean seguras. Le avisaremos lo antes posible y buscaremos la siguiente fecha disponible. Cambiar una cita por el clima no tiene costo.

## Cancelaciones

Avísenos con al menos 24 horas para cancelar o cambiar una cita residencial. Las condiciones de cancelación para clientes comerciales están en su acuerdo. Si cancela tarde varias veces, podríamos cobrarle un cargo por cancelación, que le indicaremos de antemano.

## Pago

El pago se hace al terminar el trabajo, salvo que acordemos otra cosa por escrito. Las facturas comerciales se pagan en el plazo que indica la factura. Aceptamos las principales tarjetas de crédito y débito a través de nuestro procesador de pagos seguro, y para cuentas comerciales podemos aceptar cheques o transferencias ACH. Los datos de su tarjeta se manejan como se explica en nuestra [política de datos de tarjetas](/card-data-policy).

## Nuestra garantía de satisfacción

Si no queda satisfecho con alguna parte del trabajo, avísenos dentro de las 72 horas siguientes al servicio y volveremos a limpiar esa área sin costo. Esto no cubre suciedad nueva, daños por el clima ni condiciones que le dijimos de antemano que no podríamos quitar.

## Condiciones existentes

Hay condiciones que la limpieza no puede corregir, y a veces la limpieza deja ver problemas que la suciedad escondía. No somos responsables de:

- Vidrios corroídos, rayados o defectuosos, sellos de ventana vencidos o vidrios dobles empañados
- Pintura o revestimiento oxidados, desteñidos, calcáreos o sueltos
- Manchas permanentes, como aceite profundo, óxido o corrosión
- Daños causados por madera podrida, materiales sueltos o reparaciones mal hechas antes

Antes de empezar le señalaremos las condiciones que notemos.

## Daños y responsabilidad

Tenemos seguro y trabajamos con cuidado para no causar daños. Si cree que causamos algún daño, avísenos por escrito dentro de los 7 días siguientes al servicio, con fotos si es posible, y permítanos revisarlo. Cuando seamos responsables, lo repararemos o pagaremos el costo razonable de la reparación, a nuestra elección. En la medida en que la ley lo permita, no respondemos por pérdidas indirectas o derivadas, y nuestra responsabilidad total por un servicio se limita a lo que sea mayor entre lo pagado por ese servicio y el costo de reparar el daño que causamos.

## Luces navideñas

El equipo de iluminación en alquiler sigue siendo nuestro. No quite ni modifique la decoración usted mismo; llámenos para cualquier servicio. La decoración se retira en la fecha acordada, y no respondemos por luces dañadas por terceros, animales o mal tiempo severo.

## Fotos

Podemos tomar fotos del antes y el después para el control de calidad y los informes. No publicaremos fotos en las que se reconozca su casa o su negocio sin su permiso.

## Cambios a estos términos

Podemos actualizar estos términos. A cada servicio se le aplica la versión vigente cuando usted lo contrató.

## Ley aplicable

Estos términos se rigen por las leyes del estado de Washington, salvo cuando la ley del estado donde se presta el servicio exija otra cosa.

## Contacto

Puede enviar sus preguntas sobre estos términos a hello@clearview-exterior.example o llamar al (509) 555-0100.`,
  },
  'card-data-policy': {
    title: 'Política de datos de tarjetas',
    intro:
      'Cómo maneja Clearview Exterior Cleaning los datos de las tarjetas de pago, en línea y por teléfono. En pocas palabras: los números de tarjeta van directo a un procesador de pagos que cumple con PCI y nunca se guardan en nuestros servidores.',
    seoDescription:
      'Cómo protege Clearview Exterior Cleaning los datos de su tarjeta: procesamiento que cumple con PCI, tokens y ningún número de tarjeta en nuestros servidores.',
    bodyMarkdown: `Última actualización: 12 de enero de 2026

${ENGLISH_GOVERNS}

## Nuestro compromiso

Tomamos en serio la seguridad de los pagos. Aceptamos pagos con tarjeta por servicios, planes de protección y programas para residentes, y organizamos nuestros sistemas para que el número completo de su tarjeta, la fecha de vencimiento y el código de seguridad nunca pasen por nuestros servidores ni se queden en ellos.

## Cómo funcionan los pagos con tarjeta

### Pagos en línea

Cuando paga en nuestra [página de pago](/payment) o se inscribe en un plan de protección, los campos de la tarjeta los pone nuestro procesador de pagos, una empresa externa validada según la Norma de Seguridad de Datos de la Industria de Tarjetas de Pago (PCI DSS). Los datos de su tarjeta viajan directamente de su navegador al procesador por una conexión cifrada. Nuestro sitio solo recibe la confirmación de si el pago se hizo o no, y un token que representa su tarjeta.

### Pagos recurrentes de los planes

Para los planes de protección por temporada y la facturación comercial recurrente, el procesador guarda su tarjeta de forma segura y nos da un token. Con ese token cobramos el plan con la frecuencia que usted eligió. El token no sirve fuera de nuestra cuenta con el procesador y no se puede convertir de nuevo en el número de su tarjeta.

### Pagos por teléfono

Si prefiere pagar por teléfono, nuestro personal escribe los datos de su tarjeta directamente en el sistema seguro del procesador mientras usted está en la línea. No anotamos números de tarjeta, no los ponemos en notas ni los escribimos en ningún otro sistema. Las llamadas en las que se dictan datos de tarjeta no se graban.

### Pagos en el lugar del trabajo

Los jefes de equipo pueden cobrar con el lector de tarjetas móvil del procesador o con un enlace de pago que le envían a su teléfono. El lector cifra los datos de la tarjeta y los manda directo al procesador.

## Lo que guardamos

Solo guardamos lo necesario para administrar su cuenta y responder preguntas sobre los cobros:

- El nombre del titular de la tarjeta
- La marca de la tarjeta (por ejemplo, Visa o Mastercard)
- Los últimos cuatro dígitos del número y el mes y el año de vencimiento
- El monto, la fecha y el estado de cada pago
- El token y la referencia de la transacción del procesador

Nunca guardamos números completos de tarjeta, códigos de seguridad (CVV/CVC) ni datos de la banda magnética o del chip.

## Lo que nunca haremos

- Pedirle números de tarjeta por correo electrónico, mensaje de texto, chat o redes sociales
- Guardar números de tarjeta en papel
- Compartir los datos de su tarjeta con nadie más que nuestro procesador de pagos

Si alguna vez recibe un mensaje que dice venir de Clearview y le pide el número completo de su tarjeta por correo o por texto, no responda. Llámenos al (509) 555-0100.

## Si nos envía datos de tarjeta por error

Si nos llega un número de tarjeta por correo, por texto o en un campo que no es para pagos, lo borraremos, no lo usaremos para cobrar y le pediremos que pague por un medio seguro.

## Acceso y capacitación

Solo el personal que maneja la facturación tiene acceso al panel del procesador, cada persona con su propio usuario y verificación en dos pasos. El personal que recibe pagos conoce esta política desde que empieza y la repasa cada año.

## Reembolsos y disputas

Los reembolsos se hacen a la tarjeta original a través del procesador. Según su banco, el reembolso puede tardar varios días hábiles en aparecer en su estado de cuenta. Si tiene una pregunta sobre un cobro, comuníquese con nosotros antes de disputarlo con su banco y lo revisaremos de inmediato.

## Incidentes de seguridad

Si nos enteramos de un incidente de seguridad que afecte datos de pago, trabajaremos con nuestro procesador para investigarlo, contenerlo y avisar a los clientes afectados y a las autoridades como lo exija la ley.

## Cambios y contacto

Podemos actualizar esta política cuando cambien nuestros procesos de pago. La fecha de arriba indica la versión más reciente. Si tiene preguntas, escriba a hello@clearview-exterior.example o llame al (509) 555-0100. Vea también nuestra [política de privacidad](/privacy-policy).`,
  },
  'seasonal-plans-terms': {
    title: 'Términos de los planes de protección',
    intro:
      'Estos términos se aplican a los planes Basic, Plus y Premium, y a los planes ampliados que se ofrecen en algunas zonas. Léalos antes de inscribirse.',
    seoDescription:
      'Términos de los planes de protección de Clearview: tamaños de casa, cobro según la frecuencia de visitas, descuentos, prioridad, limpieza a fondo y cancelación.',
    bodyMarkdown: `Última actualización: 12 de enero de 2026

${ENGLISH_GOVERNS}

Estos términos de los planes se suman a nuestros [términos del servicio](/terms-of-service). Donde no coincidan, para su plan se aplican estos.

## 1. Los planes

- **Basic:** una visita de mantenimiento cada trimestre y 10% de descuento en otros servicios
- **Plus:** una visita de mantenimiento cada dos meses, prioridad en las citas y 15% de descuento en otros servicios
- **Premium:** una visita de mantenimiento cada mes, prioridad en las citas, una limpieza a fondo al año y 20% de descuento en otros servicios

Lo que incluye cada visita de mantenimiento aparece en la [página de los planes de protección](/seasonal-protection-plans) y en la confirmación de su inscripción.

**Los planes ampliados** se ofrecen en el área del DMV y en Tri-Cities. Incluyen todo lo del plan equivalente más una limpieza de canaletas cada otoño y una revisión alrededor de la casa cada primavera y cada otoño, al precio del plan ampliado.

## 2. Tamaño de la casa y requisitos

El precio del plan depende del tamaño de la casa:

- **Pequeña:** hasta 1,800 pies cuadrados habitables
- **Mediana:** de 1,801 a 3,000 pies cuadrados habitables
- **Grande:** de 3,001 a 4,500 pies cuadrados habitables

Las casas de más de 4,500 pies cuadrados, las de más de tres pisos o las propiedades de acceso difícil reciben un presupuesto a la medida. La propiedad debe estar dentro de la zona de servicio de una de nuestras oficinas. Si en la primera visita vemos que la casa corresponde a otro tamaño del que eligió, se lo diremos y ajustaremos el precio a partir del siguiente cobro, o puede cancelar sin pagar esa visita.

## 3. Cobros

- Los planes se cobran según la frecuencia de las visitas: Basic cada trimestre, Plus cada dos meses y Premium cada mes
- El primer cobro se hace cuando se programa su primera visita, y los siguientes el mismo día de cada período
- Los pagos se cargan a la tarjeta que nos dé, a través de nuestro procesador de pagos que cumple con PCI; consulte nuestra [política de datos de tarjetas](/card-data-policy)
- Se agrega el impuesto sobre las ventas donde corresponda
- Si un pago no pasa, nos comunicaremos con usted y volveremos a intentarlo; las visitas pueden quedar en pausa hasta que la cuenta esté al día

## 4. Citas y visitas

Programamos cada visita dentro del período de cobro que le corresponde y le confirmamos la fecha con anticipación. El clima puede obligarnos a mover una visita; una visita movida por el clima cuenta para el período en que estaba planeada, y la haremos en cuanto las condiciones lo permitan. Si el día de la cita no podemos entrar a la propiedad, la visita puede contarse como hecha, pero intentaremos reprogramarla una vez dentro del mismo período.

## 5. Descuentos en otros servicios

El descuento del plan se aplica a otros servicios en la misma propiedad que se contraten mientras el plan esté activo y al día, como la limpieza completa de ventanas, el lavado a presión, el lavado suave y las luces navideñas. No se combina con otras promociones y no se aplica al precio del plan, a productos que se venden aparte ni a propiedades comerciales.

## 6. Prioridad en las citas

A los miembros de Plus y Premium les ofrecemos las primeras fechas disponibles para otros servicios y para limpiezas después de tormentas, antes que a quienes no tienen plan. La prioridad no garantiza una fecha en particular. Los miembros de Premium también eligen primero la fecha de instalación de las luces navideñas.

## 7. Limpieza a fondo anual de Premium

Premium incluye una limpieza a fondo por cada año del plan (12 meses): a su elección, un lavado suave de todo el exterior de la casa o una limpieza completa de ventanas por dentro y por fuera. Se puede usar a partir de su sexto pago mensual y debe usarse dentro de ese año del plan; no se acumula para el año siguiente y no se cambia por dinero.

## 8. Cancelación y pausa

- Puede cancelar en cualquier momento por teléfono o por correo electrónico, con al menos 14 días de aviso antes de su siguiente cobro
- La cancelación no tiene costo
- Al cancelar se detienen los cobros futuros; no se devuelve lo pagado por períodos en los que ya se hizo la visita, y cualquier período pagado que aún no se haya atendido se atenderá o se le reembolsará
- Puede poner su plan en pausa una vez al año por hasta tres meses, por ejemplo si sale de viaje o está vendiendo la casa

Podemos cancelar un plan con 30 días de aviso, o de inmediato por falta de pago o por condiciones inseguras en la propiedad, y le reembolsaremos cualquier período pagado que no se haya atendido.

## 9. Cambios de precio

Podemos cambiar los precios o lo que incluyen los planes al comenzar un nuevo año del plan. Le avisaremos por correo electrónico con al menos 30 días de anticipación, y puede cancelar antes de que el cambio entre en vigor.

## 10. Mudanzas

Cada plan va con una propiedad. Si se muda dentro de nuestra zona de servicio, podemos pasar su plan a la nueva casa y ajustar el precio si cambia el tamaño.

## 11. Contacto

Si tiene preguntas sobre su plan, escriba a hello@clearview-exterior.example o llame a la oficina que lo atiende.`,
  },
}
