// parseTimeControl: each kind takes its own amount in range; the other kind's amount is refused rather than ignored.
import { GraphQLError } from 'graphql';
import { describe, expect, test } from 'vitest';
import { parseTimeControl, type TimeControlInput } from './service';

describe('parseTimeControl', () => {
  test.each<[string, TimeControlInput | null, unknown]>([
    ['nothing: async, a day per decision', null, { kind: 'async', hours: 24 }],
    ['REALTIME without seconds', { kind: 'REALTIME' }, { kind: 'realtime', seconds: 60 }],
    ['REALTIME with seconds', { kind: 'REALTIME', seconds: 30 }, { kind: 'realtime', seconds: 30 }],
    ['REALTIME with hours: null', { kind: 'REALTIME', seconds: 30, hours: null }, { kind: 'realtime', seconds: 30 }],
    ['ASYNC with hours', { kind: 'ASYNC', hours: 48 }, { kind: 'async', hours: 48 }],
    ['ASYNC with seconds: null', { kind: 'ASYNC', seconds: null }, { kind: 'async', hours: 24 }],
  ])('%s', (_what, input, expected) => {
    expect(parseTimeControl(input)).toEqual(expected);
  });

  test.each<[string, TimeControlInput, string]>([
    ['REALTIME with hours', { kind: 'REALTIME', hours: 24 }, 'timeControl.hours'],
    ['REALTIME with out-of-range hours', { kind: 'REALTIME', hours: -1 }, 'timeControl.hours'],
    ['ASYNC with seconds', { kind: 'ASYNC', seconds: 60 }, 'timeControl.seconds'],
    ['ASYNC with out-of-range seconds', { kind: 'ASYNC', seconds: 2 ** 31 - 1 }, 'timeControl.seconds'],
    ['REALTIME with too few seconds', { kind: 'REALTIME', seconds: 9 }, 'timeControl.seconds'],
    ['REALTIME with a fraction', { kind: 'REALTIME', seconds: 10.5 }, 'timeControl.seconds'],
    ['ASYNC with too many hours', { kind: 'ASYNC', hours: 337 }, 'timeControl.hours'],
    ['ASYNC with negative hours', { kind: 'ASYNC', hours: -1 }, 'timeControl.hours'],
  ])('%s is BAD_USER_INPUT on its field', (_what, input, field) => {
    let error: unknown;
    try {
      parseTimeControl(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});
