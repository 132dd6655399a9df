import { useParams } from 'react-router';
import { RedemptionReceipt } from '../receipt/components/RedemptionReceipt';
import { parseRedemptionId } from '../history/redemption-display';

export function RedemptionReceiptPage() {
  const { id } = useParams();
  return <RedemptionReceipt key={id} id={parseRedemptionId(id)} />;
}
