import { widgetOf } from '../contract/remote-contract';
import { allows } from '../contract/route-policy';
import { WIDGETS, widgetsIn, type WidgetDeclaration, type WidgetSlotName } from '../contract/widget-directory';
import { usePermissionSubject } from '../profile';
import { MountedRemote } from './widget-mount';

const stayOpen = () => undefined;

/** Every widget declared for a slot that this person may see, each in its own remote's mount. */
export function WidgetSlot({ slot }: { slot: Exclude<WidgetSlotName, 'modal'> }) {
  const subject = usePermissionSubject();
  if (!subject) return null;
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
