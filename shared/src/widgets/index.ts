export * from './widget-mount';
export * from './WidgetSlot';
export * from './ModalWidgetHost';
