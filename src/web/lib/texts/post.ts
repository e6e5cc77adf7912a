import { post } from '../../../shared/i18n/en-post';
import { addTexts } from '../i18n';

// The `post` texts (the post-a-job form) load with the post page, not with the app shell; each
// translation (`hi-…`, `es-…`, …) is its own chunk, downloaded only for its language.
addTexts('post', post, import.meta.glob(['../../../shared/i18n/*-post.ts', '!**/en-post.ts']));
