import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('builds a formatter in a task of its own, after the boot’s', () => {
    jest.useFakeTimers();
    const languages: (string | undefined)[] = [];
    const { RelativeTimeFormat } = Intl;
    const build = jest.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function (language) {
      languages.push(language as string | undefined);
      return new RelativeTimeFormat(language);
    });
    document.documentElement.lang = 'de';
    warmIntl();
    expect(build).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(languages).toEqual(['de']);
  });
});
