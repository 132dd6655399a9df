import { useTranslation } from 'react-i18next';
import { widgetOf } from '../contract/remote-contract';
import { WIDGETS } from '../contract/widget-directory';
import { useModalRequests } from './use-modal-requests';
import { MountedRemote } from './widget-mount';
import styles from './ModalWidgetHost.module.css';

/** Opens the modal widget an event asks for (spec §3 events), from whichever remote declares it. */
export function ModalWidgetHost() {
  const { t } = useTranslation('common');
  const { opened, close } = useModalRequests();
  if (!opened) return null;
  return (
    <div className={styles.host}>
      <MountedRemote
        remote={WIDGETS[opened.id].remote}
        fallbackContent={
          <button type="button" onClick={close}>
            {t('widgets.close')}
          </button>
        }
      >
        {(module) => {
          const widget = widgetOf(module, opened.id);
          return widget ? <widget.Component key={opened.serial} detail={opened.detail} onClose={close} /> : null;
        }}
      </MountedRemote>
    </div>
  );
}
