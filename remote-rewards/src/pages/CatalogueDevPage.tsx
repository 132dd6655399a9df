import { CatalogueDev } from '../catalogue-dev/components/CatalogueDev';

export function CatalogueDevPage() {
  return <CatalogueDev />;
}
