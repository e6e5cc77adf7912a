import type { ActionFunction } from 'react-router';
import type { RouteName } from '../../shared/routes';
import {
  forgotPasswordAction,
  signInAction,
  signUpAction,
  verifyEmailAction,
} from '../features/auth/form-actions';
import { contactAction } from '../features/info/contact-action';
import { postJobAction } from '../features/post/post-action';
import type { FormAction, FormPostContext } from '../lib/form-post';

/** The pages whose forms the server answers when they are posted before or without JavaScript (0021). */
const FORM_ACTIONS: Partial<Record<RouteName, FormAction>> = {
  login: signInAction,
  signup: signUpAction,
  verifyEmail: verifyEmailAction,
  forgotPassword: forgotPasswordAction,
  contact: contactAction,
  post: postJobAction,
};

/**
 * The route actions of one server render (src/web/entry-server.tsx only: the browser's forms submit
 * themselves, so none of this reaches its bundle).
 */
export function formActions(post: FormPostContext): Partial<Record<RouteName, ActionFunction>> {
  return Object.fromEntries(
    Object.entries(FORM_ACTIONS).map(([name, action]) => [
      name,
      (args: Parameters<ActionFunction>[0]) => action(args, post),
    ]),
  );
}
