import type { KeyboardEvent } from 'react';

/**
 * A chat box's Enter key: Enter sends, Shift+Enter makes a new line, and an Enter that ends a word an
 * input method (a Hindi keyboard) is still composing does neither.
 */
export function sendOnEnter(send: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
}
