import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useAnnouncementSelection } from '@laurel/shared';
import { AnnouncementFromQuery } from './AnnouncementFromQuery';

describe('AnnouncementFromQuery', () => {
  beforeEach(() => useAnnouncementSelection.setState({ selectedAnnouncementId: null }));

  it('hands ?announcement= to the carousel selection', () => {
    render(
      <MemoryRouter initialEntries={['/?announcement=42']}>
        <AnnouncementFromQuery />
      </MemoryRouter>,
    );
    expect(useAnnouncementSelection.getState().selectedAnnouncementId).toBe('42');
  });

  it('leaves the selection alone without the parameter', () => {
    useAnnouncementSelection.setState({ selectedAnnouncementId: '7' });
    render(
      <MemoryRouter initialEntries={['/rewards']}>
        <AnnouncementFromQuery />
      </MemoryRouter>,
    );
    expect(useAnnouncementSelection.getState().selectedAnnouncementId).toBe('7');
  });
});
