import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfileSummary } from '@laurel/shared/recognition';
import { RecognitionList } from './RecognitionList';
import { Tabs } from './Tabs';

type Direction = 'received' | 'given';

/** The person's received and given recognitions, as two tabs. */
export function ProfileTabs({ profile }: { profile: UserProfileSummary }) {
  const { t } = useTranslation('recognition');
  const [selected, setSelected] = useState<Direction>('received');
  const name = profile.display_name;
  const tabs = [
    { id: 'received', label: t('profile.receivedTab', { count: profile.received_count }) },
    { id: 'given', label: t('profile.givenTab', { count: profile.given_count }) },
  ] as const;
  return (
    <section>
      <Tabs label={t('profile.tabs', { name })} tabs={tabs} selected={selected} onSelect={setSelected}>
        <RecognitionList
          key={selected}
          filter={selected === 'received' ? { receiver_id: profile.id } : { giver_id: profile.id }}
          label={tabs.find((tab) => tab.id === selected)!.label}
          empty={t(`profile.${selected}Empty`, { name })}
        />
      </Tabs>
    </section>
  );
}
