import { widgetOf } from '../contract/remote-contract';
import { allows } from '../contract/route-policy';
import {
  WIDGETS,
  widgetsIn,
  type WidgetDeclaration,
  type WidgetId,
  type WidgetSlotName,
} from '../contract/widget-directory';
import { usePermissionSubject } from '../profile';
import { MountedRemote } from './widget-mount';
import { useAfterFirstPaint } from './use-after-first-paint';

const stayOpen = () => undefined;

const declarationOf = (id: WidgetId) => WIDGETS[id] as WidgetDeclaration;

/**
 * Every widget declared for a slot that this person may see and that has something to show, each in its
 * own remote's mount, loaded once the page around it has painted: the slots hold extras, never what the
 * page is for. A widget's room is kept from the first paint, so nothing moves when it arrives.
 */
export function WidgetSlot({ slot }: { slot: Exclude<WidgetSlotName, 'modal'> }) {
  const subject = usePermissionSubject();
  const painted = useAfterFirstPaint();
  if (!subject) return null;
  return widgetsIn(slot)
    .filter((id) => allows(subject, declarationOf(id).policy) && (declarationOf(id).shownWhen?.(subject) ?? true))
    .map((id) => (
      <div key={id} style={{ height: declarationOf(id).roomPx }}>
        {painted && (
          <MountedRemote remote={WIDGETS[id].remote} loading={null} quiet>
            {(module) => {
              const widget = widgetOf(module, id);
              return widget ? <widget.Component detail={undefined} onClose={stayOpen} /> : null;
            }}
          </MountedRemote>
        )}
      </div>
    ));
}
