import { render } from '@testing-library/react';
import ReportChart from './ReportChart';

const yAxisProps: Record<string, unknown>[] = [];
jest.mock('recharts', () => ({
  ...jest.requireActual<object>('recharts'),
  YAxis: (props: Record<string, unknown>) => {
    yAxisProps.push(props);
    return null;
  },
}));

const chart = (wholeNumbers?: boolean) => (
  <ReportChart
    kind="line"
    rows={[{ label: 'Nov 2', values: { given: 1 } }]}
    series={[{ key: 'given', label: 'Given' }]}
    format={String}
    size={{ width: 600, height: 300 }}
    wholeNumbers={wholeNumbers}
  />
);

describe('ReportChart', () => {
  beforeEach(() => yAxisProps.splice(0));

  it('ticks whole numbers only for counts, never half a recognition', () => {
    render(chart(true));
    expect(yAxisProps.at(-1)).toMatchObject({ allowDecimals: false });
  });

  it('keeps fractions for figures that have them (averages, shares)', () => {
    render(chart());
    expect(yAxisProps.at(-1)).toMatchObject({ allowDecimals: true });
  });
});
