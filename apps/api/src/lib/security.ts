// Query limits applied identically on HTTP and on WebSocket subscriptions: tokens, depth, aliases, directives, cost.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { HEAVY_FIELDS, MAX_REQUEST_WEIGHT, operationWeight } from './requestWeight';
import { safeTextLiterals } from './text-input';
import { GraphQLError, Kind, type ASTVisitor, type ValidationContext, type ValidationRule } from 'graphql';

export const LIMITS = {
  maxTokens: 2000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 25_000,
  maxBodyBytes: 100_000,
} as const;

/** Sign-in style mutations may appear once per request, so aliases cannot multiply password guesses. */
const SINGLE_FIELDS = new Set(['logIn', 'signUp']);
const oneSignInPerRequest: ValidationRule = (context: ValidationContext): ASTVisitor => {
  let seen = 0;
  return {
    Field(node) {
      if (SINGLE_FIELDS.has(node.name.value) && context.getParentType()?.name === 'Mutation') {
        seen++;
        if (seen > 1)
          context.reportError(
            new GraphQLError('Only one logIn or signUp per request.', {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
      }
    },
  };
};

/** A request may hold one operation's worth of work: no multi-operation documents executed in one go. */
const limitedOperations: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document(node) {
    const ops = node.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
    if (ops > 5)
      context.reportError(
        new GraphQLError('At most 5 operations per document.', { extensions: { code: 'BAD_USER_INPUT' } }),
      );
  },
});

const heavyInWords = `a request weighs 1, plus ${Object.entries(HEAVY_FIELDS)
  .map(([field, w]) => `${w} per ${field}`)
  .join(', ')}`;

/** Heavy fields (replays, records, move lists) count apart: fifteen aliased replays are refused before any runs. */
const limitedWeight: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document(node) {
    for (const d of node.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      const weight = operationWeight(context.getSchema(), node, d);
      if (weight > MAX_REQUEST_WEIGHT)
        context.reportError(
          new GraphQLError(
            `This operation asks for too much at once (weight ${weight}, at most ${MAX_REQUEST_WEIGHT}: ${heavyInWords}). Split it into several requests.`,
            {
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ),
        );
    }
  },
});

/** graphql-armor throws by default (a 500); report a validation error with the contract's code instead. */
const report = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, error: GraphQLError) =>
      ctx?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'BAD_USER_INPUT' } }),
      ),
  ],
};

export const securityRules: ValidationRule[] = [
  maxDepthRule({ n: LIMITS.maxDepth, flattenFragments: true, exposeLimits: true, ...report }),
  maxAliasesRule({ n: LIMITS.maxAliases, exposeLimits: true, ...report }),
  maxDirectivesRule({ n: LIMITS.maxDirectives, exposeLimits: true, ...report }),
  costLimitRule({ maxCost: LIMITS.maxCost, exposeLimits: true, ...report }),
  oneSignInPerRequest,
  safeTextLiterals,
  limitedOperations,
  limitedWeight,
] as ValidationRule[];
