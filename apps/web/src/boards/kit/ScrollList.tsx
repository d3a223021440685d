// A list that scrolls sideways inside itself (a row of cards): it joins the Tab order while it overflows and holds
// nothing focusable, so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). Name it.
import type { ComponentProps } from 'react';
import { useKeyboardScroll } from './useKeyboardScroll';

export function ScrollList(props: ComponentProps<'ul'> & { 'aria-label': string }) {
  const ref = useKeyboardScroll<HTMLUListElement>();
  return <ul {...props} ref={ref} />;
}
