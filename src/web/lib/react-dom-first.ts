/**
 * Runs React DOM's code wherever this module is evaluated. Bundled into React DOM's own chunk
 * (vite.config.ts), which index.html's loader imports a task before the entry (decision 0044): React DOM is
 * CommonJS, wrapped so that its code runs at its first use, and without this import that use is the
 * entry's, in the entry's one long task.
 */
import 'react-dom/client';
