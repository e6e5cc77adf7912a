/**
 * The web build resolves `zod` to this module (vite.config.ts): zod 4 otherwise probes `new Function`
 * when it builds object schemas, which our Content-Security-Policy (no 'unsafe-eval') refuses and the
 * browser reports as an error. jitless must be set before any schema exists, so it is set here, where
 * every import of zod in the browser goes through.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
