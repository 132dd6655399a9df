import { closedPopup, isPopupOpen, optionOnLeave, popupReducer, type AnchoredTrigger } from './suggestion-popup-state';

const at = (query: string, kind: AnchoredTrigger['kind'] = 'recipient', start = 0): AnchoredTrigger => ({
  kind,
  query,
  start,
  node: '0,0',
});
const open = (query = 'al', options = ['Alice', 'Alan', 'Albert']) =>
  popupReducer(popupReducer(closedPopup<string>(), { type: 'caret', trigger: at(query) }), {
    type: 'options',
    options,
  });

describe('popupReducer', () => {
  it('is inactive until a trigger sits at the caret, then follows the query', () => {
    expect(isPopupOpen(closedPopup())).toBe(false);
    const typed = popupReducer(open('a'), { type: 'caret', trigger: at('al') });
    expect(isPopupOpen(typed)).toBe(true);
    expect(typed.trigger?.query).toBe('al');
    expect(typed.options).toEqual(['Alice', 'Alan', 'Albert']);
  });

  it('closes when the caret leaves the token', () => {
    expect(isPopupOpen(popupReducer(open(), { type: 'caret', trigger: null }))).toBe(false);
  });

  it('cycles the options with the arrow keys, wrapping at both ends', () => {
    const up = popupReducer(open(), { type: 'move', by: -1 });
    expect(up.highlighted).toBe(2);
    expect(popupReducer(up, { type: 'move', by: 1 }).highlighted).toBe(0);
  });

  it('stays hidden after Escape while the caret is in the token, and opens again for a new one', () => {
    const hidden = popupReducer(open(), { type: 'escape' });
    expect(isPopupOpen(hidden)).toBe(false);
    expect(isPopupOpen(popupReducer(hidden, { type: 'caret', trigger: at('ali') }))).toBe(false);
    expect(isPopupOpen(popupReducer(hidden, { type: 'caret', trigger: at('', 'hashtag', 9) }))).toBe(true);
  });

  it('closes on a pick', () => {
    expect(popupReducer(open(), { type: 'picked' })).toEqual(closedPopup());
  });
});

describe('optionOnLeave', () => {
  it('inserts the single earlier result of a token that must name someone', () => {
    expect(optionOnLeave(open('ali', ['Alice']), null)).toBe('Alice');
  });

  it('leaves the typed text when there were several results, none, or no query', () => {
    expect(optionOnLeave(open('al'), null)).toBeNull();
    expect(optionOnLeave(open('zz', []), null)).toBeNull();
    expect(optionOnLeave(open('', ['Alice']), null)).toBeNull();
  });

  it('leaves hashtags and amounts as typed', () => {
    const hashtag = popupReducer(closedPopup<string>(), { type: 'caret', trigger: at('Own', 'hashtag') });
    expect(optionOnLeave(popupReducer(hashtag, { type: 'options', options: ['OwnIt'] }), null)).toBeNull();
  });

  it('does nothing while the caret stays in the token', () => {
    expect(optionOnLeave(open('ali', ['Alice']), at('alic'))).toBeNull();
  });
});
