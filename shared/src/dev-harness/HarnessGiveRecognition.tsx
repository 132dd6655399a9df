import { useTranslation } from 'react-i18next';
import type { RemoteWidgets } from '../contract/remote-contract';
import { INIT_GIVE_RECOGNITION_EVENT } from '../recognition/bonus-contract';
import { useGiveRecognitionRequests, widgetPropsOf } from '../recognition-widget/use-give-recognition-requests';

/**
 * The standalone page's stand-in for the shell's host: a button and the init event open the
 * remote's own give-recognition widget, so its team can work on it without the shell.
 */
export function HarnessGiveRecognition({ Widget }: { Widget: NonNullable<RemoteWidgets['giveRecognition']> }) {
  const { t } = useTranslation('common');
  const { opened, close } = useGiveRecognitionRequests(true);
  return (
    <>
      <button type="button" onClick={() => window.dispatchEvent(new CustomEvent(INIT_GIVE_RECOGNITION_EVENT))}>
        {t('devHarness.giveRecognition')}
      </button>
      {opened && <Widget key={opened.serial} {...widgetPropsOf(opened, close)} />}
    </>
  );
}
