import type { en } from './en';
import { jobsEs } from './es-jobs';
import type { hiCategoryLabels } from './hi';

/**
 * Spanish texts of the app shell (twin of en.ts). Plain Latin-American Spanish as US day labourers and
 * domestic workers speak it: "usted", short everyday words, numbers in digits. The words for the domain
 * terms are fixed in docs/glossary/es.md.
 */
export const es: typeof en = {
  jobs: jobsEs,
  brand: {
    tagline: 'Trabajo por día, cerca de usted',
  },
  safety: {
    notice: 'Nunca pague para conseguir trabajo. Reporte a quien le pida dinero.',
    noticeLink: 'Consejos de seguridad',
    messageWarning: 'Los empleadores de {{siteName}} nunca le piden dinero. Nunca dé un código OTP.',
    jobWarning:
      'Cuidado: este anuncio usa palabras que salen mucho en estafas. Nunca pague dinero ni dé un código OTP para conseguir trabajo.',
    postRule:
      'En {{siteName}} no se permite pedir dinero a los trabajadores (cuotas, depósitos, uniformes, capacitación).',
    moderationLink: 'Revisión',
    reportJob: {
      button: 'Reportar este trabajo',
      title: 'Reportar este trabajo',
      menu: 'Más opciones para {{title}}',
    },
    held: {
      title: 'Su trabajo espera una revisión',
      wording:
        'Habla de dinero que se pide a los trabajadores (una cuota, un depósito, un pago o un OTP). Los empleadores no pueden pedir dinero a los trabajadores, por eso los trabajadores todavía no ven este trabajo.',
      reports: 'Varias personas reportaron este trabajo, por eso los trabajadores no lo ven por ahora.',
      linked:
        'Tiene el mismo anunciante, teléfono, cuenta de pago o usuario de chat que un trabajo que quitamos por estafa, por eso los trabajadores no lo ven por ahora.',
      review:
        'Una persona de nuestro equipo lo va a revisar en {{hours}} horas o menos. Mientras tanto, puede cambiarlo.',
      assistant:
        'Su trabajo "{{title}}" espera una revisión: los trabajadores todavía no lo ven. Una persona de nuestro equipo lo va a revisar en {{hours}} horas o menos.',
    },
    removed: {
      title: 'Quitamos este trabajo',
      body: 'Nuestro equipo de revisión quitó este trabajo porque no cumplía las reglas. Los trabajadores ya no lo pueden ver.',
    },
    report: {
      reasonLegend: '¿Qué está mal?',
      reasons: {
        money: 'Pide dinero',
        fake: 'Trabajo falso o engañoso',
        abuse: 'Insultos o acoso',
        other: 'Otra cosa',
      },
      details: 'Cuéntenos qué pasó',
      detailsOptional: 'Cuéntenos más (si quiere)',
      detailsCounter: '{{count}} / {{max}}',
      send: 'Enviar',
      sending: 'Enviando...',
      cancel: 'Cancelar',
      thanks: 'Gracias. Lo vamos a revisar.',
      done: 'Listo',
      failed: 'No se pudo enviar el reporte. {{reason}}',
    },
  },
  common: {
    loading: 'Cargando...',
    home: 'Inicio',
    goHome: 'Ir al inicio',
    sampleJob: 'Trabajo de ejemplo',
    tryAgain: 'Intentar otra vez',
  },
  errors: {
    bad_request: 'No entendimos lo que pidió.',
    validation_failed: 'Revise los campos marcados.',
    unauthorized: 'Primero entre a su cuenta.',
    forbidden: 'Usted no tiene permiso para hacer eso.',
    not_found: 'No se encontró.',
    gone: 'Esto ya no está disponible.',
    conflict: 'Eso choca con datos que ya existen.',
    rate_limited: 'Demasiados intentos. Espere {{seconds}} segundos e intente otra vez.',
    origin_rejected: 'Este pedido vino de otro sitio y lo rechazamos.',
    payload_too_large: 'Es demasiado grande para enviar.',
    internal: 'Hubo un error inesperado',
    service_unavailable: 'El servicio no funciona por un momento. Intente otra vez en un rato.',
    network: 'No pudimos conectar con el servidor. Revise su conexión e intente otra vez.',
    job_not_found: 'No se encontró el trabajo',
    under_review: 'Este trabajo espera una revisión. Lo vamos a revisar pronto.',
    job_removed: 'Nuestro equipo de revisión quitó este trabajo y ya no se puede cambiar.',
    own_item: 'No puede reportar su propio anuncio o mensaje.',
    blocked: 'No puede escribirle a esta persona: uno de ustedes bloqueó al otro.',
    account_suspended: 'Esta cuenta está suspendida por no cumplir nuestras reglas.',
    phone_not_verified:
      'Este número para llamar todavía no está verificado. Verifíquelo con el código que le mandamos por SMS y luego publique el trabajo.',
    new_account_job_limit:
      'Las cuentas nuevas pueden tener como máximo {{max}} trabajos publicados en sus primeras {{hours}} horas. Cierre un trabajo o intente más tarde.',
    phone_banned: 'Este número no se puede usar aquí. Use otro número.',
    own_job: 'Este es su propio trabajo. Los trabajadores que le escriban sobre él aparecen en Mensajes.',
    job_closed: 'Este trabajo está cerrado y ya no recibe mensajes nuevos.',
    client_id_taken: 'No se pudo enviar este mensaje. Escríbalo otra vez.',
    too_many_connections: 'Tiene demasiadas pestañas abiertas. Cierre algunas e intente otra vez.',
    invalid_token: 'Este enlace no es válido.',
    invalid_cursor: 'Esta lista cambió. Vuelva a cargarla.',
    not_messaged: 'Puede contratar a un trabajador cuando él le haya escrito sobre este trabajo.',
    job_full:
      'Todos los puestos de este trabajo están llenos. Quite una contratación para contratar a otra persona.',
    already_replied: 'Usted ya respondió a esta calificación.',
    not_eligible_yet:
      'Pueden calificarse después del trabajo: cuando el trabajador ya esté contratado, o cuando los dos se hayan escrito aquí y ya haya pasado el día de trabajo o el trabajo esté cerrado.',
    rating_locked:
      'Una calificación se puede cambiar durante {{days}} días después de darla. Esta ya no se puede cambiar.',
    empty_alert:
      'Primero elija una ciudad, un tipo de trabajo, un pago o palabras para buscar, así le mandamos solo los trabajos que quiere.',
    too_many_alerts:
      'Ya tiene {{max}} avisos de trabajo, el máximo que puede tener. Borre uno en Ajustes para agregar otro.',
    geocoder_timeout: 'Buscar su ubicación tardó demasiado.',
    geocoder_unavailable: 'No pudimos buscar su ubicación en este momento.',
    ai_unavailable: 'No se pudo conectar con el asistente de IA',
    payment_required: 'El servicio de IA necesita créditos. Comuníquese con soporte.',
  },
  validation: {
    unusualCharacters: 'Quite las letras o signos raros de este campo.',
    tooDeeplyNested: 'Este campo tiene demasiadas listas dentro de listas.',
  },
  crews: {
    filled: '{{hired}} de {{needed}} puestos llenos',
  },
  messaging: {
    errorTitle: 'Error',
    startFailed: 'No se pudo empezar la conversación',
  },
  notFound: {
    title: '¡Uy! No encontramos la página',
    backHome: 'Volver al inicio',
  },
  routeError: {
    title: 'Algo salió mal en esta página',
    body: 'Vuelva a cargar la página. Si sigue pasando, comuníquese con soporte.',
    reload: 'Volver a cargar',
  },
  email: {
    footer: 'Recibió este correo de {{siteName}}.',
  },
  app: {
    skipToContent: 'Ir al contenido principal',
    offline: 'No tiene internet. Le mostramos los trabajos guardados en este teléfono.',
    toasts: 'Mensajes en pantalla',
    closeToast: 'Cerrar mensaje',
  },
  dialog: {
    close: 'Cerrar',
  },
  header: {
    logoLabel: 'Inicio de {{siteName}}',
    mainLinks: 'Principal',
    accountLinks: 'Cuenta',
    cityLabel: 'Su ciudad',
    cityPlaceholder: 'Escriba su ciudad',
    searchLabel: 'Buscar trabajos',
    searchPlaceholder: 'Buscar trabajos, por ejemplo: cocinera, chofer',
    searchSubmit: 'Buscar',
    aiAssistant: 'Asistente de IA',
    signIn: 'Entrar',
    signUp: 'Registrarse',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    userMenu: '{{initial}} {{name}}, menú de la cuenta',
    welcomeBack: '¡Qué bueno verle otra vez, {{name}}!',
    myProfile: 'Mi perfil',
    messages: 'Mensajes',
    messagesUnread_one: 'Mensajes, {{count}} sin leer',
    messagesUnread_other: 'Mensajes, {{count}} sin leer',
    notifications: 'Avisos',
    notificationsUnread_one: 'Avisos, {{count}} sin leer',
    notificationsUnread_other: 'Avisos, {{count}} sin leer',
    settings: 'Ajustes',
    signOut: 'Salir',
    signOutFailed: 'No se pudo salir',
    changeLanguage: 'Cambiar el idioma',
    themeToDark: 'Cambiar a modo oscuro',
    themeToLight: 'Cambiar a modo claro',
  },
  cityBox: {
    suggestionCount_one: 'Encontramos {{count}} ciudad. Use las flechas de arriba y abajo para elegir.',
    suggestionCount_other: 'Encontramos {{count}} ciudades. Use las flechas de arriba y abajo para elegir.',
  },
  footer: {
    about_text:
      'Trabajos por día cerca de usted. Los empleadores publican gratis; los trabajadores los llaman o les escriben directo. En India y Estados Unidos.',
    quickLinks: 'Enlaces rápidos',
    support: 'Ayuda',
    about: 'Quiénes somos',
    howItWorks: 'Cómo funciona',
    pricing: 'Precios',
    safety: 'Consejos de seguridad',
    help: 'Centro de ayuda',
    contact: 'Contáctenos',
    privacy: 'Política de privacidad',
    terms: 'Condiciones de uso',
    countryLabel: 'País y moneda',
    countryIN: 'India (₹)',
    countryUS: 'Estados Unidos ($)',
    copyright: '© {{year}} {{siteName}}. Todos los derechos reservados.',
  },
  pages: {
    post: {
      title: 'Publicar un trabajo: encuentre trabajadores en 2 pasos fáciles. ¡Es totalmente GRATIS!',
      signedOutWarning: 'Tiene que entrar a su cuenta para publicar un trabajo',
    },
    jobs: {
      all: 'Todos los trabajos',
      inCity: 'Trabajos en {{city}}',
      searchResults: 'Resultados para "{{text}}"',
      lead: 'Trabajos por día, los más nuevos primero. Llame o escriba directo al empleador.',
      browseAll: 'Ver todos los trabajos',
      postJob: 'Publicar un trabajo',
    },
    cityCategory: { title: 'Trabajos de {{category}} en {{city}}' },
    job: { title: 'Detalles del trabajo', backToJobs: 'Volver a todos los trabajos' },
    cities: { title: 'Busque trabajos en su ciudad', lead: 'Elija su ciudad para ver los trabajos de ahí.' },
    category: { title: 'Trabajos de {{category}}', lead: 'Trabajos por día de esta categoría.' },
    assistant: { title: 'Asistente de IA' },
    profile: { title: 'Mi perfil', signedOut: 'Entre a su cuenta para ver su perfil' },
    messages: { title: 'Mensajes', signedOut: 'Entre a su cuenta para ver sus mensajes', signIn: 'Entrar' },
    unsubscribe: { title: 'Ajustes de correo' },
    settings: { title: 'Ajustes' },
    login: { title: 'Entrar' },
    signup: { title: 'Crear cuenta' },
    verifyEmail: { title: 'Verifique su correo' },
    forgotPassword: { title: '¿Olvidó su contraseña?' },
    about: { title: 'Quiénes somos' },
    howItWorks: { title: 'Cómo funciona' },
    pricing: { title: 'Precios' },
    safety: { title: 'Consejos de seguridad' },
    help: { title: 'Centro de ayuda' },
    contact: { title: 'Contáctenos' },
    privacy: { title: 'Política de privacidad' },
    terms: { title: 'Condiciones de uso' },
    lastUpdated: 'Última actualización: 1 de enero de 2025',
  },
  devMailbox: {
    title: 'Buzón de prueba',
    lead: 'Correos que el servidor habría enviado, los más nuevos primero. Solo en servidores de prueba.',
    refresh: 'Actualizar',
    off: 'El buzón de prueba está apagado en este servidor.',
    empty: 'Todavía no hay correos.',
    loadFailed: 'No se pudo cargar el buzón.',
    to: 'Para',
    sentAt: 'Enviado',
    count_one: '{{count}} correo',
    count_other: '{{count}} correos',
  },
};

/**
 * Spanish labels of the categories, job types, timings and urgencies named in shared/categories.ts, and of
 * the pay bands of the job filters (the same keys as `hiCategoryLabels` in hi.ts).
 */
export const esCategoryLabels: typeof hiCategoryLabels = {
  categories: {
    'household-work': 'Trabajo de casa',
    'delivery-transport': 'Entregas y transporte',
    construction: 'Construcción',
    'shop-assistant': 'Ayudante de tienda',
    'security-guard': 'Guardia de seguridad',
    cooking: 'Cocina',
    cleaning: 'Limpieza',
    gardening: 'Jardinería',
    painting: 'Pintura',
    other: 'Otro trabajo',
  },
  homeCategories: {
    'household-work': {
      title: 'Trabajo de casa',
      subtitle: 'Limpieza, cocina, jardinería',
      count: '500+ trabajos hoy',
    },
    'delivery-transport': {
      title: 'Entregas y transporte',
      subtitle: 'Entregas, choferes, mudanzas',
      count: '300+ trabajos hoy',
    },
    construction: {
      title: 'Construcción',
      subtitle: 'Peones, albañiles, pintura',
      count: '200+ trabajos hoy',
    },
    'shop-assistant': {
      title: 'Ayudante de tienda',
      subtitle: 'Tiendas, ventas, caja',
      count: '150+ trabajos hoy',
    },
    security: {
      title: 'Seguridad',
      subtitle: 'Guardias de seguridad, veladores',
      count: '100+ trabajos hoy',
    },
    'office-work': {
      title: 'Trabajo de oficina',
      subtitle: 'Ayudante de oficina, captura de datos, recepción',
      count: '120+ trabajos hoy',
    },
  },
  jobTypes: {
    household: 'Trabajo de casa',
    delivery: 'Entregas',
    construction: 'Construcción',
    retail: 'Tiendas y ventas',
    security: 'Seguridad',
    gardening: 'Jardinería',
  },
  usCategories: {
    'home-services': 'Servicios para el hogar',
    'delivery-gig-work': 'Entregas y trabajos por app',
    'construction-labor': 'Trabajo de construcción',
    'retail-assistant': 'Ayudante de tienda',
    'warehouse-work': 'Trabajo de bodega',
    'customer-service': 'Atención al cliente',
  },
  indiaCategoryLinks: {
    'household-work': 'Trabajos de casa',
    'delivery-transport': 'Entregas y transporte',
    construction: 'Trabajo de construcción',
    'shop-assistant': 'Puestos de ayudante de tienda',
    security: 'Trabajos de seguridad',
    'office-work': 'Trabajo de oficina',
  },
  timings: {
    morning: 'Turno de mañana',
    evening: 'Turno de tarde',
    'full-day': 'Día completo',
    flexible: 'Horario flexible',
  },
  urgencies: {
    normal: { label: 'Normal', hint: 'En una semana' },
    urgent: { label: 'Urgente', hint: 'En 2 o 3 días' },
    immediate: { label: 'Inmediato', hint: 'Hoy o mañana' },
  },
  payBands: {
    'under-500': 'Menos de ₹500 por día',
    '500-700': '₹500-₹700 por día',
    '700-1000': '₹700-₹1000 por día',
    'above-1000': 'Más de ₹1000 por día',
    'under-100': 'Menos de $100 por día',
    '100-150': '$100-$150 por día',
    '150-200': '$150-$200 por día',
    'above-200': 'Más de $200 por día',
  },
};
