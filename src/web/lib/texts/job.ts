import { job } from '../../../shared/i18n/en-job';
import { addTexts } from '../i18n';

// The `job` texts (the job page, and `job.listen` for reading it aloud) load with the job page, not
// with the app shell; each translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('job', job, import.meta.glob(['../../../shared/i18n/*-job.ts', '!**/en-job.ts']));
