import { alerts } from '../../../shared/i18n/en-alerts';
import { addTexts } from '../i18n';

// The `alerts` texts load with the pages that import this module, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('alerts', alerts, import.meta.glob('../../../shared/i18n/*-alerts.ts'));
