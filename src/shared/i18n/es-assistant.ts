import type { assistant } from './en-assistant';

/** Spanish texts of the AI assistant page (twin of en-assistant.ts; words from docs/glossary/es.md). */
export const assistantEs: typeof assistant = {
  back: 'Volver',
  newChat: 'Conversación nueva',
  modes: {
    label: 'Forma de hablar',
    text: 'Escribir',
    voice: 'Hablar',
  },
  log: 'Conversación con el asistente de IA',
  you: 'Usted',
  name: 'Asistente de IA',
  greeting:
    '¡Hola! Soy su asistente de trabajo. Puedo buscarle trabajo cerca de usted o publicar un trabajo por usted. Dígame qué necesita, en español, en inglés o en hindi.',
  thinking: 'El asistente está pensando...',
  suggestions: {
    label: 'Pruebe a preguntar',
    findWork: 'Buscar trabajo en mi ciudad',
    postJob: 'Publicar un trabajo',
    // The assistant's example question, in Spanish (the assistant reads Spanish since issue #27).
    hindi: 'trabajo de limpieza en Houston',
  },
  composer: {
    label: 'Mensaje para el asistente',
    placeholder: 'Escriba su mensaje...',
    send: 'Enviar',
    hint: 'Enter envía. Shift+Enter empieza otra línea.',
  },
  jobs: {
    label: 'Trabajos encontrados',
    perDay: '{{amount}} por día',
    more: '¿Quiere ver más detalles?',
    none: 'Ahorita no hay trabajos que vayan con lo que busca.',
    showing: 'Le mostramos {{shown}} de {{total}} trabajos.',
    seeAll: 'Ver todos los trabajos',
  },
  created: {
    toast: '¡Trabajo publicado!',
    confirmation:
      'Su trabajo "{{title}}" ya está publicado. Lo puede ver en su perfil o en todos los trabajos.',
    viewJob: 'Ver trabajo',
    profile: 'Mi perfil',
    allJobs: 'Todos los trabajos',
  },
  signIn: {
    text: 'Entre a su cuenta para publicar un trabajo. Esta conversación se queda aquí.',
    button: 'Entrar',
  },
  errors: {
    title: 'Error de la IA',
    busy: 'La IA está ocupada, intente otra vez en un momento',
    credits: 'El servicio de IA necesita créditos. Comuníquese con soporte.',
    failed: 'No se pudo conectar con el asistente de IA',
    network: 'No se pudo conectar con la IA',
    noResponse: 'La IA no contestó',
  },
  voice: {
    start: 'Empezar a hablar',
    end: 'Terminar de hablar',
    hint: 'Diga "I want to post a job" o "Find me work in Bangalore"',
    status: {
      disconnected: 'Toque el micrófono para empezar a hablar',
      listening: 'Escuchando...',
      thinking: 'Pensando...',
      speaking: 'Hablando...',
    },
    heard: 'Escuché: {{text}}',
    ended: 'Terminó la conversación por voz',
    loading: 'Cargando la conversación por voz...',
    loadFailed: 'No se pudo cargar la conversación por voz. Revise su conexión.',
    retry: 'Intentar otra vez',
    inputUnsupported: 'No se puede hablar aquí',
    inputUnsupportedBody: 'Su navegador no deja hablar por voz. Use la forma de escribir.',
    useText: 'Escribir',
    outputUnsupported: 'No se puede escuchar aquí',
    outputUnsupportedBody: 'Su navegador no puede leer en voz alta.',
    noVoiceForLanguage:
      'Este teléfono no tiene voz en {{language}}: las respuestas se muestran solo por escrito.',
    startFailed: 'No se pudo empezar',
    startFailedBody: 'No se pudo empezar a reconocer la voz',
    errors: {
      noSpeech: 'No se escuchó nada. Intente otra vez.',
      audioCapture: 'No se encontró el micrófono o no se puede usar.',
      notAllowed: 'No hay permiso para usar el micrófono.',
      network: 'Hubo un error de conexión.',
      other: 'Error al reconocer la voz: {{code}}',
      unsupported: 'Este navegador no puede reconocer la voz',
    },
  },
};
