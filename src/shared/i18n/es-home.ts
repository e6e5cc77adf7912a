import type { home } from './en-home';

/** Spanish texts of the home page (twin of en-home.ts). */
export const homeEs: typeof home = {
  documentTitle: '{{siteName}}: trabajo por día cerca de usted',
  eyebrow: 'Limpieza, cocineras, choferes, peones, guardias y más',
  title: 'Trabajo por día cerca de usted',
  promise: 'Encuentre trabajo en 3 clics, publique un trabajo en 2 pasos.',
  cards: {
    findJob: { title: 'Buscar trabajo', body: 'Vea trabajos por día en su ciudad y llame al empleador.' },
    postJob: {
      title: 'Publicar un trabajo',
      body: 'Encuentre trabajadores en 2 pasos fáciles. Es totalmente gratis.',
    },
    assistant: {
      title: 'Asistente de IA',
      body: 'Hable o escriba con palabras sencillas. Él busca o publica trabajos por usted.',
    },
  },
  stats: {
    heading: 'Hoy en {{siteName}}',
    jobsToday: { value: '{{value}}', label: 'Trabajos publicados hoy' },
    hired: { value: '{{value}}', label: 'Personas que consiguieron trabajo' },
    fillTime: { value: 'Menos de {{value}} h', label: 'Tiempo promedio para llenar un puesto' },
    employers: { value: '{{value}}', label: 'Empleadores verificados' },
  },
  categories: {
    heading: 'Categorías más buscadas',
    lead: 'Elija el tipo de trabajo que usted hace.',
  },
  today: {
    heading: 'Trabajos publicados hoy',
    lead: 'Trabajos nuevos cerca de usted, cada hora.',
    viewAll: 'Ver todos los trabajos de hoy',
    loading: 'Cargando trabajos...',
    urgent: 'Trabajo urgente',
    perDay: '{{amount}} por día',
    posted: 'Publicado {{date}}',
  },
  how: {
    heading: 'Cómo funciona',
    findTitle: 'Encuentre trabajo en 3 pasos',
    find: {
      city: { title: 'Elija su ciudad', body: 'Escriba su ciudad en la caja de arriba.' },
      job: { title: 'Escoja un trabajo', body: 'Mire el pago, el lugar y el horario.' },
      call: {
        title: 'Llame o escriba',
        body: 'Hable directo con el empleador. Sin intermediarios, sin cobros.',
      },
    },
    hireTitle: 'Contrate en 2 pasos',
    hire: {
      post: { title: 'Publique su trabajo', body: 'Diga qué trabajo, dónde y el pago por día. Es gratis.' },
      calls: {
        title: 'Reciba llamadas de trabajadores',
        body: 'Trabajadores cerca de usted le llaman o le escriben directo.',
      },
    },
  },
  cta: {
    heading: '¿Quiere empezar?',
    body: 'Encuentre trabajo hoy, o encuentre un trabajador hoy.',
    findWork: 'Buscar trabajo ahora',
    postJob: 'Publicar un trabajo gratis',
  },
};
