import type { CategorySlug } from '../categories';

/**
 * Spanish search words. Spanish writes city names in the Latin script, as English does, so the built-in
 * cities' own names and aliases already cover them: no extra spellings here (the Devanagari map of
 * places.ts has no Spanish twin).
 */
export const cityNamesEs: Readonly<Record<string, string>> = {};

/**
 * Everyday Spanish words and trades for each category, lower case, as US day labourers and domestic
 * workers say them (docs/glossary/es.md).
 */
export const categoryWordsEs: Readonly<Record<CategorySlug, readonly string[]>> = {
  'household-work': [
    'trabajo de casa',
    'limpieza de casa',
    'muchacha',
    'empleada doméstica',
    'trabajadora del hogar',
    'niñera',
    'nana',
    'cuidadora',
    'cuidar niños',
    'cuidar ancianos',
    'cuidando niños',
    'cuidado de niños',
    'niños',
    'cuidar',
    'cuidando',
    'cuidador',
    'señora mayor',
    'señor mayor',
    'persona mayor',
    'personas mayores',
    'adulto mayor',
    'adultos mayores',
    'ancianos',
    'anciana',
    'anciano',
  ],
  'delivery-transport': [
    'entregas',
    'repartidor',
    'chofer',
    'chófer',
    'manejar',
    'mensajero',
    'transporte',
    'mudanza',
    'cargar',
    'troquero',
    'cargando',
    'cargando camiones',
    'cargar camiones',
    'carga',
    'descargar',
    'descargando',
    'camiones',
    'camión',
  ],
  construction: [
    'construcción',
    'obra',
    'peón',
    'ayudante',
    'albañil',
    'carpintero',
    'plomero',
    'electricista',
    'soldador',
    'techero',
    'drywall',
    'chamba',
  ],
  'shop-assistant': ['tienda', 'ayudante de tienda', 'ventas', 'vendedor', 'cajero', 'cajera', 'mostrador'],
  'security-guard': ['seguridad', 'guardia', 'guardia de seguridad', 'vigilante', 'velador', 'portero'],
  cooking: ['cocina', 'cocinar', 'cocinero', 'cocinera', 'ayudante de cocina', 'lavaplatos'],
  cleaning: ['limpieza', 'limpiar', 'limpiador', 'limpiadora', 'conserje', 'intendencia', 'lavar'],
  gardening: ['jardinería', 'jardinero', 'jardín', 'yarda', 'cortar pasto', 'podar', 'paisajismo'],
  painting: ['pintura', 'pintor', 'pintar', 'pintar casas', 'barniz'],
  other: ['oficina', 'captura de datos', 'recepcionista', 'asistente', 'mandadero', 'trabajo general'],
};
