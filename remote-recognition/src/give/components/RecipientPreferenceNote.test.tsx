import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RecipientResult } from '@laurel/shared/recognition';
import { i18n } from '../../i18n';
import { groupPreferencesOf, recipientPreferenceOf } from '../privacy/recipient-privacy';
import { RecipientPreferenceNote } from './RecipientPreferenceNote';

const SELF = 1;
const design: RecipientResult = {
  id: 50,
  display_name: 'Design',
  username: 'group-50',
  group_type: 'department',
  group_users: [11, 12, 13, 14],
  group_user_ids: [11, 12, 13, 14],
  group_preferred_privacy: { privately_visible: 3, immediate_team: 1 },
};
const ana: RecipientResult = {
  id: 11,
  display_name: 'Ana Lopez',
  username: 'ana',
  preferred_privacy: 'privately_visible',
};

const note = (recipients: RecipientResult[], changeable = true) => {
  const preference = recipientPreferenceOf(recipients, SELF);
  const groups = groupPreferencesOf(recipients);
  render(
    <I18nextProvider i18n={i18n}>
      <RecipientPreferenceNote preference={preference} groups={groups} changeable={changeable} />
    </I18nextProvider>,
  );
  return { preference, groups };
};

describe('RecipientPreferenceNote with a group', () => {
  it("says how many of the group's members prefer each privacy, and does not move the privacy", () => {
    const { preference } = note([design, ana]);
    expect(preference).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 people in Design prefer private recognition. 1 person in Design prefers team-only recognition. You can still change who sees it.',
    );
  });

  it('starts at the privacy when every member of every group and every person prefers it', () => {
    const allPrivate = { ...design, group_preferred_privacy: { privately_visible: 4 } };
    const { preference } = note([allPrivate, ana], false);
    expect(preference).toEqual({ privacy: 'privately_visible', names: ['Design', 'Ana Lopez'] });
    expect(screen.getByRole('status')).toHaveTextContent('Design and Ana Lopez prefer private recognition.');
  });

  it('has nothing to say of a group whose members have no preference', () => {
    const quiet = { ...design, group_preferred_privacy: undefined };
    expect(recipientPreferenceOf([quiet], SELF)).toBeNull();
    expect(groupPreferencesOf([quiet])).toEqual([]);
  });
});
