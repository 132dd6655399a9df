import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentParticipation } from '@laurel/shared/contract';
import { ChartFigure } from '../../reports-kit';
import { percent, shareRow, shareSeries } from './share-series';
import styles from './Participation.module.css';

/** Two departments side by side; the first two by name to begin with. */
export function DepartmentComparison({ departments }: { departments: readonly DepartmentParticipation[] }) {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const id = useId();
  const names = departments.map((department) => department.department);
  const [chosen, setChosen] = useState<[string, string]>([names[0] ?? '', names[1] ?? '']);
  const [first, second] = chosen.map((name) => departments.find((department) => department.department === name));

  if (departments.length < 2) return <p className={styles.muted}>{t('compare.needTwo')}</p>;
  const picker = (index: 0 | 1, label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${index}`}>{label}</label>
      <select
        id={`${id}-${index}`}
        value={chosen[index]}
        onChange={(event) =>
          setChosen((pair) => (index === 0 ? [event.target.value, pair[1]] : [pair[0], event.target.value]))
        }
      >
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('compare.departmentsTitle')}</h2>
      <div className={styles.pickers}>
        {picker(0, t('compare.departmentA'))}
        {picker(1, t('compare.departmentB'))}
      </div>
      {first && second ? (
        <ChartFigure
          title={t('compare.departmentsChart', { first: first.department, second: second.department })}
          kind="bar"
          categoryLabel={t('departments.category')}
          rows={[shareRow(first.department, first), shareRow(second.department, second)]}
          series={shareSeries(t)}
          format={percent}
          valueMax={100}
          tableShown
        />
      ) : (
        <p className={styles.muted}>{t('compare.chooseDepartments')}</p>
      )}
    </section>
  );
}
