// Lets axe measure colour contrast on our themed pages: gradients become their worst-case solid colour, scanlines go.
import type { Page } from '@playwright/test';

/**
 * axe cannot compute contrast over a gradient (it reports such text as "incomplete", neither passed nor failed), and
 * the page's scanline overlay (≤ 1.8 % white) hides every background from it. For the check, each gradient background
 * is replaced by the one colour it shows (its stops, blended over what lies beneath) that contrasts least with the
 * element's own text, and the overlay is removed; axe then measures every text against solid colours.
 * Returns how many backgrounds were flattened.
 */
export async function flattenBackgroundsForContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const style = document.createElement('style');
    style.textContent = 'body::before, body::after { display: none !important; }';
    document.head.append(style);

    const colours = (css: string): Rgba[] =>
      [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const p = (m[1] ?? '')
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 1];
      });
    const over = (top: Rgba, base: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + base[0] * (1 - a), top[1] * a + base[1] * (1 - a), top[2] * a + base[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba): number => {
      const lin = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: Rgba, y: Rgba): number => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((a, b) => b - a) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };

    let flattened = 0;
    const walk = (el: Element, beneath: Rgba): void => {
      const cs = getComputedStyle(el);
      let base = over(colours(cs.backgroundColor)[0] ?? [0, 0, 0, 0], beneath);
      if (cs.backgroundImage.includes('gradient') && el instanceof HTMLElement) {
        const text = colours(cs.color)[0] ?? [255, 255, 255, 1];
        const shown = [base, ...colours(cs.backgroundImage).map((stop) => over(stop, base))];
        const worst = shown.reduce((a, b) => (contrast(b, text) < contrast(a, text) ? b : a));
        el.style.setProperty('background-image', 'none', 'important');
        el.style.setProperty('background-color', `rgb(${worst.slice(0, 3).map(Math.round).join(', ')})`, 'important');
        base = worst;
        flattened++;
      }
      for (const child of el.children) walk(child, base);
    };
    walk(document.documentElement, [255, 255, 255, 1]);
    return flattened;
  });
}
