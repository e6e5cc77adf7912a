import type { push } from './en-push';

/** Spanish Web Push texts (twin of en-push.ts; words from docs/glossary/es.md). */
export const pushEs: typeof push = {
  settings: {
    title: 'Recibir avisos en este teléfono',
    lead: 'Los mensajes nuevos y los trabajos nuevos de sus avisos le llegan al teléfono aunque la aplicación esté cerrada.',
    turnOn: 'Recibir avisos en este teléfono',
    turningOn: 'Activando...',
    onHere: 'Este teléfono recibe avisos.',
    added: 'Los avisos están activados',
    addedBody: 'Le vamos a avisar de mensajes nuevos y de trabajos nuevos para sus avisos.',
    failed: 'No se pudieron activar los avisos',
    unsupported: 'Este navegador no puede mostrar avisos. Abra la aplicación en Chrome en su teléfono.',
    denied:
      'Los avisos están bloqueados para este sitio. Permítalos en los ajustes de su navegador e intente otra vez.',
    devices: 'Teléfonos y navegadores que reciben avisos',
    none: 'Todavía ningún teléfono recibe avisos.',
    loading: 'Cargando sus teléfonos...',
    loadFailed: 'No se pudieron cargar sus teléfonos.',
    thisDevice: 'Este teléfono',
    since: 'Desde {{date}}',
    remove: 'Quitar',
    removeNamed: 'Quitar {{label}}',
    removed: 'Avisos apagados para {{label}}',
    removeFailed: 'No se pudo quitar este teléfono',
    emailNote:
      'Mientras un teléfono reciba avisos, le mandamos esos avisos en vez de correos de mensajes nuevos.',
  },
  offer: {
    title: '¿Recibir avisos en este teléfono?',
    body: 'Le vamos a avisar de respuestas y de trabajos nuevos aunque la aplicación esté cerrada.',
    accept: 'Activar',
  },
  notification: {
    message: '{{name}} le mandó un mensaje',
    messageBody: '{{job}}: {{text}}',
    job: 'Trabajo nuevo: {{title}}',
    jobBody: '{{pay}} en {{location}}',
  },
  device: {
    on: '{{browser}} en {{system}}',
    browser: 'Navegador',
  },
};
