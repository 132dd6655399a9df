import { recognitionPreviewText } from './token-queries';

describe('recognitionPreviewText', () => {
  it('shows emoji for shortcodes, drops images and keeps the rest as typed', () => {
    expect(recognitionPreviewText('+10 thanks @ada-1 :tada: ![chart](https://x.example/c.png) #OwnIt')).toBe(
      '+10 thanks @ada-1 🎉  #OwnIt',
    );
  });
});
