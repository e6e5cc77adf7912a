import { esCategoryLabels } from '../../../../shared/i18n/es';
import type { Replies } from './replies';
import { categoriesOf, clock12, searchAnswers, urgenciesOf } from './replies-shared';

/** "de la mañana" (before noon), "de la tarde" (noon to 8), "de la noche". */
function spanishPartOfDay(hour: number): string {
  if (hour < 5) return 'de la noche';
  if (hour < 12) return 'de la mañana';
  return hour < 20 ? 'de la tarde' : 'de la noche';
}

/** Everything the local engine says, in Spanish (issue #27): searches and the guided job post. */
export function spanishReplies(): Replies {
  return {
    greeting:
      '¡Hola! Puedo buscarle trabajo por día cerca de usted o ayudarle a publicar un trabajo. Escriba, por ejemplo, "trabajo de limpieza en Houston" o "quiero publicar un trabajo".',
    help:
      'Puedo buscar trabajos ("trabajo de pintor en Dallas", luego "solo los urgentes" o "más de 150"), darle ' +
      'los detalles de un trabajo de la lista ("dígame más del 2") y publicar un trabajo paso a paso ("quiero ' +
      'publicar un trabajo"). Diga "cancelar" para parar.',
    unknown:
      'Perdón, no le entendí. Puede escribir "busco trabajo en Houston", "trabajo de chofer en Dallas" o "quiero publicar un trabajo".',
    ...searchAnswers({
      found: (total, where) => `Encontré ${total} ${total === 1 ? 'trabajo' : 'trabajos'} en ${where}`,
      firstShown: (shown) => `Estos son los primeros ${shown}.`,
      none: (where) => `No encontré trabajos en ${where}`,
      fewerFilters: 'Pruebe con menos filtros, por ejemplo un pago más bajo o no solo urgentes.',
      elsewhere: 'Pruebe una ciudad grande cercana u otro tipo de trabajo.',
      stop: '.',
    }),
    atLeast: (amount) => `${amount} o más por día`,
    atMost: (amount) => `hasta ${amount} por día`,
    between: (low, high) => `de ${low} a ${high} por día`,
    urgentOnly: 'solo urgentes',
    details: (index, title, location, pay, open) =>
      `Trabajo ${index}: "${title}" en ${location}, ${pay} por día.${open ? '' : ' Este trabajo ya está cerrado.'}`,
    noList:
      'Todavía no le he mostrado trabajos. Busque primero, por ejemplo "trabajo en Houston", y luego pregunte "dígame más del 2".',
    outOfRange: (index, count) =>
      `Le mostré ${count} ${count === 1 ? 'trabajo' : 'trabajos'}, así que no hay número ${index}. ` +
      (count === 1 ? 'Diga 1, por favor.' : `Elija un número del 1 al ${count}, por favor.`),
    jobGone: (index) => `El trabajo ${index} ya no está disponible.`,
    whichOne: '¿Cuál? Diga su número, por ejemplo "dígame más del 2".',
    anythingElse: 'Muy bien. ¿Qué quiere hacer? Puede buscar trabajo o publicar un trabajo.',
    cancelled: 'Muy bien, cancelé la publicación del trabajo.',
    nothingToCancel: 'Muy bien, paré. ¿Qué quiere hacer ahora?',
    startPosting: 'Vamos a publicar su trabajo.',
    resumePosting: 'Vamos a terminar de publicar su trabajo.',
    notUnderstood: 'Perdón, no le entendí.',
    summaryTitle: 'Este es su anuncio de trabajo:',
    confirmQuestion: '¿Lo publico? Diga "sí", o dígame qué cambiar, por ejemplo "pago 150".',
    updated: 'Listo, ya lo cambié.',
    whatToChange: '¿Qué cambio? Por ejemplo "pago 150", "ciudad Houston" o "teléfono 713 555 0100".',
    signIn:
      'Para publicar un trabajo necesita iniciar sesión. Inicie sesión y luego diga "sí", y lo publico.',
    posted: (title) => `Su trabajo "${title}" está publicado. Los trabajadores ya lo pueden ver y llamarle.`,
    held: (title) =>
      `Su trabajo "${title}" está guardado, pero los trabajadores todavía no lo ven: pide dinero a los trabajadores (una cuota, un depósito, un pago o un código OTP), y eso no está permitido. Una persona de nuestro equipo lo revisará en menos de 24 horas.`,
    fieldRejected: (label, detail) =>
      `No se aceptó el campo ${label.toLowerCase()}${detail ? `: ${detail.replace(/\.$/, '')}` : ''}.`,
    tooManyPosts:
      'Ha publicado muchos trabajos en poco tiempo. Intente más tarde; su anuncio queda guardado.',
    phoneNotVerified: (phone) =>
      `El número ${phone} todavía no está verificado. Verifíquelo en la página Publicar un trabajo (/post): le mandamos un código por SMS. O dígame un número que ya verificó, como "teléfono 713 555 0100".`,
    newAccountLimit:
      'Las cuentas nuevas pueden tener como máximo 3 trabajos activos en sus primeras 24 horas. Cierre un trabajo o intente más tarde; su anuncio queda guardado.',
    postFailed: 'Perdón, no se pudo publicar el trabajo. Revise los datos e intente otra vez.',
    draftKept: 'Su anuncio queda guardado: diga "quiero publicar un trabajo" para terminarlo.',
    defaultDescription: (title, city, pay) => `Se busca ${title} en ${city}. Pago ${pay} por día.`,
    areaNote: (area) => `Zona: ${area}.`,
    perDay: (amount) => `${amount} por día`,
    shift: {
      soon: ['Hoy', 'Mañana', 'Pasado mañana'],
      anyDay: 'Cualquier día',
      flexible: 'Flexible',
      dateLocale: 'es-US',
      time: (hour, minute) => `${clock12(hour, minute)} ${spanishPartOfDay(hour)}`,
      hours: (count) => `${count} ${count === 1 ? 'hora' : 'horas'} por día`,
      days: (count) => `${count} ${count === 1 ? 'día' : 'días'}`,
      workers: (count) => `${count} ${count === 1 ? 'trabajador' : 'trabajadores'}`,
      payTimings: {
        'same-day': 'pago el mismo día',
        'end-of-job': 'pago al terminar el trabajo',
        weekly: 'pago cada semana',
      },
      notGiven: 'No se dio',
    },
    categories: categoriesOf(esCategoryLabels),
    urgencies: urgenciesOf(esCategoryLabels),
    countries: { IN: 'India', US: 'Estados Unidos' },
  };
}
