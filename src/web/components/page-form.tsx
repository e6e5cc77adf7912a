import type { ComponentProps, SubmitEvent } from 'react';
import { usePageAddress } from '../lib/form-post';

/**
 * A form that posts to its own page before the script runs (decision 0021) and, once it runs, is sent
 * by `onSubmit` (react-hook-form's `handleSubmit(...)`) instead: the post is stopped, the browser's own
 * checks are off (the contract's rules speak).
 */
export function PageForm({
  onSubmit,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate' | 'onSubmit'> & {
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void> | void;
}) {
  const pageAddress = usePageAddress();
  return (
    <form
      method="post"
      action={pageAddress}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      {...props}
    >
      {children}
    </form>
  );
}
