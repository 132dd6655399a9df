import type { IncentiveBody } from '../incentives/incentive-form-input';
import { companyImagePath, removeCompanyImage, storeCompanyImage } from '../uploads/company-images';

/** Claimable awards are incentives: a manual award's icon is kept and served beside theirs. */
const ICONS = 'incentive_icons';

export const storeIcon = async (uploadsDir: string, companyId: number, icon: IncentiveBody['icon']) =>
  icon &&
  companyImagePath(
    ICONS,
    companyId,
    await storeCompanyImage(uploadsDir, ICONS, companyId, icon.content, icon.extension),
  );

export function removeIcon(uploadsDir: string, companyId: number, url: string | null): Promise<void> {
  const name = url?.split('/').pop();
  return name ? removeCompanyImage(uploadsDir, ICONS, companyId, name) : Promise.resolve();
}
