// The floor: React 19 and the first page of the feed from the same API, with no router, no i18n, no
// session library and no federation. Nothing the product ships can load faster than this.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { BonusView } from '@laurel/shared/recognition';

async function firstFeedPage(): Promise<BonusView[]> {
  const session = await fetch('/api/v2/jwt', { credentials: 'include' });
  const { jwt } = (await session.json()) as { jwt: string };
  const page = await fetch('/api/v2/bonus_feeds?page=1&per_page=20', { headers: { Authorization: `Bearer ${jwt}` } });
  return ((await page.json()) as { result: BonusView[] }).result;
}

function Feed() {
  const [bonuses, setBonuses] = useState<BonusView[] | null>(null);
  useEffect(() => void firstFeedPage().then(setBonuses), []);
  return (
    <main>
      <h1>Recognition</h1>
      <div role="feed" aria-busy={bonuses === null}>
        {bonuses?.map((bonus) => (
          <article key={bonus.id}>
            <p>
              {bonus.giver?.display_name} → {bonus.receivers.map((receiver) => receiver.display_name).join(', ')} · +
              {bonus.amount}
            </p>
            <p>{bonus.reason}</p>
          </article>
        ))}
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Feed />);
