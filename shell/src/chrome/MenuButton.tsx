import type { ComponentPropsWithRef } from 'react';

/** A button that opens a menu: closed, until Radix's trigger wraps it and says otherwise. */
export function MenuButton(props: ComponentPropsWithRef<'button'>) {
  return <button type="button" aria-haspopup="menu" aria-expanded={false} {...props} />;
}
