// WCAG 2.5.3 (Label in Name): a control's accessible name contains the words printed on it, so people using voice
// control can say what they see. A move button prints a few words (its short) and is named by the game's full sentence.

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  return false;
}

/**
 * The aria-label for a button that prints `visible` and means `label`: none when the printed words are the label (the
 * content names it), the label when it already contains them, else the printed words followed by the label.
 */
export function labelInName(visible: string, label: string): string | undefined {
  if (visible.trim() === label.trim()) return undefined;
  return containsRun(words(label), words(visible)) ? label : `${visible}: ${label}`;
}

/** The words a button's children print, or null when they hold elements (a card face names the button by itself). */
export function printedText(node: unknown): string | null {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) {
    let text = '';
    for (const part of node) {
      const t = printedText(part);
      if (t === null) return null;
      text += t;
    }
    return text;
  }
  return null;
}
