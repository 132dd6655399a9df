import { INVITE_ERRORS, inviteUsersError, MAX_INVITES_PER_REQUEST, splitEmails } from './invite-users-schema';

describe('invite users validation', () => {
  it('splits pasted addresses on commas, spaces and new lines, once each', () => {
    expect(splitEmails('a@x.io, B@x.io\nb@x.io;c@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
  });

  it.each([
    [[], INVITE_ERRORS.missingEmails],
    [['not-an-email'], INVITE_ERRORS.invalidEmail],
    [Array.from({ length: MAX_INVITES_PER_REQUEST + 1 }, (_, i) => `p${i}@x.io`), INVITE_ERRORS.tooMany],
    [['ok@x.io'], null],
  ])('%j gives %s', (emails, error) => {
    expect(inviteUsersError({ emails })).toBe(error);
  });

  it.each([[{}], [null], [{ emails: 'a@x.io' }]])(
    'answers an id of the catalogue for a body of the wrong shape: %j',
    (body) => {
      expect(inviteUsersError(body)).toBe(INVITE_ERRORS.missingEmails);
    },
  );
});
