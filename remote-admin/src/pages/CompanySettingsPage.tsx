import '../company-settings/company-settings-copy';
import { CompanySettingsView } from '../company-settings/components/CompanySettings';

export function CompanySettingsPage() {
  return <CompanySettingsView />;
}
