import { useParams } from 'react-router';
import { SharedNominationView } from '../shared-nomination/components/SharedNominationView';
import { parsePeriodId } from '../shared-nomination/period-id';
import styles from '../shared-nomination/SharedNomination.module.css';

/** Programs §2 `/share/nominations/{id}`: a public nomination period, read without signing in. */
export function SharedNominationPage() {
  return (
    <div className={styles.page}>
      <SharedNominationView id={parsePeriodId(useParams().id)} />
    </div>
  );
}
