import { useTranslation } from 'react-i18next';
import type { RemoteWidgets } from '../contract/remote-contract';
import { emit } from '../contract/laurel-events';
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
      <button type="button" onClick={() => emit('init-give-recognition')}>
        {t('devHarness.giveRecognition')}
      </button>
      {opened && <Widget key={opened.serial} {...widgetPropsOf(opened, close)} />}
    </>
  );
}
