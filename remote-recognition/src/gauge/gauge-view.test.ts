import { CHECKLIST, gaugeViewReducer, showsDetail, type GaugeView, type GaugeViewEvent } from './gauge-view';

const run = (events: GaugeViewEvent[], from: GaugeView = CHECKLIST) => events.reduce(gaugeViewReducer, from);

describe('the gauge views', () => {
  it('goes checklist → to-detail → detail → to-checklist → checklist', () => {
    const phases: string[] = [];
    let view = CHECKLIST;
    for (const event of [
      { type: 'open', key: 'personal' },
      { type: 'settled' },
      { type: 'back' },
      { type: 'settled' },
    ] as GaugeViewEvent[]) {
      view = gaugeViewReducer(view, event);
      phases.push(`${view.phase}${view.key ? ` ${view.key}` : ''}`);
    }
    expect(phases).toEqual(['to-detail personal', 'detail personal', 'to-checklist personal', 'checklist']);
  });

  it('turns back mid-transition, and a stray settle changes nothing', () => {
    expect(run([{ type: 'open', key: 'specific' }, { type: 'back' }])).toEqual({
      phase: 'to-checklist',
      key: 'specific',
    });
    expect(run([{ type: 'settled' }, { type: 'back' }])).toBe(CHECKLIST);
  });

  it('shows the detail while it enters and once it is there, and resets to the checklist', () => {
    expect(showsDetail(run([{ type: 'open', key: 'genuine' }]))).toBe(true);
    expect(showsDetail(run([{ type: 'open', key: 'genuine' }, { type: 'settled' }]))).toBe(true);
    expect(showsDetail(run([{ type: 'open', key: 'genuine' }, { type: 'back' }]))).toBe(false);
    expect(run([{ type: 'open', key: 'genuine' }, { type: 'settled' }, { type: 'reset' }])).toBe(CHECKLIST);
  });
});
