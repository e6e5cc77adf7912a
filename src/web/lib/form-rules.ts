import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod issue as a form rule sees it: where, and the contract's own message. */
export interface RuleIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * A react-hook-form resolver over a zod contract that stops at the first problem, in the order of the
 * contract's fields: the account forms name one problem at a time (beside its field and in a toast).
 * `messageOf` says the contract's message in the interface language (`fieldMessage` in lib/api: its catalogue key).
 */
export function firstProblemResolver<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<Output, Values>,
  messageOf: (issue: RuleIssue) => string,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'root');
    const errors = { [field]: { type: 'validate', message: issue ? messageOf(issue) : '' } };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
