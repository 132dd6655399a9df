import { Navigate, useLocation } from 'react-router';
import '../participation/participation-copy';
import { CompareView } from '../participation/components/CompareView';
import { GivingAndReceivingView } from '../participation/components/GivingAndReceivingView';
import { ManagersAndTeamsView } from '../participation/components/ManagersAndTeamsView';
import { PARTICIPATION_PAGE_PATH } from '../participation/components/ParticipationTabs';
import { ParticipationSummaryReport } from '../participation/summary/ParticipationSummaryReport';

/** `/admin/reports/participation` opens its first sub-route (programs §2), with the same filters. */
export function ParticipationIndexPage() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: `${PARTICIPATION_PAGE_PATH}/giving-and-receiving`, search }} />;
}

export const GivingAndReceivingPage = GivingAndReceivingView;
export const ManagersAndTeamsPage = ManagersAndTeamsView;
export const ParticipationComparePage = CompareView;
export const ParticipationSummaryPage = ParticipationSummaryReport;
