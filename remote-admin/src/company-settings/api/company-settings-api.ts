import { v2Client } from '@laurel/shared';
import { COMPANY_LOGO_FIELD, type CompanySettings, type CompanySettingsUpdate } from '@laurel/shared/contract';

const PATH = 'admin/company';

export const fetchCompanySettings = () => v2Client.get<{ result: CompanySettings }>(PATH).then((body) => body.result);

export const saveCompanySettings = (settings: CompanySettingsUpdate) =>
  v2Client.patch<{ result: CompanySettings }>(PATH, settings).then((body) => body.result);

export function uploadCompanyLogo(file: File) {
  const form = new FormData();
  form.append(COMPANY_LOGO_FIELD, file);
  return v2Client.post<{ result: CompanySettings }>(`${PATH}/logo`, form).then((body) => body.result);
}
