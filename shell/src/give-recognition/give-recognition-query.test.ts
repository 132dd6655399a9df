import { giveRecognitionRequestOf, withoutGiveRecognition } from './give-recognition-query';

describe('give_recognition query', () => {
  it.each([
    ['give_recognition=12&give_recognition_text=Thanks', { recipientId: 12, text: 'Thanks' }],
    ['give_recognition=12', { recipientId: 12 }],
    ['give_recognition_text=Great%20demo', { text: 'Great demo' }],
    ['give_recognition=abc&give_recognition_text=Hi', { text: 'Hi' }],
    ['give_recognition=-3', {}],
  ])('reads %s', (query, request) => {
    expect(giveRecognitionRequestOf(new URLSearchParams(query))).toEqual(request);
  });

  it('asks for nothing without either parameter', () => {
    expect(giveRecognitionRequestOf(new URLSearchParams('announcement=4'))).toBeNull();
  });

  it('keeps the other parameters when taking the two out', () => {
    const rest = withoutGiveRecognition(new URLSearchParams('a=1&give_recognition=2&give_recognition_text=x'));
    expect(rest.toString()).toBe('a=1');
  });
});
