import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CITY_SUGGESTIONS_CLOSE_DELAY_MS } from '../../../shared/limits';

/** The typed part of a suggestion in bold, so people see why it matched. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  const index = q ? text.toLowerCase().indexOf(q) : -1;
  if (index < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, index)}
      <mark className="bg-transparent font-bold text-inherit">{text.slice(index, index + q.length)}</mark>
      {text.slice(index + q.length)}
    </>
  );
}

/**
 * The state of a combobox's suggestion list (WAI-ARIA combobox + listbox): open or not, the highlighted
 * option, arrow-key movement that wraps, and closing shortly after the box loses focus (so a tap on a
 * suggestion still lands); and the ARIA that ties the box (`id`), its list and its options together.
 */
export function useSuggestionList(id: string, count: number, canOpen = true) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const expanded = open && count > 0 && canOpen;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setActive(-1);
  };

  return {
    expanded,
    active,
    /** The box's side: it controls the list and names the highlighted option. */
    comboboxProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    } as const,
    listProps: { id: listId, role: 'listbox', hidden: !expanded } as const,
    /** An option: highlighted under the pointer, chosen by a tap that leaves the focus in the box. */
    optionProps: (index: number, choose: () => void) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onMouseEnter: () => setActive(index),
        onClick: choose,
      }) as const,
    close,
    /** After typing: show the list again with nothing highlighted. */
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    /** ArrowDown / ArrowUp: highlight the next or previous option, wrapping around. */
    move: (down: boolean) => {
      if (count === 0) return;
      setOpen(true);
      setActive((current) => {
        if (!expanded) return down ? 0 : count - 1;
        if (down) return current >= count - 1 ? 0 : current + 1;
        return current <= 0 ? count - 1 : current - 1;
      });
    },
    onFocus: () => {
      clearTimeout(closeTimer.current);
      setOpen(true);
    },
    onBlur: (afterClose?: () => void) => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => {
        setOpen(false);
        setActive(-1);
        afterClose?.();
      }, CITY_SUGGESTIONS_CLOSE_DELAY_MS);
    },
  };
}
