import { lazy, Suspense, useEffect, useState } from 'react';
import { useSeasonalCopy } from './seasonal-copy';
import { hasStoredChoice, markIntroSeen, wasIntroSeen } from './seasonal-storage';
import { useSeasonalStore } from './seasonal-store';
import { useSeasonalTheme } from './use-seasonal-theme';

// Loaded only for people who see the theme: Radix, date-fns locales, the art and the copy stay off `/`.
const SeasonalIntroModal = lazy(() =>
  import('./SeasonalIntroModal').then((module) => ({ default: module.SeasonalIntroModal })),
);
const SeasonalOverlay = lazy(() => import('./SeasonalOverlay').then((module) => ({ default: module.SeasonalOverlay })));

/**
 * The seasonal theme's mount point: the overlay while enabled, and the intro modal, which opens by
 * itself once per season for a user who has not chosen yet. The give button reads its label itself.
 */
export function SeasonalTheme() {
  const { season, enabled } = useSeasonalTheme();
  const introOpen = useSeasonalStore((state) => state.introOpen);
  const openIntro = useSeasonalStore((state) => state.openIntro);
  const closeIntro = useSeasonalStore((state) => state.closeIntro);
  const setChoice = useSeasonalStore((state) => state.setChoice);
  // Once loaded the modal stays mounted, so Radix can close it cleanly (focus, pointer events).
  const [introLoaded, setIntroLoaded] = useState(false);
  if (introOpen && !introLoaded) setIntroLoaded(true);
  const copyReady = useSeasonalCopy(introLoaded) !== null;

  useEffect(() => {
    if (!season || hasStoredChoice(season) || wasIntroSeen(season)) return;
    markIntroSeen(season);
    openIntro();
  }, [season, openIntro]);

  if (!season) return null;
  return (
    <>
      <Suspense fallback={null}>{enabled && <SeasonalOverlay kind={season.kind} />}</Suspense>
      <Suspense fallback={null}>
        {introLoaded && copyReady && (
          <SeasonalIntroModal
            season={season}
            open={introOpen}
            onClose={closeIntro}
            onEnable={() => {
              setChoice(season, true);
              closeIntro();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
