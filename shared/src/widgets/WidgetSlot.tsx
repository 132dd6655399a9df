import { widgetOf } from '../contract/remote-contract';
import { allows } from '../contract/route-policy';
import { WIDGETS, widgetsIn, type WidgetDeclaration, type WidgetSlotName } from '../contract/widget-directory';
import { usePermissionSubject } from '../profile';
import { MountedRemote } from './widget-mount';
import { useAfterFirstPaint } from './use-after-first-paint';

const stayOpen = () => undefined;

/**
 * Every widget declared for a slot that this person may see, each in its own remote's mount, loaded once
 * the page around it has painted: the slots hold extras, never what the page is for.
 */
export function WidgetSlot({ slot }: { slot: Exclude<WidgetSlotName, 'modal'> }) {
  const subject = usePermissionSubject();
  const painted = useAfterFirstPaint();
  if (!subject || !painted) return null;
  return widgetsIn(slot)
    .filter((id) => allows(subject, (WIDGETS[id] as WidgetDeclaration).policy))
    .map((id) => (
      <MountedRemote key={id} remote={WIDGETS[id].remote} loading={null}>
        {(module) => {
          const widget = widgetOf(module, id);
          return widget ? <widget.Component detail={undefined} onClose={stayOpen} /> : null;
        }}
      </MountedRemote>
    ));
}
