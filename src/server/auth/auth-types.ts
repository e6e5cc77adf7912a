/** Type-only bridge for the web app's auth client (the one server file web may import, as types). */
export type { Auth, SessionData } from './auth';
