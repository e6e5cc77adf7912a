import type { heads } from './en-heads';

/** Spanish page heads (twin of en-heads.ts; words from docs/glossary/es.md). */
export const headsEs: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'No encontramos la página | {{siteName}}',
  breadcrumbs: {
    home: 'Inicio',
    cities: 'Ciudades',
    allJobs: 'Todos los trabajos',
    category: 'Trabajos de {{category}}',
    city: 'Trabajos en {{city}}',
    categoryInCity: 'Trabajos de {{category}} en {{city}}',
  },
  home: {
    title: '{{siteName}}: trabajo por día cerca de usted',
    description:
      'Encuentre trabajo por día o contrate trabajadores de su zona en India y Estados Unidos. Publicar trabajos en {{siteName}} es gratis.',
  },
  cities: {
    title: 'Busque trabajos en su ciudad | {{siteName}}',
    description:
      'Trabajos por día en ciudades de India y Estados Unidos. Elija su ciudad para ver sus trabajos en {{siteName}}.',
  },
  category: {
    notFound: 'No encontramos la categoría | {{siteName}}',
    title: 'Trabajos de {{category}} | {{siteName}}',
    description:
      'Trabajos por día de {{category}} cerca de usted. Llame directo a los empleadores; publicar trabajos en {{siteName}} es gratis.',
  },
  categoryInCity: {
    title: 'Trabajos de {{category}} en {{city}} | {{siteName}}',
    description:
      'Trabajos por día de {{category}} en {{city}}. Llame directo a los empleadores en {{siteName}}.',
  },
  allJobs: {
    title: 'Todos los trabajos | {{siteName}}',
    description:
      'Trabajos por día en India y Estados Unidos, los más nuevos primero. Publicar trabajos en {{siteName}} es gratis.',
  },
  city: {
    title: 'Trabajos en {{city}} | {{siteName}}',
    description:
      'Trabajos por día en {{place}}: trabajo de casa, entregas, construcción, tiendas, seguridad y más. Llame directo a los empleadores.',
  },
  job: {
    notFound: 'No se encontró el trabajo | {{siteName}}',
    title: '{{title}} en {{city}} | {{siteName}}',
    description: '{{pay}} por día en {{place}}. {{description}}',
    closedTitle: '{{title}} (ya no está disponible) | {{siteName}}',
    closedDescription:
      'Este trabajo en {{place}} ya no está disponible. Busque otro trabajo por día en {{siteName}}.',
    startTime: 'desde las {{time}}',
    hoursPerDay: '{{hours}} horas por día',
    days_one: 'por {{count}} día',
    days_other: 'por {{count}} días',
    meals: 'Dan comida',
    travel: 'Pagan el transporte',
  },
  post: {
    title: 'Publique un trabajo gratis | {{siteName}}',
    description:
      'Publique un trabajo por día en 2 pasos fáciles, gratis. Trabajadores cerca de usted le llaman o le escriben directo.',
  },
  assistant: {
    description: 'Busque trabajo o publique un trabajo escribiendo o hablando, en inglés o en hindi.',
  },
  profile: {
    description: '{{name}} en {{siteName}}. {{rated}}',
    unrated: 'Todavía no tiene calificaciones.',
    rated_one: '{{average}} estrellas de {{count}} calificación.',
    rated_other: '{{average}} estrellas de {{count}} calificaciones.',
  },
  messages: 'Mensajes | {{siteName}}',
  unsubscribe: 'Ajustes de correo | {{siteName}}',
  notifications: 'Avisos | {{siteName}}',
  moderation: 'Revisión | {{siteName}}',
};
