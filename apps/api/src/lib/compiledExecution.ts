// Operations that repeat are compiled once (graphql-jit) and then run as plain functions: a WebSocket's moves and pushes
// repeat a handful of documents thousands of times a second, and interpreting each one (graphql's execute) cost a
// tenth of the API's time per move.
import { execute, visit, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = Pick<CompiledQuery, 'query'>;
type Known = Compiled | 'seen' | 'interpreted';

/** What a compiled executor did so far (for tests and the bench). */
export interface ExecutionCounts {
  interpreted: number;
  compiled: number;
}

export interface CompiledExecute {
  (args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult>;
  readonly counts: ExecutionCounts;
}

/**
 * graphql's execute, except that an operation's second run and those after it go through its compiled form. A
 * document seen once is never compiled: compiling costs milliseconds (the site's push document 5-27 ms), and a stream
 * of distinct documents would pay it every time. A document graphql-jit cannot compile (it answers with errors), or
 * whose own names could collide with an object's built-in properties (see `plainNames`), is interpreted as before, and
 * so is a run whose variables do not fit. Documents are expected validated (as onSubscribe does): graphql-jit assumes it.
 */
export function compiledExecute(): CompiledExecute {
  const byDocument = new WeakMap<DocumentNode, Map<string, Known>>();
  const counts: ExecutionCounts = { interpreted: 0, compiled: 0 };
  const interpret = (args: ExecutionArgs) => {
    counts.interpreted += 1;
    return execute(args);
  };
  const run = (args: ExecutionArgs): ExecutionResult | Promise<ExecutionResult> => {
    let known = byDocument.get(args.document);
    if (!known) byDocument.set(args.document, (known = new Map()));
    const name = args.operationName ?? '';
    const state = known.get(name);
    if (state === undefined) {
      known.set(name, plainNames(args.document) ? 'seen' : 'interpreted');
      return interpret(args);
    }
    if (state === 'interpreted') return interpret(args);
    let compiled: Compiled;
    if (state === 'seen') {
      const made = compileQuery(args.schema, args.document, args.operationName ?? undefined);
      if (!isCompiledQuery(made)) {
        known.set(name, 'interpreted');
        return interpret(args);
      }
      compiled = made;
      known.set(name, compiled);
    } else compiled = state;
    const result = compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {});
    // Variables that do not fit the operation come back at once with no data and graphql-jit's own wording of why:
    // graphql says it again, so a bad request reads the same on every run.
    if (!(result instanceof Promise) && result.data === undefined) return interpret(args);
    counts.compiled += 1;
    return result;
  };
  return Object.assign(run, { counts });
}

/**
 * Whether every name the document chooses itself (aliases, variables) is a plain one. graphql-jit builds results and
 * variables as ordinary objects, where a key such as `__proto__` or `constructor` would not behave as any other key
 * (an alias `__proto__` disappears from its result where graphql keeps it), so such documents stay interpreted.
 */
export function plainNames(document: DocumentNode): boolean {
  let plain = true;
  const check = (name: string) => {
    if (name.startsWith('__') || name in Object.prototype) plain = false;
  };
  visit(document, {
    Field(node) {
      if (node.alias) check(node.alias.value);
    },
    Variable(node) {
      check(node.name.value);
    },
  });
  return plain;
}
