import { useTranslation } from 'react-i18next';
import { ChartFigure, useReportFilters } from '../../reports-kit';
import { useManagersAndTeams } from '../api/get-managers-and-teams';
import { ParticipationFrame } from './ParticipationFrame';
import { percent, shareRow, shareSeries } from './share-series';
import styles from './Participation.module.css';

/** `/admin/reports/participation/managers-and-teams`: for each manager, how much of their team gave and received. */
export function ManagersAndTeamsView() {
  const { t } = useTranslation('reports', { keyPrefix: 'participation' });
  const { filters } = useReportFilters();
  const { data, error, isLoading, retry } = useManagersAndTeams(filters);
  return (
    <ParticipationFrame
      status={{ isLoading, error, retry, isEmpty: data?.teams.length === 0 }}
      emptyText={t('teams.empty')}
    >
      {data && (
        <>
          <ChartFigure
            title={t('teams.title')}
            kind="bar"
            categoryLabel={t('teams.category')}
            rows={data.teams.map((team) => shareRow(team.manager, team))}
            series={shareSeries(t)}
            format={percent}
            valueMax={100}
          />
          <table className={styles.table}>
            <caption>{t('teams.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('teams.manager')}</th>
                <th scope="col">{t('teams.department')}</th>
                <th scope="col" className={styles.number}>
                  {t('teams.size')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('teams.gave')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('teams.received')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.teams.map((team) => (
                <tr key={team.managerId}>
                  <th scope="row">{team.manager}</th>
                  <td>{team.department}</td>
                  <td className={styles.number}>{team.people}</td>
                  <td className={styles.number}>
                    {t('figures.ofPeople', { count: team.givers, people: team.people })}
                  </td>
                  <td className={styles.number}>
                    {t('figures.ofPeople', { count: team.receivers, people: team.people })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ParticipationFrame>
  );
}
