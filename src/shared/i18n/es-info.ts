import type { info } from './en-info';

/**
 * Spanish texts of the information pages (twin of en-info.ts; words from docs/glossary/es.md). Figures
 * arrive as parameters, as in English. The legal pages are in plain words too; the English text is the one
 * that binds.
 */
export const infoEs: typeof info = {
  units: {
    hours_one: '{{count}} hora',
    hours_other: '{{count}} horas',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    businessDays_one: '{{count}} día hábil',
    businessDays_other: '{{count}} días hábiles',
    months_one: '{{count}} mes',
    months_other: '{{count}} meses',
  },
  days: {
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
    sunday: 'domingo',
  },
  businessHours: 'De {{firstDay}} a {{lastDay}}, de {{opens}} a {{closes}}',
  lastUpdated: 'Última actualización: {{date}}',
  onThisPage: 'En esta página',

  about: {
    lead: '{{siteName}} es un lugar para encontrar trabajo por día cerca de usted. Casas y tiendas encuentran personas de limpieza, cocineras, choferes, peones y guardias cerca, y los trabajadores encuentran el trabajo de hoy sin intermediarios.',
    missionTitle: 'Nuestra misión',
    mission:
      'Toda persona que quiere trabajar debe encontrar trabajo hoy, cerca de su casa, con un pago justo. Hacemos que contratar por día sea tan fácil como hacer una llamada: los empleadores publican gratis, los trabajadores ven el trabajo con su pago y su lugar, y los dos hablan directo.',
    statsTitle: '{{siteName}} en números',
    stats: {
      jobSeekers: 'Personas que buscan trabajo',
      partnerCompanies: 'Empresas socias',
      successRate: 'Tasa de éxito',
      cities: 'Ciudades',
      countries: 'Países',
      founded: 'Fundado en',
      availability: 'Disponible',
    },
    founderTitle: 'Conozca a nuestro fundador',
    founderRole: 'Fundador y director',
    founderBio:
      '{{founder}} fundó {{siteName}} en {{year}} con una idea sencilla: una persona de limpieza, una cocinera o un chofer deben encontrar el trabajo de hoy tan fácil como hacer una llamada, y una familia o una tienda deben encontrar ayuda de confianza sin pagarle a un intermediario.',
    remote: 'Trabajamos a distancia desde India y Estados Unidos',
    remoteBody:
      'Nuestro equipo pequeño trabaja a distancia en India y Estados Unidos, cerca de las ciudades y de la gente que atendemos.',
    howTitle: 'Cómo funciona',
    how: {
      post: {
        title: 'Los empleadores publican un trabajo',
        body: 'Una casa o una tienda dice qué trabajo necesita, dónde y el pago por día. Publicar es gratis.',
      },
      find: {
        title: 'Los trabajadores lo encuentran',
        body: 'Los trabajadores buscan por ciudad o por categoría, o le preguntan al Asistente de IA con palabras sencillas.',
      },
      connect: {
        title: 'Hablan directo',
        body: 'El trabajador llama al empleador o le manda un mensaje en la aplicación, y el trabajo puede empezar el mismo día.',
      },
    },
    valuesTitle: 'Lo que nos importa',
    values: {
      innovation: {
        title: 'Nuevas ideas',
        body: 'Usamos tecnología como la IA y la búsqueda por voz para que buscar trabajo sea fácil en cualquier teléfono, aunque el internet sea lento.',
      },
      community: {
        title: 'Comunidad',
        body: 'Trabajamos para la gente que mantiene funcionando las casas, las tiendas y las ciudades, y para los vecinos que la contratan.',
      },
      integrity: {
        title: 'Honradez',
        body: 'Trabajos honestos, pago claro y sin cobros escondidos. Revisamos los anuncios y los reportes en {{reviewTime}} o menos.',
      },
      support: {
        title: 'Ayuda',
        body: 'Personas de verdad contestan sus preguntas. Contestamos cada correo en {{replyTime}} o menos.',
      },
    },
    whyTitle: 'Por qué escoger {{siteName}}',
    why: {
      aiMatching: {
        title: 'Búsqueda con IA',
        body: 'Nuestro Asistente de IA entiende palabras sencillas y la voz, y le ayuda a encontrar o publicar el trabajo correcto.',
      },
      verified: {
        title: 'Empleadores y anuncios verificados',
        body: 'Revisamos a los empleadores y los anuncios, y revisamos cada reporte en {{reviewTime}} o menos.',
      },
      messaging: {
        title: 'Mensajes directos',
        body: 'Llame al empleador o escríbale en la aplicación. Sin agentes en medio, sin comisión.',
      },
      tracking: {
        title: 'Lista de interesados',
        body: 'Los empleadores ven en un solo lugar a los trabajadores que los buscaron.',
      },
      free: {
        title: 'Gratis para quien busca trabajo',
        body: 'Los trabajadores nunca pagan para encontrar trabajo, y publicar un trabajo también es gratis para los empleadores.',
      },
      local: {
        title: 'Local, en India y Estados Unidos',
        body: 'Trabajos en su propia ciudad, con el pago en rupias en India y en dólares en Estados Unidos.',
      },
    },
    contactTitle: 'Escríbanos',
    contactBody: '¿Preguntas, ideas o un problema? Escríbanos y le contestamos en {{replyTime}} o menos.',
    contactForm: 'Usar el formulario de contacto',
  },

  howItWorks: {
    lead: 'Encuentre trabajo por día cerca de usted, o encuentre un trabajador para hoy. Así funciona {{siteName}} para los dos.',
    seekersTitle: 'Para quien busca trabajo',
    seekersLead: 'Encuentre trabajo en tres pasos fáciles. Es gratis.',
    seekers: {
      profile: {
        title: 'Haga su perfil',
        body: 'Regístrese con su correo o su número de teléfono. Ponga su nombre, su ciudad y el trabajo que hace, para que los empleadores sepan quién llama.',
      },
      matched: {
        title: 'Encuentre su trabajo',
        body: 'Elija su ciudad, busque un trabajo como “cocinera” o “chofer”, o pregúntele al Asistente de IA. Cada trabajo muestra el pago por día, el lugar y cuándo empieza.',
      },
      work: {
        title: 'Empiece a trabajar',
        body: 'Llame al empleador o mándele un mensaje, pónganse de acuerdo en el pago y el horario, y empiece, muchas veces el mismo día.',
      },
    },
    browseJobs: 'Ver trabajos',
    createProfile: 'Crear cuenta gratis',
    employersTitle: 'Para empleadores',
    employersLead: 'Casas, tiendas y negocios contratan en tres pasos.',
    employers: {
      post: {
        title: 'Publique un trabajo',
        body: 'Diga qué trabajo necesita, dónde, el pago por día y su número de teléfono. Toma dos minutos y publicar es gratis.',
      },
      review: {
        title: 'Conozca a los interesados',
        body: 'Trabajadores cerca de usted le llaman o le escriben directo. Pregunte por su experiencia, sus referencias y cuándo pueden empezar.',
      },
      hire: {
        title: 'Contrate',
        body: 'Escoja a la persona correcta, pónganse de acuerdo en el pago y el horario, y que se haga el trabajo. Cierre el trabajo cuando el puesto esté lleno.',
      },
    },
    postJob: 'Publicar un trabajo',
    safetyTitle: 'Cuídese',
    safetyBody:
      'Nunca pague para conseguir trabajo, y véanse en un lugar seguro. Lea nuestros consejos de seguridad antes de ver a alguien.',
    safetyLink: 'Leer consejos de seguridad',
  },

  pricing: {
    lead: 'Quien busca trabajo usa {{siteName}} gratis. Publicar un trabajo por día también es gratis. Los planes de pago dan más herramientas a las personas y negocios que las necesitan.',
    jobSeekersTitle: 'Para quien busca trabajo',
    employersTitle: 'Para empleadores',
    badges: {
      freeForever: 'Gratis para siempre',
      mostPopular: 'El más usado',
      bestValue: 'El mejor precio',
    },
    plans: {
      free: { name: 'Gratis', description: 'Todo lo que necesita para encontrar trabajo por día.' },
      premium: { name: 'Premium', description: 'Destaque y consiga trabajo más rápido.' },
      starter: { name: 'Básico', description: 'Para contratar de vez en cuando.' },
      professional: { name: 'Profesional', description: 'Para negocios que contratan cada semana.' },
      enterprise: { name: 'Empresa', description: 'Para equipos grandes y socios.' },
    },
    periods: {
      forever: 'para siempre',
      month: 'al mes',
      jobPosting: 'por anuncio',
    },
    customPrice: 'Precio a su medida',
    features: {
      unlimitedApplications: 'Contacte todos los trabajos que quiera',
      aiMatching: 'Búsqueda con IA',
      profileUpdates: 'Cambios al perfil',
      employerCommunication: 'Hablar con empleadores',
      emailNotifications: 'Avisos por correo',
      priorityInSearch: 'Primero en las búsquedas',
      analyticsDashboard: 'Panel de números',
      careerCoaching: 'Consejos para su trabajo',
      resumeTools: 'Ayuda con su currículum',
      prioritySupport: 'Ayuda primero, {{availability}}',
      postingDays: 'Anuncio por {{days}} días',
      basicMatching: 'Búsqueda básica',
      applicantTracking: 'Lista de interesados',
      emailSupport: 'Ayuda por correo',
      unlimitedPostings: 'Todos los anuncios que quiera',
      analytics: 'Números',
      featuredListings: 'Anuncios destacados',
      accountManager: 'Una persona solo para su cuenta',
      customIntegrations: 'Conexiones a su medida',
      whiteLabel: 'Con su propia marca',
      sla: 'SLA (acuerdo de nivel de servicio)',
    },
    signUp: 'Registrarse gratis',
    contact: 'Contáctenos',
    contactSales: 'Hablar con ventas',
    contactSubject: 'Plan {{plan}}',
    howToJoin:
      'Los planes de pago se arreglan con nuestro equipo. Mándenos un mensaje y le contestamos en {{replyTime}} o menos.',
    termsTitle: 'Condiciones sencillas y justas',
    terms: {
      monthToMonth: {
        title: 'Mes a mes',
        body: 'Sin contratos largos. Pare cuando quiera; su plan sigue hasta el final del mes que pagó.',
      },
      moneyBack: {
        title: 'Le devolvemos su dinero en {{moneyBackDays}} días',
        body: 'En los planes para empleadores: ¿no le gustó en los primeros {{moneyBackDays}} días? Le devolvemos todo el dinero.',
      },
      noSetupFee: {
        title: 'Sin cobro de inicio',
        body: 'Paga el precio del plan y nada más.',
      },
    },
    indiaNoteTitle: 'Precios en dólares',
    indiaNote:
      'Los precios de los planes están en dólares de Estados Unidos. Si quiere precios en rupias de India, pídalos: contáctenos y le mandamos un precio.',
    indiaNoteLink: 'Pedir precios en rupias',
    indiaNoteSubject: 'Precios en rupias',
    postingFree: '¿Solo necesita un trabajador por un día? Publicar un trabajo siempre es gratis.',
    postingFreeLink: 'Publicar un trabajo gratis',
  },

  safety: {
    lead: 'Casi toda la gente en {{siteName}} es honesta, pero ponga atención. Estos consejos le ayudan a buscar trabajo y a contratar sin peligro.',
    emergency: '¿Está en peligro? Llame al 112 en India o al 911 en Estados Unidos.',
    guidelinesTitle: 'Reglas de seguridad',
    guidelines: {
      verifyEmployers: {
        title: 'Revise al empleador',
        body: 'Antes de ir, pida el nombre completo del empleador, la dirección exacta y qué trabajo es. Busque la dirección en un mapa, y si es una tienda o una empresa, revise que de verdad exista. Tenga cuidado si alguien no le quiere dar estos datos.',
      },
      protectInformation: {
        title: 'Cuide sus datos personales',
        body: 'No dé su número de Aadhaar o de Seguro Social, sus datos del banco ni sus contraseñas antes de tener el trabajo, y nunca le dé a nadie un código de un solo uso (OTP). {{siteName}} nunca le va a pedir su contraseña ni un código.',
      },
      agreeFirst: {
        title: 'Pónganse de acuerdo antes de empezar',
        body: 'Pónganse de acuerdo en el pago por día, las horas y el trabajo antes de empezar, y guarde los mensajes. Apunte el número de teléfono del empleador.',
      },
      tellSomeone: {
        title: 'Dígale a alguien a dónde va',
        body: 'Pase la dirección y el teléfono del empleador a un familiar o a un amigo, y dígale a qué hora piensa volver.',
      },
    },
    redFlagsTitle: 'Señales de peligro',
    redFlags: {
      moneyRequests: {
        title: 'Le piden dinero',
        body: 'Alguien le pide pagar por el registro, la capacitación, un uniforme, un depósito o una “garantía de trabajo”. Los empleadores de verdad nunca les piden dinero a los trabajadores.',
      },
      tooGood: {
        title: 'Demasiado bueno para ser verdad',
        body: 'Un pago muy alto por un trabajo fácil, un trabajo que le ofrecen sin hacerle preguntas, o prisa para que decida o viaje ya.',
      },
      poorCommunication: {
        title: 'No hablan claro',
        body: 'No dan una dirección clara, no quieren hablar por teléfono, cambian los datos a cada rato, o le piden verse en otro lugar que no es el trabajo.',
      },
    },
    interviewTitle: 'Consejos para la entrevista',
    interview: {
      inPerson: {
        title: 'En persona',
        tips: {
          daylight: 'Véanse en el lugar de trabajo o en un lugar público, de día.',
          tell: 'Dígale a un familiar o a un amigo a dónde va.',
          phone: 'Lleve su teléfono con usted y con batería.',
          travel: 'Vaya por su cuenta; no se suba al carro de gente que no conoce.',
          leave: 'Si siente peligro, váyase. Ningún trabajo vale ese peligro.',
        },
      },
      virtual: {
        title: 'Por teléfono o video',
        tips: {
          identity: 'Pregunte quién llama y de qué trabajo se trata.',
          apps: 'Nunca instale una aplicación ni comparta su pantalla porque alguien se lo pide por teléfono.',
          codes: 'Nunca dé códigos, datos del banco o números de identificación en una llamada.',
          inApp: 'Cuando pueda, escriba sus conversaciones en Mensajes de {{siteName}}.',
        },
      },
    },
    reportTitle: 'Cómo reportar',
    reportBody:
      'Si un trabajo o una persona le parece mal, deje de hablarle y avísenos. Use el formulario de contacto con el asunto “Reporte” y ponga el título o el enlace del trabajo, el nombre o el teléfono del empleador, y qué pasó. Revisamos cada reporte en {{reviewTime}} o menos.',
    reportButton: 'Reportar un problema',
    reportSubject: 'Reporte',
    fraudTitle: '¿Perdió dinero en una estafa de trabajo?',
    fraudIndia:
      'En India, llame ya a la línea de fraudes por internet 1930 (entre más pronto llame, más fácil es parar el pago), o repórtelo por internet.',
    fraudUsa: 'En Estados Unidos, repórtelo a la Comisión Federal de Comercio (FTC):',
    fraudCall: 'Llamar al 1930',
  },

  help: {
    lead: 'Respuestas a preguntas comunes sobre buscar trabajo, publicar trabajos y su cuenta.',
    searchLabel: 'Buscar en la ayuda',
    searchPlaceholder: 'Buscar, por ejemplo: contraseña',
    resultCount_one: 'Encontramos {{count}} respuesta',
    resultCount_other: 'Encontramos {{count}} respuestas',
    noResults: 'No hay resultados para “{{query}}”',
    noResultsHint: 'Pruebe con otras palabras, o mándenos un mensaje y le ayudamos.',
    clearSearch: 'Borrar búsqueda',
    faqTitle: 'Preguntas frecuentes',
    supportTitle: '¿Todavía necesita ayuda?',
    support: {
      liveChat: {
        title: 'Chat',
        body: 'Pregúntele al Asistente de IA, a cualquier hora.',
        action: 'Empezar un chat',
      },
      email: {
        title: 'Ayuda por correo',
        body: 'Escríbanos. Le contestamos en {{replyTime}} o menos.',
        action: 'Contáctenos',
      },
      knowledgeBase: {
        title: 'Respuestas',
        body: 'Vea abajo las respuestas a preguntas comunes.',
        action: 'Ver respuestas',
      },
    },
    topics: {
      gettingStarted: {
        title: 'Para empezar',
        faqs: {
          free: {
            q: '¿{{siteName}} es gratis?',
            a: 'Sí. Quien busca trabajo usa {{siteName}} gratis, y publicar un trabajo también es gratis. Hay planes de pago, si quiere, para personas y negocios que quieren más herramientas; están en la página de Precios.',
          },
          findByCity: {
            q: '¿Cómo busco trabajos en mi ciudad?',
            a: 'Escriba su ciudad en la caja de ciudad arriba de cualquier página y escójala de la lista. Va a ver los trabajos de esa ciudad, los más nuevos primero. También puede buscar un tipo de trabajo, como “cocinera” o “chofer”, o abrir una categoría desde el inicio.',
          },
          postJob: {
            q: '¿Cómo publico un trabajo?',
            a: 'Entre a su cuenta y toque Publicar un trabajo. Escriba qué trabajo necesita, escoja una categoría, y ponga el pago por día, el lugar, una descripción corta y su número de teléfono. Su trabajo se publica al momento y los trabajadores le llaman o le escriben directo.',
          },
          account: {
            q: '¿Necesito una cuenta?',
            a: 'No necesita cuenta para ver trabajos y llamar a los empleadores. Necesita una cuenta gratis para publicar un trabajo o para mandar mensajes. Puede registrarse con su correo o con su número de teléfono.',
          },
          assistant: {
            q: '¿Qué es el Asistente de IA?',
            a: 'Un ayudante al que le puede hablar o escribir con palabras sencillas. Diga “Find me work in Bangalore” o “I want to post a job” y le busca trabajos o publica uno por usted. Ábralo desde Asistente de IA arriba en la página.',
          },
        },
      },
      jobApplications: {
        title: 'Cómo pedir un trabajo',
        faqs: {
          apply: {
            q: '¿Cómo pido un trabajo?',
            a: 'No hay formularios largos. Cada trabajo muestra el teléfono del empleador: toque Llamar para llamarlo, o Mandar mensaje para escribirle en la aplicación. Diga su nombre, el trabajo que ha hecho antes y cuándo puede empezar.',
          },
          message: {
            q: '¿Puedo escribirle a un empleador en vez de llamarlo?',
            a: 'Sí. Toque Mandar mensaje en el trabajo. Tiene que haber entrado a su cuenta. Todas sus conversaciones están en Mensajes, en el menú de su cuenta, y ahí le llegan las respuestas nuevas.',
          },
          urgent: {
            q: '¿Qué quiere decir “Trabajo urgente”?',
            a: 'El empleador necesita a alguien pronto: en 2 o 3 días, o hoy o mañana. Llame rápido, porque estos trabajos se llenan pronto.',
          },
          noAnswer: {
            q: 'El empleador no contesta. ¿Qué hago?',
            a: 'Intente otra vez a otra hora, o mándele un mensaje en la aplicación. Los trabajos se llenan rápido, así que busque a varios empleadores en vez de esperar a uno solo.',
          },
          genuine: {
            q: '¿Cómo sé que un trabajo es de verdad?',
            a: 'Los empleadores de verdad nunca le piden dinero. Pida la dirección exacta y el nombre del empleador, y lea nuestros Consejos de seguridad. Si algo le parece mal, repórtelo con el formulario de contacto; revisamos los reportes en {{reviewTime}} o menos.',
          },
        },
      },
      accountBilling: {
        title: 'Cuenta y pagos',
        faqs: {
          verifyEmail: {
            q: 'No me llegó el código para verificar mi correo.',
            a: 'Revise la carpeta de correo no deseado (spam). El código de 6 números sirve por 60 minutos. En la página Verificar correo puede pedir un código nuevo una vez por minuto. Revise que escribió bien su correo.',
          },
          resetPassword: {
            q: '¿Cómo cambio mi contraseña si la olvidé?',
            a: 'En la página Entrar, escoja “¿Olvidó su contraseña?” y escriba su correo. Le mandamos un código de 6 números, que sirve por 60 minutos, para poner una contraseña nueva. ¿Se registró con un número de teléfono y sin correo? Contáctenos y le ayudamos a entrar otra vez.',
          },
          updateProfile: {
            q: '¿Cómo cambio mi nombre, mi correo o mi número de teléfono?',
            a: 'Abra Mi perfil desde el menú de su cuenta, cambie los datos y guarde. Cuando cambia su correo, le mandamos un código al correo nuevo para confirmarlo.',
          },
          deleteAccount: {
            q: '¿Cómo borro mi cuenta?',
            a: 'Vaya a Ajustes y escoja borrar su cuenta; le mandamos un código a su correo para confirmar. Si no puede entrar, mándenos un mensaje. Borramos su cuenta y sus datos personales en {{deletionTime}} o menos después de que lo pida.',
          },
          payment: {
            q: '¿Tengo que pagar algo?',
            a: 'No. Buscar trabajo es gratis y publicar un trabajo es gratis. Los planes de pago son si usted quiere, mes a mes, sin cobro de inicio y, en los planes para empleadores, le devolvemos su dinero si no le gustó en {{moneyBackDays}} días. Para preguntas de pagos, contáctenos.',
          },
        },
      },
    },
  },

  contact: {
    lead: '¿Preguntas, comentarios o un problema con un trabajo? Mándenos un mensaje y le contestamos por correo en {{replyTime}} o menos.',
    cards: {
      email: { title: 'Correo', body: 'Escríbanos a cualquier hora.' },
      hours: { title: 'Horario de atención', body: '{{businessHours}}' },
      response: {
        title: 'Cuándo contestamos',
        body: 'En {{replyTime}} o menos por correo. Preguntas de privacidad en {{privacyReplyTime}} o menos.',
      },
      demo: {
        title: 'Demostraciones para empleadores',
        body: 'Le mostramos cómo funciona en {{demoTime}} o menos.',
        action: 'Pedir una demostración',
        subject: 'Pedido de demostración',
      },
    },
    infoTitle: 'Otras formas de contactarnos',
    form: {
      title: 'Mándenos un mensaje',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo',
      emailHint: 'Le contestamos a este correo.',
      subject: 'Asunto',
      subjectPlaceholder: 'por ejemplo: Pregunta sobre publicar un trabajo',
      message: 'Mensaje',
      messagePlaceholder: 'Díganos cómo le podemos ayudar.',
      characters: '{{count}} / {{max}} letras',
      submit: 'Mandar mensaje',
      sending: 'Enviando...',
      privacy: 'Usamos sus datos solo para contestarle.',
      privacyLink: 'Política de privacidad',
      successTitle: '¡Mensaje enviado!',
      success:
        'Gracias, {{name}}. Recibimos su mensaje y le vamos a contestar a {{email}} en {{replyTime}} o menos.',
      successSent: 'Gracias. Recibimos su mensaje y le vamos a contestar en {{replyTime}} o menos.',
      failedTitle: 'El mensaje no se envió',
      rateLimited_one:
        'Mandó varios mensajes en poco tiempo. Espere {{count}} minuto e intente otra vez, o escríbanos a {{email}}.',
      rateLimited_other:
        'Mandó varios mensajes en poco tiempo. Espere {{count}} minutos e intente otra vez, o escríbanos a {{email}}.',
    },
  },

  email: {
    subject: '[Contacto de {{siteName}}] {{subject}}',
    body: 'Mensaje nuevo del formulario de contacto de {{siteName}}.\n\nDe: {{name}} <{{email}}>\nAsunto: {{subject}}\nCuenta: {{account}}\nReferencia: #{{id}}\nRecibido: {{receivedAt}}\n\n{{message}}\n\n--\nConteste a este correo para responderle directo a {{firstName}}.',
    signedOut: 'sin cuenta',
    signedIn: 'usuario {{userId}}',
  },

  privacy: {
    lead: 'Cómo {{siteName}} junta, usa y cuida sus datos personales.',
    sections: {
      introduction: {
        title: 'Introducción',
        paragraphs: [
          '{{siteName}} (“nosotros”) tiene un lugar en internet para encontrar trabajo por día en India y Estados Unidos. Trabajamos a distancia desde India y Estados Unidos. Esta Política de privacidad explica qué datos personales juntamos cuando usa nuestro sitio y nuestros servicios, para qué los juntamos y qué puede decidir usted.',
          'Al usar {{siteName}}, usted acepta esta política. Si no la acepta, no use el servicio.',
        ],
      },
      collect: {
        title: 'Los datos que juntamos',
        paragraphs: ['Juntamos solo lo que necesitamos para que el servicio funcione:'],
        items: [
          'Datos de la cuenta: su nombre, su correo o su número de teléfono (o los dos), y su contraseña (guardada solo en una forma revuelta que no se puede leer).',
          'Datos del perfil que usted quiera poner, como su ciudad, lo que sabe hacer y una descripción corta.',
          'Anuncios de trabajo: el título, la categoría, el pago por día, el lugar, la descripción y el número de teléfono que usted escribe.',
          'Los mensajes que manda a otras personas por {{siteName}}, y los mensajes que nos manda por el formulario de contacto.',
          'Datos técnicos: su dirección IP, su tipo de navegador y las páginas que usa, guardados en los registros del servidor para que el servicio sea seguro y funcione.',
          'Más o menos dónde está usted, solo si lo permite, para mostrarle trabajos en su ciudad.',
        ],
      },
      use: {
        title: 'Para qué usamos sus datos',
        paragraphs: ['Usamos sus datos para:'],
        items: [
          'Crear y cuidar su cuenta, y mandarle códigos de verificación por correo.',
          'Mostrar sus anuncios de trabajo a los trabajadores y conectar a trabajadores con empleadores por teléfono o por mensaje.',
          'Revisar anuncios y reportes en {{reviewTime}} o menos y proteger a la gente de estafas y abusos.',
          'Contestar sus preguntas y mensajes; contestamos los correos en {{replyTime}} o menos.',
          'Mandarle correos sobre su cuenta y el servicio. No le mandamos publicidad por correo sin su permiso.',
          'Mejorar {{siteName}} y arreglar problemas.',
        ],
      },
      visible: {
        title: 'Lo que otras personas pueden ver',
        paragraphs: [
          'Un anuncio de trabajo, con el número de teléfono que tiene, es público: cualquiera que entre a {{siteName}} lo puede ver, para que los trabajadores lo puedan llamar. No ponga en un anuncio datos que no quiere que otros vean.',
          'Cuando le escribe a otra persona, ella ve su nombre y lo que usted escribe.',
        ],
      },
      sharing: {
        title: 'Con quién compartimos sus datos',
        paragraphs: ['No vendemos sus datos personales. Solo los compartimos:'],
        items: [
          'Con empresas que nos ayudan a hacer funcionar {{siteName}}, como el servidor y el envío de correos, con contratos que las obligan a cuidarlos.',
          'Cuando la ley lo pide, o para proteger la seguridad de nuestra gente y del público.',
          'Si {{siteName}} se une con otra empresa o se vende, con el nuevo dueño, que tiene que cumplir lo que promete esta política.',
        ],
      },
      cookies: {
        title: 'Cookies y datos guardados en su aparato',
        paragraphs: [
          'Usamos una cookie para que usted siga dentro de su cuenta. Lo que escoge de colores, idioma y país se guarda en su propio aparato. No usamos cookies de publicidad ni rastreadores de otras empresas.',
        ],
      },
      retention: {
        title: 'Cuánto tiempo guardamos los datos',
        paragraphs: [
          'Guardamos los datos de su cuenta mientras su cuenta esté abierta. Nos puede pedir que borremos su cuenta cuando quiera; borramos su cuenta y sus datos personales en {{deletionTime}} o menos después de que lo pida. Puede ser que guardemos un registro pequeño cuando la ley lo pide, por ejemplo para resolver problemas o evitar estafas.',
        ],
      },
      rights: {
        title: 'Sus derechos y lo que puede decidir',
        paragraphs: [
          'Puede ver y corregir sus datos en su perfil cuando quiera. Según dónde viva, por ejemplo por la ley de datos personales de India (Digital Personal Data Protection Act) y las leyes de privacidad de los estados de Estados Unidos, puede tener derecho a ver, corregir, borrar o recibir una copia de sus datos personales, y a quitar su permiso.',
          'Para usar estos derechos, escriba a {{email}} o use el formulario de contacto. Contestamos las preguntas de privacidad en {{privacyReplyTime}} o menos.',
        ],
      },
      security: {
        title: 'Seguridad',
        paragraphs: [
          'Cuidamos sus datos con conexiones cifradas (HTTPS), contraseñas guardadas en forma revuelta y acceso limitado para nuestro personal. Ningún sistema es seguro del todo, así que use una contraseña fuerte y nunca dé un código de verificación.',
        ],
      },
      age: {
        title: 'Edad mínima',
        paragraphs: [
          '{{siteName}} es para personas de {{minimumAge}} años o más. No juntamos a propósito datos de personas más jóvenes. Si cree que un menor nos dio sus datos, contáctenos y los borramos.',
        ],
      },
      changes: {
        title: 'Cambios a esta política',
        paragraphs: [
          'Podemos cambiar esta política. Vamos a cambiar la fecha de “Última actualización” de arriba y, si son cambios importantes, le vamos a avisar por correo o en el sitio antes de que empiecen a valer.',
        ],
      },
      contact: {
        title: 'Contáctenos',
        paragraphs: [
          '¿Preguntas sobre su privacidad? Escriba a {{email}} o use el formulario de contacto. Contestamos las preguntas de privacidad en {{privacyReplyTime}} o menos.',
        ],
      },
    },
  },

  terms: {
    lead: 'Las reglas para usar {{siteName}}. Léalas con cuidado.',
    sections: {
      acceptance: {
        title: 'Aceptar estas condiciones',
        paragraphs: [
          'Estas Condiciones de uso son un acuerdo entre usted y {{siteName}}. Al crear una cuenta o usar nuestro sitio y nuestros servicios, usted acepta estas condiciones y nuestra Política de privacidad. Si no las acepta, no use {{siteName}}.',
        ],
      },
      eligibility: {
        title: 'Quién puede usar {{siteName}}',
        paragraphs: [
          'Tiene que tener por lo menos {{minimumAge}} años para usar {{siteName}}. Al usarlo, usted confirma que tiene {{minimumAge}} años o más y que la ley de su país le permite trabajar o contratar.',
        ],
      },
      accounts: {
        title: 'Su cuenta',
        paragraphs: [
          'Dé datos verdaderos y al día, no le diga a nadie su contraseña y no comparta su cuenta. Usted es responsable de lo que pasa en su cuenta. Avísenos en seguida si cree que otra persona la está usando.',
        ],
      },
      role: {
        title: 'Lo que hacemos nosotros',
        paragraphs: [
          '{{siteName}} es un lugar que ayuda a trabajadores y empleadores a encontrarse. No somos un empleador, ni una agencia de empleo, ni parte de ningún acuerdo entre un trabajador y un empleador, y no garantizamos que un trabajo se ofrezca, se llene o se pague.',
          'Cada trabajador y cada empleador es responsable de sus propios acuerdos, como el pago, las horas de trabajo, la seguridad, los impuestos y cumplir las leyes de trabajo que les tocan.',
        ],
      },
      postings: {
        title: 'Anuncios de trabajo',
        paragraphs: ['Cuando publica un trabajo, usted promete que:'],
        items: [
          'El trabajo es real y legal, y el pago y los datos que da son verdad.',
          'No les va a pedir a los trabajadores ninguna cuota, depósito ni cobro.',
          'El trabajo no discrimina en contra de la ley y no usa a nadie menor de la edad legal para trabajar.',
        ],
        closing:
          'Revisamos los anuncios y los reportes en {{reviewTime}} o menos y podemos cambiar, esconder o quitar cualquier anuncio que no cumpla estas condiciones.',
      },
      conduct: {
        title: 'Lo que está prohibido',
        paragraphs: ['Usted no puede:'],
        items: [
          'Publicar trabajos falsos, engañosos o ilegales, ni hacerse pasar por otra persona.',
          'Pedirle a otras personas dinero, datos del banco, documentos de identidad o códigos de verificación a cambio de darles trabajo.',
          'Acosar, amenazar o insultar a nadie, ni mandar mensajes basura (spam).',
          'Copiar datos de {{siteName}} con programas automáticos, ni tratar de romper o sobrecargar el servicio.',
        ],
      },
      plans: {
        title: 'Planes y pagos',
        paragraphs: [
          'Quien busca trabajo usa {{siteName}} gratis, y publicar un trabajo es gratis. Los planes de pago, si los quiere, y sus precios están en nuestra página de Precios. Los planes de pago son mes a mes, sin cobro de inicio, y los puede cancelar cuando quiera; su plan termina al final del tiempo que pagó. Los planes para empleadores tienen {{moneyBackDays}} días para devolverle su dinero. Le vamos a avisar antes de que un cambio de precio le toque.',
        ],
      },
      content: {
        title: 'Lo que usted publica',
        paragraphs: [
          'Lo que usted publica y escribe sigue siendo suyo. Usted deja que {{siteName}} lo guarde, lo muestre y lo comparta lo necesario para que el servicio funcione, por ejemplo para mostrar su anuncio de trabajo a los trabajadores.',
        ],
      },
      reporting: {
        title: 'Reportes y sanciones',
        paragraphs: [
          'Reporte un trabajo o una persona que no cumpla estas condiciones con el formulario de contacto. Revisamos los reportes en {{reviewTime}} o menos. Podemos dar un aviso, suspender o cerrar las cuentas que no cumplan estas condiciones, y podemos avisar a las autoridades de cosas ilegales.',
        ],
      },
      termination: {
        title: 'Cerrar su cuenta',
        paragraphs: [
          'Puede dejar de usar {{siteName}} y pedirnos que borremos su cuenta cuando quiera. Borramos su cuenta y sus datos personales en {{deletionTime}} o menos después de que lo pida, como dice nuestra Política de privacidad.',
        ],
      },
      disclaimer: {
        title: 'Aviso',
        paragraphs: [
          '{{siteName}} se da “tal como está”. Trabajamos duro para que funcione, sea correcto y seguro, pero no podemos prometer que siempre va a funcionar o que nunca va a tener errores, y no revisamos a cada persona.',
        ],
      },
      liability: {
        title: 'Límite de responsabilidad',
        paragraphs: [
          'Hasta donde la ley lo permite, {{siteName}} no responde por pérdidas indirectas, ni por lo que hagan los trabajadores o los empleadores. Lo más que le podemos deber por cualquier reclamo es lo que usted nos pagó en {{liabilityPeriod}} antes del reclamo.',
        ],
      },
      changes: {
        title: 'Cambios a estas condiciones',
        paragraphs: [
          'Podemos cambiar estas condiciones. Vamos a cambiar la fecha de “Última actualización” de arriba y, si son cambios importantes, le vamos a avisar por correo o en el sitio. Si sigue usando {{siteName}} después de un cambio, acepta las condiciones nuevas.',
        ],
      },
      contact: {
        title: 'Contáctenos',
        paragraphs: [
          '¿Preguntas sobre estas condiciones? Escriba a {{email}} o use el formulario de contacto. Le contestamos en {{replyTime}} o menos.',
        ],
      },
    },
  },
};
