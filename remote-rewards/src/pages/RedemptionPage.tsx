import { useParams } from 'react-router';
import { RedemptionDetail } from '../history/components/RedemptionDetail';
import { parseRedemptionId } from '../history/redemption-display';

export function RedemptionPage() {
  const { id } = useParams();
  return <RedemptionDetail key={id} id={parseRedemptionId(id)} />;
}
