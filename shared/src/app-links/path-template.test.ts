import { fillPath } from './path-template';

describe('fillPath', () => {
  test('a path without placeholders is kept', () => {
    expect(fillPath('/company/billing')).toBe('/company/billing');
  });

  test('each :name takes its value, encoded', () => {
    expect(fillPath('/team/:id/meet', { id: 7 })).toBe('/team/7/meet');
    expect(fillPath('/company/users/:id', { id: 'ada lovelace/x' })).toBe('/company/users/ada%20lovelace%2Fx');
  });

  test('a missing or empty value throws, naming the placeholder', () => {
    expect(() => fillPath('/bonuses/:id')).toThrow('The path /bonuses/:id needs a value for :id');
    expect(() => fillPath('/bonuses/:id', { id: '' })).toThrow(':id');
  });

  test('the query and fragment are left alone', () => {
    expect(fillPath('/analytics/engagement?role=receiver', {})).toBe('/analytics/engagement?role=receiver');
    expect(fillPath('/bonuses/:id#c:1', { id: 3 })).toBe('/bonuses/3#c:1');
  });
});
