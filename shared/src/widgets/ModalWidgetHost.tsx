import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetOf } from '../contract/remote-contract';
import { WIDGETS } from '../contract/widget-directory';
import { useModalRequests } from './use-modal-requests';
import { MountedRemote } from './widget-mount';

// Only a failure shows here (the widget itself is a modal): keep it in view above the page. Inline, because
// a stylesheet would bring the style-loader runtime into the shared root's chunk on every page (1.9 KiB on /).
const FAILURE_IN_VIEW: CSSProperties = {
  position: 'fixed',
  zIndex: 60,
  top: 'calc(var(--laurel-nav-height) + 12px)',
  right: 16,
  maxWidth: 420,
};

/** Opens the modal widget an event asks for (spec §3 events), from whichever remote declares it. */
export function ModalWidgetHost() {
  const { t } = useTranslation('common');
  const { opened, close } = useModalRequests();
  if (!opened) return null;
  return (
    <div style={FAILURE_IN_VIEW}>
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
