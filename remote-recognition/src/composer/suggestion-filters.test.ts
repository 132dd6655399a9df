import type { RecipientResult } from '@laurel/shared/recognition';
import {
  amountSuggestions,
  distinctRecipientIds,
  hashtagSuggestions,
  recipientKey,
  recipientSuggestions,
} from './suggestion-filters';
import { spendableOf } from '../api/get-giver-budget';
import { budgetFixture } from '../give/testing/give-fixtures';

const person = (id: number): RecipientResult => ({ id, display_name: `Person ${id}`, username: `p${id}` });
const group = (id: number, members: number[], type: RecipientResult['group_type'] = 'team'): RecipientResult => ({
  id,
  display_name: `Group ${id}`,
  username: `group-${id}`,
  group_type: type,
  group_users: members,
  group_user_ids: members,
});

describe('amountSuggestions', () => {
  it('keeps positive whole amounts within what can be spent that start with the digits typed', () => {
    expect(amountSuggestions([-5, 0, 1, 5, 10, 15, 25, 50, 2.5], 20, '')).toEqual([1, 5, 10, 15]);
    expect(amountSuggestions([1, 5, 10, 15, 25], 30, '1')).toEqual([1, 10, 15]);
  });

  it('counts flash points as spendable, so an amount only they cover is still offered (recognition §5)', () => {
    const budget = budgetFixture({ giving_balance: 10, flash_points_balance: 40 });
    expect(amountSuggestions([5, 10, 25, 50, 100], spendableOf(budget), '')).toEqual([5, 10, 25, 50]);
  });
});

describe('hashtagSuggestions', () => {
  it('offers company hashtags not used yet, matching any case', () => {
    expect(hashtagSuggestions(['OwnIt', 'BeCurious', 'Teamwork'], ['ownit'], 'cur')).toEqual(['BeCurious']);
    expect(hashtagSuggestions(['OwnIt', 'BeCurious'], [], '')).toEqual(['OwnIt', 'BeCurious']);
  });
});

describe('recipientSuggestions', () => {
  const rules = { selfId: 1, chosenKeys: new Set<string>() };

  it('leaves out self unless include_self is set', () => {
    expect(recipientSuggestions([person(1), person(2)], rules).map((r) => r.id)).toEqual([2]);
    expect(recipientSuggestions([person(1)], { ...rules, includeSelf: true }).map((r) => r.id)).toEqual([1]);
  });

  it('takes self out of groups and drops groups left empty', () => {
    const [team] = recipientSuggestions([group(7, [1, 2, 3]), group(8, [1])], rules);
    expect(team?.group_user_ids).toEqual([2, 3]);
    expect(recipientSuggestions([group(8, [1])], rules)).toEqual([]);
  });

  it('does not offer whoever is already chosen, people and groups apart', () => {
    const chosen = new Set([recipientKey(person(2)), recipientKey(group(7, [3]))]);
    const offered = recipientSuggestions([person(2), person(7), group(7, [3]), group(2, [3])], {
      ...rules,
      chosenKeys: chosen,
    });
    expect(offered.map(recipientKey)).toEqual(['user:7', 'group:2']);
  });
});

describe('distinctRecipientIds', () => {
  it('counts each person once, groups by their members, never the giver', () => {
    expect(distinctRecipientIds([person(2), group(7, [1, 2, 3, 4]), person(4)], 1)).toEqual([2, 3, 4]);
  });
});
