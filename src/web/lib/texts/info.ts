import { info } from '../../../shared/i18n/en-info';
import { addTexts } from '../i18n';

// The `info` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('info', info, import.meta.glob('../../../shared/i18n/*-info.ts'));
