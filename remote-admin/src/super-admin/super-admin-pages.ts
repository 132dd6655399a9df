// One lazy chunk for the super-admin and tech-ops pages, with their copy.
import './super-admin-copy';

export { EventsPage } from './events/EventsPage';
export { CompaniesPage } from './companies/CompaniesPage';
export { TechOpsOverviewPage } from './tech-ops/TechOpsOverviewPage';
export { TechOpsCompanyPage } from './tech-ops/TechOpsCompanyPage';
export { TechOpsUserPage } from './tech-ops/TechOpsUserPage';
export { QualityBotReportPage } from './reports/QualityBotReportPage';
export { IntegrationErrorsPage } from './reports/IntegrationErrorsPage';
export { OutOfStockPage, PromotedPage } from './reports/CatalogToolPage';
export { UnimplementedCatalogPage } from './catalog-unimplemented/UnimplementedCatalogPage';
export { KvmsPage } from './reports/KvmsPage';
export { RewardsHealthCheckPage } from './reports/RewardsHealthCheckPage';
