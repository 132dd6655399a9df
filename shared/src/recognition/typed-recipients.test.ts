import { recipientUsernamesOf, typedRecipientUsernames } from './typed-recipients';

describe('recipientUsernamesOf', () => {
  it('lists each @username of the reason once, whatever its case', () => {
    expect(recipientUsernamesOf('+5 @Ana thanks @bo and @ana #OwnIt')).toEqual(['ana', 'bo']);
  });
});

describe('typedRecipientUsernames', () => {
  it('keeps the @usernames typed as text, not those of the chosen people and groups', () => {
    expect(typedRecipientUsernames('+5 @ana @marketing @bo thanks', ['ana', 'Marketing'])).toEqual(['bo']);
    expect(typedRecipientUsernames('+5 @ana thanks', ['ana'])).toEqual([]);
  });
});
