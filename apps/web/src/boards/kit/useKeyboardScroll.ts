// Keyboard access to a box that scrolls inside itself (a sideways row of cards, a card's long text): WCAG 2.1.1 wants
// people without a pointer to reach it, so while its content overflows and nothing inside can take focus, the box
// itself joins the Tab order (the arrow keys then scroll it). It leaves the Tab order again once it fits.
import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export function useKeyboardScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const overflows = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const reachable = el.querySelector(FOCUSABLE) !== null;
      if (overflows && !reachable) el.tabIndex = 0;
      else if (el.hasAttribute('tabindex')) el.removeAttribute('tabindex');
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    // Cards come and go without the box changing size.
    const mutation = new MutationObserver(update);
    mutation.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, []);
  return ref;
}
