import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { emit, on } from '../contract/laurel-events';
import { allows } from '../contract/route-policy';
import { WIDGETS, widgetsIn, type WidgetDeclaration, type WidgetId } from '../contract/widget-directory';
import { usePermissionSubject } from '../profile';

export interface ModalRequest {
  id: WidgetId;
  detail: unknown;
  /** Remounts the widget for each opening, so every draft starts afresh. */
  serial: number;
}

const MODAL_WIDGETS = widgetsIn('modal');

/** The modal widget last asked for by its event, when this person may use it; and how to close it. */
export function useModalRequests() {
  const subject = usePermissionSubject();
  const [opened, setOpened] = useState<ModalRequest | null>(null);
  // Opened by an event, not by a Radix trigger, the modal cannot know its opener: the host gives the focus back.
  const opener = useRef<HTMLElement | null>(null);
  const open = useEffectEvent((id: WidgetId, detail: unknown) => {
    if (!subject || !allows(subject, (WIDGETS[id] as WidgetDeclaration).policy)) return;
    if (!opened) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (opened && opened.id !== id) emit('modal-widget-closed', { id: opened.id });
    setOpened((previous) => ({ id, detail, serial: (previous?.serial ?? 0) + 1 }));
  });
  const close = () => {
    if (opened) emit('modal-widget-closed', { id: opened.id });
    setOpened(null);
  };
  useEffect(() => {
    if (opened || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [opened]);
  useEffect(() => {
    const stops = MODAL_WIDGETS.map((id) =>
      on((WIDGETS[id] as WidgetDeclaration).openOn!, (detail) => open(id, detail)),
    );
    return () => stops.forEach((stop) => stop());
  }, []);
  return { opened, close };
}
