import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteWidgets } from '../contract/remote-contract';
import { INIT_GIVE_RECOGNITION_EVENT, type InitGiveRecognitionDetail } from '../recognition/bonus-contract';

/**
 * The standalone page's stand-in for the shell's host: a button and the init event open the
 * remote's own give-recognition widget, so its team can work on it without the shell.
 */
export function HarnessGiveRecognition({ Widget }: { Widget: NonNullable<RemoteWidgets['giveRecognition']> }) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState<(InitGiveRecognitionDetail & { serial: number }) | null>(null);
  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<InitGiveRecognitionDetail | null>).detail ?? {};
      setOpened((previous) => ({ ...detail, serial: (previous?.serial ?? 0) + 1 }));
    };
    window.addEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
    return () => window.removeEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
  }, []);
  return (
    <>
      <button type="button" onClick={() => window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT))}>
        {t('devHarness.giveRecognition')}
      </button>
      {opened && (
        <Widget
          key={opened.serial}
          initialRecipientId={opened.recipientId}
          initialText={opened.text}
          parentBonus={opened.parentBonus}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
