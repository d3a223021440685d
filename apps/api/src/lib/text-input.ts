// Text the database cannot store (a NUL) or that is not Unicode (an unpaired UTF-16 surrogate) is refused at the door:
// in every variable and every string literal of every operation, on HTTP and WebSocket alike, before anything runs.
import { GraphQLError, type ValidationRule } from 'graphql';

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired UTF-16 surrogates.';

// Without the u flag the pattern sees UTF-16 code units, so a high surrogate not followed by a low one (or a low one
// not preceded by a high one) is caught.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string or object key anywhere in a JSON value is unsafe text (walked without recursion). */
export function holdsUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (isUnsafeText(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

export const unsafeTextError = (): GraphQLError =>
  new GraphQLError(UNSAFE_TEXT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });

/** The validation rule for string literals written in the document itself. */
export const safeTextLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (isUnsafeText(node.value))
      context.reportError(
        new GraphQLError(UNSAFE_TEXT_MESSAGE, { nodes: node, extensions: { code: 'BAD_USER_INPUT' } }),
      );
  },
});
