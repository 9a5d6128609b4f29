/** The open roles' descriptions in Spanish, by the role's slug; the benefits are said once for the full-time roles. */
const benefitsFullTime = `## Prestaciones

- Seguro médico, dental y de la vista para el personal de tiempo completo
- Vacaciones y días festivos pagados
- Plan de jubilación con aportación de la empresa
- Capacitación y certificaciones del puesto pagadas
- Uniformes, equipo de seguridad y herramientas de la empresa
- Pago de horas extra en las temporadas de más trabajo`

export const spanishRoleBodies: Record<string, string> = {
  'window-cleaning-technician': `## Sobre el puesto

Los técnicos de limpieza de ventanas son la base de nuestros equipos. Limpiará vidrios, marcos, mosquiteros y rieles para dueños de casa y negocios, junto a un jefe de equipo que le enseñará el oficio. Si le interesa, puede capacitarse para manejar plataformas elevadoras y trabajar con cuerdas en edificios altos, con un aumento de sueldo por cada habilidad nueva.

## Lo que hará

- Limpiar ventanas por dentro y por fuera con jaladores, lavadores y pértigas con agua purificada
- Quitar, limpiar y volver a poner mosquiteros; limpiar rieles y repisas
- Colocar y usar escaleras con seguridad y seguir el plan de seguridad de cada lugar
- Proteger los pisos, los muebles y el jardín de los clientes
- Tratar a los clientes con amabilidad y revisar el trabajo con ellos al terminar
- Mantener limpios y ordenados el equipo y los vehículos

## Lo que buscamos

- Una persona responsable, puntual y detallista
- Que le guste trabajar al aire libre en cualquier temporada y no le incomode la altura
- Que pueda levantar 50 libras y estar de pie la mayor parte del día
- Licencia de manejo vigente y un buen historial de manejo
- La experiencia en limpieza de ventanas o en algún oficio es una ventaja, no un requisito

${benefitsFullTime}`,
  'pressure-washing-technician': `## Sobre el puesto

Los técnicos de lavado a presión limpian concreto, revestimientos, techos, estacionamientos y locales comerciales con hidrolavadoras de agua caliente, limpiadores de superficies y equipos de lavado suave. Aprenderá qué método es seguro para cada superficie y cómo proteger las plantas, los desagües y a las personas mientras trabaja. El trabajo comercial muchas veces empieza de madrugada o se hace de noche.

## Lo que hará

- Preparar y operar hidrolavadoras de agua caliente, limpiadores de superficies y equipos de lavado suave
- Mezclar y aplicar productos de limpieza con seguridad, según sus etiquetas y los procedimientos de la empresa
- Proteger el jardín, las instalaciones y los desagües pluviales; usar equipo para recoger el agua donde se exija
- Poner conos y letreros para que el área de trabajo sea segura
- Dar mantenimiento básico a bombas, mangueras y remolques
- Tomar fotos del antes y el después para los informes a los clientes

## Lo que buscamos

- La experiencia con equipos de lavado a presión ayuda; a la persona indicada la capacitamos
- Que no le molesten las madrugadas, algunas noches ni el trabajo con calor o frío
- Que pueda levantar 50 libras y manejar mangueras y equipo todo el día
- Licencia de manejo vigente; saber jalar un remolque es una ventaja
- Cuidado y sentido de la seguridad

${benefitsFullTime}`,
  'holiday-lighting-installer': `## Sobre el puesto

Cada otoño contratamos instaladores de temporada para dar vida a la decoración navideña de nuestros clientes residenciales y comerciales. Trabajará en un equipo que instala luces en techos, árboles y fachadas de locales, atiende llamadas de servicio en diciembre y lo retira todo en enero. Muchos instaladores de temporada regresan cada año, y algunos se quedan de tiempo completo en nuestros equipos de limpieza.

## Fechas de la temporada

- Capacitación: de mediados a fines de octubre
- Instalaciones: de fines de octubre a principios de diciembre
- Llamadas de servicio: durante todo diciembre
- Retiro: de principios a mediados de enero

## Lo que hará

- Instalar luces, coronas y guirnaldas según el diseño aprobado
- Trabajar con seguridad en escaleras y techos, con equipo contra caídas
- Probar circuitos, programar temporizadores y arreglar las series que se apaguen
- Retirar, clasificar, etiquetar y guardar la decoración al terminar la temporada

## Lo que buscamos

- Que no le incomode la altura ni trabajar afuera con frío y lluvia
- Asistencia constante durante una temporada corta y de mucho trabajo
- Que pueda levantar 50 libras
- De preferencia, licencia de manejo vigente
- La experiencia en electricidad o construcción ayuda, pero no es necesaria

## Sueldo y beneficios

- Pago por hora más un bono por quedarse hasta el retiro de la decoración
- Capacitación pagada y todo el equipo de seguridad
- Prioridad para puestos de tiempo completo en la primavera`,
  'crew-lead': `## Sobre el puesto

Los jefes de equipo dirigen nuestros trabajos en el campo. Usted responderá por la seguridad de su equipo, la calidad del trabajo y la experiencia del cliente desde que llegan hasta la revisión final. También capacitará a los técnicos nuevos, una de las tareas más importantes de la empresa.

## Lo que hará

- Revisar los trabajos del día y lo que incluye cada uno, cargar el equipo y planear la ruta
- Recorrer cada trabajo con el cliente, confirmar lo que se va a hacer y señalar las condiciones que ya existían
- Preparar las áreas de trabajo con seguridad y hacer cumplir los procedimientos, incluido el trabajo en altura
- Limpiar ventanas, lavar a presión y hacer lavado suave junto a su equipo
- Capacitar y orientar a los técnicos nuevos y darles sus comentarios a los gerentes
- Llenar las notas y los informes con fotos de cada trabajo, y cobrar cuando corresponda
- Resolver en el lugar los problemas pequeños y pasarle los más grandes a su gerente

## Lo que buscamos

- Al menos dos años de experiencia en limpieza exterior, construcción o un oficio parecido
- Experiencia dirigiendo o capacitando a otras personas
- Buenos hábitos de seguridad y comodidad en las alturas; la experiencia con plataformas o cuerdas es una ventaja
- Trato claro y amable con los clientes
- Licencia de manejo vigente y un buen historial de manejo

${benefitsFullTime}

## Crecimiento

Los jefes de equipo que quieran seguir creciendo pueden pasar a puestos de gerente de operaciones, estimador comercial o supervisor de trabajos en edificios altos.`,
  'customer-success-coordinator': `## Sobre el puesto

Nuestros coordinadores de atención al cliente mantienen todo en marcha desde la primera llamada hasta el trabajo terminado. Hablará con dueños de casa y administradores de propiedades de nuestras cuatro regiones, programará presupuestos y trabajos, mantendrá las agendas de los equipos llenas y bien organizadas, y se asegurará de que los clientes sepan qué esperar. El puesto es en nuestra oficina de Kennewick.

## Lo que hará

- Contestar llamadas, correos y solicitudes del sitio web, y responder rápido a las nuevas solicitudes de presupuesto
- Programar presupuestos, trabajos y visitas de los planes de protección, cuidando las rutas de los equipos y el clima
- Llamar a los clientes antes de sus citas y avisarles de retrasos por el clima
- Inscribir y atender a los clientes de los planes de protección, incluidas sus preguntas sobre cobros
- Dar seguimiento después de cada trabajo, atender las solicitudes de volver a limpiar y pasarles los comentarios a los equipos
- Mantener al día y sin errores los datos de los clientes

## Lo que buscamos

- Al menos un año de experiencia en atención al cliente, programación de citas o trabajo de oficina
- Trato claro y cálido por teléfono y por escrito
- Organización y calma cuando la agenda cambia de un momento a otro, que pasará
- Facilidad para aprender programas de citas y de atención a clientes
- La experiencia en empresas de servicios para el hogar es una ventaja

${benefitsFullTime}`,
}
