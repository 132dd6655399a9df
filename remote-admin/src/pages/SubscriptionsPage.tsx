import '../subscriptions/subscriptions-copy';
import { SubscriptionsAdmin } from '../subscriptions/components/SubscriptionsAdmin';

export function SubscriptionsPage() {
  return <SubscriptionsAdmin />;
}
