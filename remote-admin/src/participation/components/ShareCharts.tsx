import type { TFunction } from 'i18next';
import type { DepartmentParticipation, ParticipationFigures } from '@laurel/shared/contract';
import { ChartFigure, type ChartKind } from '../../reports-kit';
import { percent, shareRow, shareSeries } from './share-series';
import styles from './Participation.module.css';

interface ShareChart<Item> {
  title: string;
  categoryLabel: string;
  items: readonly Item[];
  labelOf: (item: Item) => string;
}

interface ShareChartsProps<Period> {
  /** The participation namespace's t, which names the two series. */
  tSeries: TFunction;
  overTime: ShareChart<Period> & { kind: ChartKind };
  departments: Omit<ShareChart<DepartmentParticipation>, 'labelOf'>;
}

/** Who gave and who received as shares, over time and by department: the pair every participation view draws. */
export function ShareCharts<Period extends ParticipationFigures>({
  tSeries,
  overTime,
  departments,
}: ShareChartsProps<Period>) {
  const chart = (title: string, kind: ChartKind, categoryLabel: string, rows: ReturnType<typeof shareRow>[]) => (
    <ChartFigure
      title={title}
      kind={kind}
      categoryLabel={categoryLabel}
      rows={rows}
      series={shareSeries(tSeries)}
      format={percent}
      valueMax={100}
    />
  );
  return (
    <div className={styles.charts}>
      {chart(
        overTime.title,
        overTime.kind,
        overTime.categoryLabel,
        overTime.items.map((item) => shareRow(overTime.labelOf(item), item)),
      )}
      {chart(
        departments.title,
        'bar',
        departments.categoryLabel,
        departments.items.map((department) => shareRow(department.department, department)),
      )}
    </div>
  );
}
