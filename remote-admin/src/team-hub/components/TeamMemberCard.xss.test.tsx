import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import type { TeamMember } from '@laurel/shared/contract';
import '../team-hub-copy';
import { i18n } from '../../i18n';
import { TeamMemberCard } from './TeamMemberCard';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** Names, titles and departments are typed by people (profiles, user sync): each one is shown as text. */
const memberNamed = (text: string): TeamMember => ({
  id: 7,
  displayName: text,
  slug: 'someone',
  profilePicUrl: null,
  title: text,
  department: text,
  lastReceived: {
    bonusId: 3,
    createdAt: '2026-11-20T12:00:00.000Z',
    person: { id: 2, displayName: text },
    othersCount: 0,
  },
  lastGiven: {
    bonusId: 4,
    createdAt: '2026-11-21T12:00:00.000Z',
    person: { id: 2, displayName: text },
    othersCount: 1,
  },
  pointsReceivedThisMonth: 10,
  upcomingCelebrations: [],
  needsRecognition: false,
  canReceive: true,
});

describe('a team member card from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))('%s stays text', (_id, payload) => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <TeamMemberCard member={memberNamed(payload)} canGive now={NOW} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(container.querySelector('script, iframe, object, embed, svg, math, style, form, img')).toBeNull();
    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(screen.getByRole('heading')).toHaveTextContent(payload, { normalizeWhitespace: false });
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^\/(bonuses\/\d+|company\/users\/someone)$/);
    }
  });
});
