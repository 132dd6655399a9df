import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon, InfoIcon, SuccessIcon, WarnIcon, type IconProps } from './icons';
import styles from './Alert.module.css';
import hidden from './visually-hidden.module.css';

export type AlertStatus = 'info' | 'success' | 'warn' | 'error';
export type AlertSize = 'sm' | 'md';

const ICON_BY_STATUS: Record<AlertStatus, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: SuccessIcon,
  warn: WarnIcon,
  error: ErrorIcon,
};

// Warnings and errors interrupt a screen reader; info and success wait their turn.
const ROLE_BY_STATUS: Record<AlertStatus, 'alert' | 'status'> = {
  info: 'status',
  success: 'status',
  warn: 'alert',
  error: 'alert',
};

export interface AlertProps {
  status?: AlertStatus;
  size?: AlertSize;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Alert({ status = 'info', size = 'md', title, children, className }: AlertProps) {
  const { t } = useTranslation('components');
  const StatusIcon = ICON_BY_STATUS[status];
  const classes = [styles.alert, styles[status], styles[size], className].filter(Boolean).join(' ');
  return (
    <div role={ROLE_BY_STATUS[status]} data-status={status} className={classes}>
      <StatusIcon size={size === 'sm' ? 'xs' : 'sm'} className={styles.icon} />
      <div className={styles.body}>
        <span className={hidden.visuallyHidden}>{t(`alert.status.${status}`)}</span>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
