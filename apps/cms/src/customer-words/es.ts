import type { VisitMail } from '../booking/visit-emails'
import type { CustomerWords } from './en'

/** The customer's sentences in US Spanish (usted), written for the reader rather than word for word. */
export const es: CustomerWords = {
  hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  visit: {
    heading: (mail, kind) => {
      const happens: Record<VisitMail, [job: string, estimate: string]> = {
        confirmation: ['está reservado', 'está reservada'],
        cancelled: ['se canceló', 'se canceló'],
        reminder: ['es mañana', 'es mañana'],
      }
      return kind === 'job' ? `Su trabajo ${happens[mail][0]}` : `Su visita para el presupuesto ${happens[mail][1]}`
    },
    when: 'Cuándo',
    where: 'Dónde',
    reference: 'Referencia',
    bookAnother: (phone) => `Para reservar otro horario, llame al ${phone}.`,
    changeButton: 'Cambiar o cancelar',
    changeOnline: (until, phone) =>
      `Puede cambiar la fecha o cancelar en línea hasta el ${until}; después, llame al ${phone}. El enlace es solo para usted: por favor, no lo reenvíe.`,
    callToChange: (phone) => `Si necesita cambiar la fecha, llame al ${phone}.`,
    reminderText: (office, when, reference, phone) =>
      `${office}: le recordamos su cita del ${when} (${reference}). Si necesita cambiarla, llame al ${phone}. Responda STOP para no recibir más mensajes.`,
    invitationTitle: (kind, office) => `${kind === 'job' ? 'Trabajo' : 'Visita para el presupuesto'}: ${office}`,
    invitationDescription: (reference, phone) =>
      `Referencia ${reference}. Si necesita cambiar la fecha, llame al ${phone}.`,
  },
  review: {
    subject: (step, office) =>
      step === 'request'
        ? `¿Qué tal lo hicimos? Cuéntenos cómo fue su trabajo con ${office}`
        : `Un recordatorio: ¿qué tal lo hicimos? (${office})`,
    heading: '¿Qué tal lo hicimos?',
    askEveryone: (reference) =>
      `Después de cada trabajo les pedimos a todos nuestros clientes su opinión (referencia ${reference}). Cuéntenos a nosotros y a sus vecinos cómo le fue, sea cual sea su opinión: solo le tomará un minuto.`,
    googleButton: 'Escribir una reseña en Google',
    onOurSite: 'O escríbala en nuestro sitio:',
    stopReminder: 'Le enviaremos un solo recordatorio en unos días. Si no desea recibirlo:',
    lastMessage: 'Este es nuestro último mensaje sobre este tema.',
    text: (office, link) =>
      `${office}: gracias por elegirnos. ¿Qué tal lo hicimos? Les pedimos a todos nuestros clientes su opinión: ${link} Responda STOP para no recibir más mensajes.`,
  },
  quote: {
    subject: (number, office) => `Su presupuesto ${number} de ${office}`,
    preview: (number, total) => `Su presupuesto ${number}: ${total}`,
    heading: (number) => `Su presupuesto ${number} está listo`,
    total: 'Total a pagar',
    depositToBook: 'Depósito para reservar',
    validUntil: 'Válido hasta',
    seeButton: 'Ver su presupuesto',
    onThatPage: (phone) =>
      `En esa página puede descargarlo en PDF, aceptarlo, decirnos que no le conviene o hacernos una pregunta. El enlace es solo para usted: por favor, no lo reenvíe. ¿Tiene preguntas? Llame al ${phone}.`,
    pdf: {
      title: (number) => `Presupuesto ${number}`,
      titleWithVersion: (number, version) => `Presupuesto ${number} (versión ${version})`,
      issued: (issuedOn, validUntil) => `Emitido el ${issuedOn}, válido hasta el ${validUntil}`,
      forCustomer: (name) => `Para ${name}`,
      columns: { what: 'Servicio', quantity: 'Cant.', unit: 'Precio unitario', amount: 'Importe' },
      planDiscount: (plan, percent) => `Descuento del plan ${plan} (${percent} %)`,
      subtotal: 'Subtotal',
      discount: 'Descuento',
      total: 'Total a pagar',
      deposit: 'Depósito',
      notes: 'Notas',
      howToAccept: (phone) =>
        `Para aceptarlo, abra el enlace de su correo, escriba su nombre y acepte los términos. El depósito reserva su trabajo; el saldo se paga al terminar el trabajo. Preguntas: ${phone}.`,
      accepted: (name, on) => `Aceptado por ${name} el ${on}.`,
      totalSubject: (total) => `Total a pagar: ${total}`,
    },
  },
}
