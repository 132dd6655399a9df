import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import corpus from '@laurel/shared/testing/xss-corpus.json';
import '../approvals-setup';
import '../../summary/summary-setup';
import { i18n } from '../../i18n';
import { claim } from '../testing/claims';
import { ApprovalRequestCard } from './ApprovalRequestCard';
import { SummaryTable } from '../../summary/components/SummaryTable';
import type { SummaryQuery } from '../../summary/summary-query';

const QUERY: SummaryQuery = {
  awardIds: [],
  startDate: '2026-11-01',
  endDate: '2026-11-23',
  sortOrder: 'desc',
  page: 1,
};

/** A claim whose every free text (reason, names, the approver's note, the proof's name) is the payload. */
const hostile = (payload: string) =>
  claim(1, {
    award: { id: 2, name: payload, amount: 100 },
    receivers: [{ id: 7, display_name: payload, profile_pic_url: null }],
    claim_reason: payload,
    claim_attachment: { url: '/uploads/p/file.pdf', type: 'application/pdf', filename: payload },
    decisions: [{ step: 0, approver_id: 5, approver_name: payload, decision: 'approved', note: payload, at: '' }],
  });

describe('claims’ free text from the XSS corpus', () => {
  it.each(corpus.map(({ id, payload }) => [id, payload]))(
    '%s stays text in the approvals and the summary',
    (_id, payload) => {
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <ApprovalRequestCard claim={hostile(payload)} />
            <SummaryTable claims={[hostile(payload)]} query={QUERY} busy={false} onChange={() => undefined} />
          </MemoryRouter>
        </I18nextProvider>,
      );
      expect(container.querySelector('script, iframe, object, embed, svg, math, style, form')).toBeNull();
      const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
      );
      expect(handlers).toEqual([]);
      expect([...container.querySelectorAll('a')].every((link) => !/^\s*javascript:/i.test(link.href))).toBe(true);
      expect(container.textContent).toContain(payload.trim() === '' ? '' : payload);
    },
  );
});
