import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FeedbackPerson } from '@laurel/shared/contract';
import { i18n } from '../../i18n';
import { answerGets, deferred, httpError } from '../../feed/testing/v2-api';
import { MATEO, person } from '../testing/feedback-fixtures';
import '../feedback-copy';
import { ColleaguePicker } from './ColleaguePicker';

const THEA = person(4, 'Thea Tran');
const THEO = person(5, 'Theo Tech');

function Picker() {
  const [colleague, setColleague] = useState<FeedbackPerson | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <ColleaguePicker id="ask" legend="Ask whom" colleague={colleague} onChange={setColleague} />
    </I18nextProvider>
  );
}

describe('ColleaguePicker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists only the answer to the words as typed now, never an earlier one, and searches once typing pauses', async () => {
    const earlier = deferred<unknown>();
    const get = answerGets((_path, options) => {
      const search = String(options?.params?.search);
      if (search === 'Th') return earlier.promise;
      return { result: [THEA, THEO].filter((colleague) => colleague.displayName.includes(search)) };
    });
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByRole('searchbox', { name: 'Search colleagues by name' });

    await user.type(search, 'Th');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.type(search, 'eo Tech');
    earlier.resolve({ result: [THEA, THEO] });

    expect(await screen.findByRole('radio', { name: 'Theo Tech' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(get.mock.calls.map(([, options]) => options?.params?.search)).toEqual(['Th', 'Theo Tech']);

    await user.click(screen.getByRole('radio', { name: 'Theo Tech' }));
    expect(screen.getByRole('radio', { name: 'Theo Tech' })).toBeChecked();
  });

  it('says when nobody matches, and when the search failed', async () => {
    answerGets((_path, options) => {
      if (options?.params?.search === 'zz') return { result: [] };
      throw httpError(503);
    });
    const user = userEvent.setup();
    render(<Picker />);
    const search = screen.getByRole('searchbox', { name: 'Search colleagues by name' });

    await user.type(search, 'zz');
    expect(await screen.findByText('No colleague by that name.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, MATEO.displayName);
    expect(await screen.findByText('Colleagues could not be searched. Try again.')).toBeInTheDocument();
    expect(screen.queryByText('No colleague by that name.')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
