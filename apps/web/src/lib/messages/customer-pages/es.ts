import type { CustomerPageWords } from './en'

/**
 * A customer's private pages in US Spanish (usted), as their emails and quote PDF speak it. Typed as
 * the English: a missing word fails the type check.
 */
export const es: CustomerPageWords = {
  quotePage: {
    title: 'Su presupuesto',
    description: 'Su presupuesto de Clearview Exterior Cleaning.',
    intro: 'Léalo, descárguelo y acéptelo o háganos sus preguntas.',
    opening: 'Abriendo su presupuesto…',
  },
  visitPage: {
    title: 'Su visita',
    description: 'Su visita de Clearview Exterior Cleaning.',
    intro: 'Cuándo vamos, y cómo cambiar la fecha o cancelarla.',
    opening: 'Abriendo su visita…',
  },
  refused: {
    quote: {
      expired: 'El enlace de este presupuesto ha vencido',
      expiredWhy:
        'Un presupuesto es válido hasta su fecha, y una versión nueva lo reemplaza (le enviamos su enlace por correo).',
      invalid: 'El enlace de este presupuesto no es válido',
      failed: 'No pudimos abrir su presupuesto',
    },
    visit: {
      expired: 'Este enlace ha vencido',
      expiredWhy: 'La visita a la que correspondía ya comenzó.',
      invalid: 'Este enlace no es válido',
      failed: 'No pudimos abrir su visita',
    },
    invalidWhy: 'Puede que esté incompleto o modificado: ábralo de nuevo desde nuestro correo.',
    tooMany: 'Demasiados intentos en poco tiempo. Espere unos minutos.',
    busy: 'Inténtelo de nuevo en un momento.',
    callUs: 'También puede llamarnos al',
  },
  quote: {
    heading: (number) => `Presupuesto ${number}`,
    from: (office, customer) => `De ${office}${customer ? ` para ${customer}` : ''}.`,
    dates: (issued, validUntil) => `Emitido el ${issued}, válido hasta el ${validUntil}.`,
    pdf: 'Descargar el PDF',
    lines: 'Lo que haremos',
    quantity: (quantity, unit) => `${quantity} × ${unit}`,
    lineDiscount: (amount, plan, percent) =>
      `, menos ${amount} de descuento del plan${plan ? ` ${plan}` : ''} (${percent} %)`,
    planDiscount: 'Descuento del plan',
    total: 'Total a pagar',
    deposit: 'Depósito para reservar el trabajo',
    accepted: (name, date) => `Usted aceptó este presupuesto como ${name} el ${date}.`,
    declined: 'Usted rechazó este presupuesto. Si cambia de opinión, llámenos al',
    accept: {
      title: 'Aceptar este presupuesto',
      name: 'Su nombre completo, como firma',
      terms: 'términos del servicio',
      button: 'Aceptar el presupuesto',
      notReached: 'Su aceptación no nos llegó. Inténtelo de nuevo.',
    },
    question: {
      title: '¿Tiene una pregunta?',
      label: 'Su pregunta',
      button: 'Enviar la pregunta',
      missing: 'Escriba su pregunta.',
      sent: 'Gracias: la oficina recibió su pregunta y le responderá.',
    },
    decline: {
      title: '¿No le conviene?',
      label: 'Díganos por qué el presupuesto no le conviene',
      button: 'Rechazar el presupuesto',
      missing: 'Díganos por qué.',
    },
    messageNotReached: 'Su mensaje no nos llegó. Inténtelo de nuevo.',
    closed: 'Este presupuesto ya no se puede responder en línea: ya fue respondido o pasó su fecha.',
    depositPaid: (amount) => `Su depósito de ${amount} está pagado. Gracias: la oficina confirmará su trabajo.`,
    depositConfirming:
      'Gracias por su pago. Estamos confirmando su depósito con el procesador de tarjetas; tarda unos segundos.',
    depositTitle: 'Pagar el depósito',
    depositIntro: (amount) =>
      `Un depósito de ${amount} reserva su trabajo. Escribirá los datos de su tarjeta en la página segura de Stripe.`,
    depositButton: (amount) => `Pagar el depósito de ${amount}`,
    depositNotOpened: 'La página de pago no se abrió. Inténtelo de nuevo o pague por teléfono.',
  },
  job: {
    title: 'Reserve su trabajo',
    intro: 'Elija cuándo va nuestro equipo. Cada hora es la de llegada.',
    book: 'Reservar esta hora',
    noTimes: 'No hay horas libres en línea en las próximas semanas. Llámenos al',
    booked: 'Su trabajo está reservado',
    emailed: 'Le enviamos la reserva por correo con una invitación de calendario.',
    change: 'Cambiarla o cancelarla',
    changeByPhone: 'Para cambiarla, llame al',
  },
  visit: {
    heading: {
      estimate: {
        booked: 'Visita de presupuesto: programada',
        cancelled: 'Visita de presupuesto: cancelada',
        done: 'Visita de presupuesto: realizada',
      },
      job: { booked: 'Trabajo: programado', cancelled: 'Trabajo: cancelado', done: 'Trabajo: realizado' },
    },
    canChange: (until) => `Puede cambiar la fecha o cancelarla aquí hasta el ${until}.`,
    tooLate: (until) => `Ya no se puede cambiar en línea (se podía hasta el ${until}).`,
    questions: (office) => `¿Preguntas? Llame a ${office} al`,
    reminderTitle: 'Su recordatorio de reseña',
    reminderStopped: 'No le recordaremos la reseña de este trabajo.',
    reminderDue:
      'Le pedimos una reseña de este trabajo y se lo recordaremos una vez. Puede cancelar ese recordatorio aquí.',
    stopReminder: 'Cancelar el recordatorio',
    moveTitle: 'Cambiarla a otra hora',
    move: 'Cambiar a esta hora',
    noTimes: 'No hay otra hora libre en línea. Llámenos.',
    cancelTitle: 'Cancelarla',
    cancel: 'Cancelar la visita',
    closed: 'Esta visita ya no se puede cambiar en línea. Llámenos.',
    notReached: 'Su cambio no nos llegó. Inténtelo de nuevo.',
  },
  booking: {
    justTaken: (times) => `Alguien acaba de reservar esa hora. Las próximas horas libres: ${times}.`,
    noneLeft: 'Alguien acaba de reservar esa hora, y no hay otra libre en línea. Llámenos.',
    notOffered: 'Elija una de las horas que se muestran.',
    tooMany: 'Demasiados intentos en poco tiempo. Espere unos minutos o llámenos.',
    notReached: 'Su reserva no nos llegó. Inténtelo de nuevo.',
    closed: 'Esto ya no se puede reservar en línea. Llámenos.',
  },
}
