// Where the site finds the API's record files: beside /graphql on whatever host and path prefix API_URL names.
import { describe, expect, test } from 'vitest';
import { recordUrl, siteRecordPath } from './api-url';

describe('recordUrl', () => {
  test.each([
    ['http://localhost:4000/graphql', 'http://localhost:4000/matches/m-1/record.json'],
    ['http://localhost:4000/graphql/', 'http://localhost:4000/matches/m-1/record.json'],
    ['https://games.example/api/graphql', 'https://games.example/api/matches/m-1/record.json'],
  ])('%s → %s', (api, file) => {
    expect(recordUrl(api, 'm-1')).toBe(file);
  });

  test('an id cannot leave the match path', () => {
    expect(recordUrl('http://localhost:4000/graphql', '../../health')).toBe(
      'http://localhost:4000/matches/..%2F..%2Fhealth/record.json',
    );
    expect(siteRecordPath('a/b')).toBe('/match/a%2Fb/record.json');
  });
});
