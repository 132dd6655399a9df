import { Catalogue } from '../catalogue/components/Catalogue';

export function CataloguePage() {
  return <Catalogue />;
}
