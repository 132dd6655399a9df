import { FLASH_POINTS_BASE_COLORS } from '@laurel/shared/contract';
import type { FlashPointsProgramRow } from '../db/types';
import { MAIN_COMPANY_ID } from './companies';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The main company's running flash-points program: it started two days ago and ends in three days and
 * a half, so the countdown shows days, hours, minutes and seconds (recognition §9).
 */
export const generateFlashPointsPrograms = (today: Date): FlashPointsProgramRow[] => [
  {
    id: 1,
    company_id: MAIN_COMPANY_ID,
    name: 'Year-end thank-you sprint',
    start_date: new Date(today.getTime() - 2 * DAY_MS).toISOString(),
    end_date: new Date(today.getTime() + 3 * DAY_MS + 12 * HOUR_MS).toISOString(),
    base_color: FLASH_POINTS_BASE_COLORS.midnight,
    accent_color: FLASH_POINTS_BASE_COLORS.sunflower,
    amount_per_person: 50,
  },
];
